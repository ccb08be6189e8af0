import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { PERMISSION_MESSAGES, ROLE_TYPE } from '@talentstad/types'

type PolicyContext = { state: { user?: { id: number; role?: { type?: string } | null } } }

/**
 * Global policy `global::is-community-manager`: only a member whose users-permissions role is
 * ROLE_COMMUNITY_MANAGER may pass. `typeOfUser` (what a member calls themselves) is never a right.
 * Runs after authentication: no JWT is a 401 before this runs (require-bearer); a member without
 * the role gets Strapi's 403 PolicyError.
 */
export default (policyContext: PolicyContext, _config: unknown, _ctx: { strapi: Core.Strapi }) => {
  const role = policyContext.state.user?.role?.type
  if (role !== ROLE_TYPE.ROLE_COMMUNITY_MANAGER) {
    throw new errors.PolicyError(PERMISSION_MESSAGES.forbidden, { policy: 'is-community-manager' })
  }
  return true
}
