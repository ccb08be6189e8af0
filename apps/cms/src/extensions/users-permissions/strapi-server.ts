import { withRememberedPermissions } from '../../lib/role-permissions'
import { requestMember } from '../../lib/request-member'

type PermissionService = Parameters<typeof withRememberedPermissions>[0]
type UserService = { fetchAuthenticatedUser(id: unknown): Promise<unknown> }
type Plugin = { services: Record<string, (context: { strapi: unknown }) => unknown> }

/**
 * users-permissions, extended the Strapi way (docs/decisions/0028, 0045):
 * - a role's permissions are read once, not on every request (src/lib/role-permissions.ts);
 * - the member a JWT names is read once per request: the account-session middleware reads them
 *   with their session, and authentication takes them from there (src/lib/request-member.ts).
 */
export default (plugin: Plugin) => {
  const createPermissionService = plugin.services.permission as (context: { strapi: unknown }) => PermissionService
  plugin.services.permission = (context) => withRememberedPermissions(createPermissionService(context))
  const createUserService = plugin.services.user as (context: { strapi: unknown }) => UserService
  plugin.services.user = (context) => {
    const service = createUserService(context)
    return {
      ...service,
      fetchAuthenticatedUser: async (id: unknown) => requestMember(id) ?? service.fetchAuthenticatedUser(id),
    }
  }
  return plugin
}
