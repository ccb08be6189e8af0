import { withRememberedPermissions } from '../../lib/role-permissions'

type PermissionService = Parameters<typeof withRememberedPermissions>[0]
type ServiceFactory = (context: { strapi: unknown }) => PermissionService
type Plugin = { services: Record<string, ServiceFactory> }

/** users-permissions, extended the Strapi way: a role's permissions are read once, not on every request (src/lib/role-permissions.ts). */
export default (plugin: Plugin) => {
  const createPermissionService = plugin.services.permission
  plugin.services.permission = (context) => withRememberedPermissions(createPermissionService(context))
  return plugin
}
