import type { Core } from '@strapi/strapi'
import { errors, policy } from '@strapi/utils'
import { MEMBER_ROLES, PERMISSION_MESSAGES, type MemberRole } from '@talentstad/types'

export type HasOrganizationRoleConfig = {
  /** The organisation roles that may act (at least one of employee, contentManager, admin). */
  roles: MemberRole[]
  /** The route parameter that holds the organisation's documentId (default `organizationId`). */
  param?: string
}

type PolicyContext = { params?: Record<string, string | undefined>; state: Record<string, unknown> & { user?: { id: number } } }

function validator(config: unknown) {
  const { roles, param } = (config ?? {}) as Partial<HasOrganizationRoleConfig>
  if (!Array.isArray(roles) || roles.length === 0 || !roles.every((role) => (MEMBER_ROLES as readonly string[]).includes(role))) {
    throw new Error(`roles must be a non-empty list of ${MEMBER_ROLES.join(', ')}`)
  }
  if (param !== undefined && (typeof param !== 'string' || param === '')) throw new Error('param must be a route parameter name')
}

/**
 * Global policy `global::has-organization-role`: the caller has one of the configured roles in
 * the organisation that the route names (by documentId), through api::membership.membership.
 * Use on a route:
 *   `config: { policies: [{ name: 'global::has-organization-role', config: { roles: ['contentManager', 'admin'] } }] }`
 * An unknown organisation is refused like someone else's (403): the answer does not tell whether
 * it exists. Community managers have no organisation rights through their role. The caller's role
 * is left in `ctx.state.organizationRole` for the controller.
 */
export default policy.createPolicy({
  name: 'has-organization-role',
  validator,
  async handler(policyContext: PolicyContext, config: HasOrganizationRoleConfig, { strapi }: { strapi: Core.Strapi }) {
    const user = policyContext.state.user
    const organizationId = policyContext.params?.[config.param ?? 'organizationId']
    const role =
      user && typeof organizationId === 'string' ? await strapi.service('api::organization.members').roleOf(user.id, organizationId) : null
    if (!role || !config.roles.includes(role)) {
      throw new errors.PolicyError(PERMISSION_MESSAGES.forbidden, { policy: 'has-organization-role' })
    }
    policyContext.state.organizationRole = role
    return true
  },
})
