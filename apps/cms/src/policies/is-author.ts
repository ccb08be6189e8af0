import type { Core } from '@strapi/strapi'
import { errors, policy } from '@strapi/utils'
import { CONTENT_ROLES, MEMBER_ROLES, PERMISSION_MESSAGES, type MemberRole } from '@talentstad/types'
import { linkedRows } from '../lib/linked-ids'
import type { Selected } from '../lib/rows'

const ITEM_UID = 'api::content-item.content-item'

export type IsAuthorConfig = {
  /** The route parameter that holds the content item's documentId (default `documentId`). */
  param?: string
  /**
   * For an organisation's item: the roles in that organisation that may act on it whoever wrote it
   * (for example `['contentManager', 'admin']` to edit). Default: none, the author only.
   */
  organizationRoles?: MemberRole[]
}

type PolicyContext = { params?: Record<string, string | undefined>; state: { user?: { id: number } } }

function validator(config: unknown) {
  const { param, organizationRoles } = (config ?? {}) as IsAuthorConfig
  if (param !== undefined && (typeof param !== 'string' || param === '')) throw new Error('param must be a route parameter name')
  if (
    organizationRoles !== undefined &&
    (!Array.isArray(organizationRoles) || !organizationRoles.every((role) => (MEMBER_ROLES as readonly string[]).includes(role)))
  ) {
    throw new Error(`organizationRoles must be a list of ${MEMBER_ROLES.join(', ')}`)
  }
}

/**
 * Global policy `global::is-author`: the caller may act on the content item that the route names
 * (by documentId, any version: draft or published).
 * - A member's own item (no organisation): its author.
 * - An organisation's item: the caller's role in that organisation NOW decides, at every action.
 *   With `organizationRoles`, any member in one of those roles; without, the author, and only
 *   while they hold a content role there. Writing an item for an organisation gives no right that
 *   outlives the role: a demoted or removed author reads no enters and drafts, edits and deletes
 *   nothing (issue 26).
 * An unknown item is refused like someone else's (403). Community managers are no authors of others' items.
 */
export default policy.createPolicy({
  name: 'is-author',
  validator,
  async handler(policyContext: PolicyContext, config: IsAuthorConfig = {}, { strapi }: { strapi: Core.Strapi }) {
    const user = policyContext.state.user
    const documentId = policyContext.params?.[config.param ?? 'documentId']
    const forbidden = () => new errors.PolicyError(PERMISSION_MESSAGES.forbidden, { policy: 'is-author' })
    if (!user || typeof documentId !== 'string' || documentId === '') throw forbidden()
    const item:
      (Selected<typeof ITEM_UID, 'id'> & { organization?: Selected<'api::organization.organization', 'documentId'> | null }) | null =
      await strapi.db
        .query(ITEM_UID)
        .findOne({ where: { documentId }, select: ['id'], populate: { organization: { select: ['documentId'] } } })
    if (!item) throw forbidden()
    // The author from the item's side of the link (lib/linked-ids.ts), not a populate that may walk every member.
    const author = (await linkedRows(strapi, ITEM_UID, 'author', [item.id], 'plugin::users-permissions.user', [])).get(item.id)
    const isAuthor = author?.id === user.id
    const organization: string | undefined = item.organization?.documentId
    if (!organization) {
      if (isAuthor) return true
      throw forbidden()
    }
    const role = await strapi.service('api::organization.members').roleOf(user.id, organization)
    const allowed = config.organizationRoles
      ? role !== null && config.organizationRoles.includes(role)
      : isAuthor && role !== null && CONTENT_ROLES.includes(role)
    if (allowed) return true
    throw forbidden()
  },
})
