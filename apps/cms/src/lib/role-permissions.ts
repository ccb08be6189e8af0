import type { Core } from '@strapi/strapi'

/**
 * The permissions of a users-permissions role, kept in memory (docs/decisions/0028).
 *
 * Every API request asks users-permissions for the caller's role's permissions (about 50 rows for a
 * member) or the public role's, reads them from the database and turns each into an object. They
 * change only when an administrator edits a role or the start-up syncs them, so this process keeps
 * each role's list and drops all of them on any write to a role or a permission here. Another
 * instance's edit reaches this one within MAX_AGE_MS.
 */
export const ROLE_PERMISSIONS_MAX_AGE_MS = 5_000

const WRITTEN_BY = ['plugin::users-permissions.permission', 'plugin::users-permissions.role'] as const

type Permission = { action: string }
type Entry = { at: number; permissions: Promise<unknown> }

const cached = new Map<string, Entry>()
/** Content-API abilities by the permissions they were made of (see rememberAbilities). */
const abilities = new Map<string, Promise<unknown>>()
/** More distinct permission lists than roles exist means something else is asking: start again. */
const MAX_ABILITIES = 64

/** After a write: the next request reads again (a read already running is no longer kept either). */
export function forgetRolePermissions() {
  cached.clear()
  abilities.clear()
}

/** The role's permissions from memory, or read once (concurrent requests share one read). */
export function rememberRolePermissions<T = Permission[]>(key: string, read: () => Promise<T>, now = performance.now()): Promise<T> {
  const entry = cached.get(key)
  if (entry && now - entry.at < ROLE_PERMISSIONS_MAX_AGE_MS) return entry.permissions as Promise<T>
  const permissions = read()
  cached.set(key, { at: now, permissions })
  // A failed read is not kept: the next request tries again.
  permissions.catch(() => {
    if (cached.get(key)?.permissions === permissions) cached.delete(key)
  })
  return permissions
}

type PermissionService = {
  findRolePermissions(roleId: number | string): Promise<Permission[]>
  findPublicPermissions(): Promise<Permission[]>
}

/** The users-permissions permission service with its two per-request reads answered from memory. */
export function withRememberedPermissions<S extends PermissionService>(service: S): S {
  return {
    ...service,
    findRolePermissions: (roleId) => rememberRolePermissions(`role:${roleId}`, () => service.findRolePermissions(roleId)),
    findPublicPermissions: () => rememberRolePermissions('public', () => service.findPublicPermissions()),
  }
}

type StoreParams = { type?: string; name?: string; key?: string; environment?: string | null; tag?: string | null }

/**
 * users-permissions' advanced settings (email confirmation, …), which its authentication reads from
 * the core store on every request with a JWT (docs/decisions/0045): kept like a role's permissions,
 * dropped on any write to the core store here, read again within MAX_AGE_MS after another
 * instance's. Only that key: every other store read goes to the database as before.
 */
function rememberAdvancedSettings(strapi: Core.Strapi) {
  const store = strapi.store as unknown as { get: (params: StoreParams) => Promise<unknown> }
  const read = store.get.bind(store)
  store.get = (params) =>
    params.type === 'plugin' && params.name === 'users-permissions' && params.key === 'advanced' && !params.environment && !params.tag
      ? rememberRolePermissions('users-permissions:advanced', () => read(params))
      : read(params)
}

type Engine = { generateAbility(permissions: unknown[], options?: Record<string, unknown>): Promise<unknown> }

/**
 * The content API's permission engine turns the caller's permissions into an ability on every
 * authenticated request (users-permissions' authenticate): about 50 permissions through its
 * validation hooks, a tenth of what a member's PUT cost the CMS (docs/decisions/0046). The same list
 * makes the same ability, which is only read (`ability.can`), so one is kept per distinct list of
 * permissions without conditions and without options; a list with conditions is built each time.
 */
export function rememberAbilities(engine: Engine) {
  const generate = engine.generateAbility.bind(engine)
  engine.generateAbility = (permissions, options) => {
    const plain = (!options || Object.keys(options).length === 0) && permissions.every((permission) => !hasConditions(permission))
    if (!plain) return generate(permissions, options)
    const key = JSON.stringify(permissions)
    const kept = abilities.get(key)
    if (kept) return kept
    if (abilities.size >= MAX_ABILITIES) abilities.clear()
    const ability = generate(permissions, options)
    abilities.set(key, ability)
    ability.catch(() => {
      if (abilities.get(key) === ability) abilities.delete(key)
    })
    return ability
  }
}

const hasConditions = (permission: unknown) => {
  const conditions = (permission as { conditions?: unknown }).conditions
  return Array.isArray(conditions) ? conditions.length > 0 : conditions != null
}

/**
 * Any write to a role or a permission, through the admin panel, the API or the start-up's sync,
 * empties the memory; so does any write to the core store (users-permissions' settings).
 */
export function registerRolePermissions(strapi: Core.Strapi) {
  rememberAdvancedSettings(strapi)
  strapi.db.lifecycles.subscribe({
    models: [...WRITTEN_BY, 'strapi::core-store'],
    afterCreate: forgetRolePermissions,
    afterCreateMany: forgetRolePermissions,
    afterUpdate: forgetRolePermissions,
    afterUpdateMany: forgetRolePermissions,
    afterDelete: forgetRolePermissions,
    afterDeleteMany: forgetRolePermissions,
  })
}
