import type { Core } from '@strapi/strapi'
import { errors, policy } from '@strapi/utils'
import { MEMBER_ROLES, PERMISSION_MESSAGES, type MemberRole } from '@talentstad/types'

const ITEM_UID = 'api::content-item.content-item'

export type IsAuthorConfig = {
  /** The route parameter that holds the content item's documentId (default `documentId`). */
  param?: string
  /**
   * For an organisation's item: the roles in that organisation that may act on it as well (for
   * example `['contentManager', 'admin']` to edit). Default: none, the author only.
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
 * Global policy `global::is-author`: the content item that the route names (by documentId, any
 * version: draft or published) was written by the caller, or, when `organizationRoles` is
 * configured, belongs to an organisation in which the caller has one of those roles. An unknown
 * item is refused like someone else's (403). Community managers are no authors of others' items.
 */
export default policy.createPolicy({
  name: 'is-author',
  validator,
  async handler(policyContext: PolicyContext, config: IsAuthorConfig = {}, { strapi }: { strapi: Core.Strapi }) {
    const user = policyContext.state.user
    const documentId = policyContext.params?.[config.param ?? 'documentId']
    const forbidden = () => new errors.PolicyError(PERMISSION_MESSAGES.forbidden, { policy: 'is-author' })
    if (!user || typeof documentId !== 'string' || documentId === '') throw forbidden()
    const item = await strapi.db.query(ITEM_UID).findOne({
      where: { documentId },
      select: ['id'],
      populate: { author: { select: ['id'] }, organization: { select: ['documentId'] } },
    })
    if (!item) throw forbidden()
    if (item.author?.id === user.id) return true
    const roles = config.organizationRoles ?? []
    if (roles.length > 0 && item.organization?.documentId) {
      const role = await strapi.service('api::organization.members').roleOf(user.id, item.organization.documentId)
      if (role && roles.includes(role)) return true
    }
    throw forbidden()
  },
})
