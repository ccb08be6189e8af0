import type { Core } from '@strapi/strapi'
import { errors, policy } from '@strapi/utils'
import { CONTENT_ROLES, PERMISSION_MESSAGES, ROLE_TYPE } from '@talentstad/types'
import { linkedRows } from '../lib/linked-ids'
import type { Selected } from '../lib/rows'

const ITEM_UID = 'api::content-item.content-item'

type PolicyContext = {
  params?: Record<string, string | undefined>
  state: { user?: { id: number; role?: { type?: string } | null } }
}

/**
 * Global policy `global::is-event-organiser` (issue 31): the caller organises the event the route
 * names (by documentId, any version). An organisation's event: its contentManagers and admins, by
 * their role in it now. The platform's own events (no organisation): community managers, and the
 * event's author. Anything else, an unknown event included, is 403.
 */
export default policy.createPolicy({
  name: 'is-event-organiser',
  async handler(policyContext: PolicyContext, _config: unknown, { strapi }: { strapi: Core.Strapi }) {
    const user = policyContext.state.user
    const documentId = policyContext.params?.documentId
    const forbidden = () => new errors.PolicyError(PERMISSION_MESSAGES.forbidden, { policy: 'is-event-organiser' })
    if (!user || typeof documentId !== 'string' || documentId === '') throw forbidden()
    const item:
      | (Selected<typeof ITEM_UID, 'id' | 'type'> & { organization?: Selected<'api::organization.organization', 'documentId'> | null })
      | null = await strapi.db
      .query(ITEM_UID)
      .findOne({ where: { documentId }, select: ['id', 'type'], populate: { organization: { select: ['documentId'] } } })
    if (!item || item.type !== 'CONTENT_TYPE_EVENT') throw forbidden()
    const organization = item.organization?.documentId
    if (organization) {
      const role = await strapi.service('api::organization.members').roleOf(user.id, organization)
      if (role !== null && CONTENT_ROLES.includes(role)) return true
      throw forbidden()
    }
    if (user.role?.type === ROLE_TYPE.ROLE_COMMUNITY_MANAGER) return true
    const author = (await linkedRows(strapi, ITEM_UID, 'author', [item.id], 'plugin::users-permissions.user', [])).get(item.id)
    if (author?.id === user.id) return true
    throw forbidden()
  },
})
