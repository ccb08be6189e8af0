import { requireBearer } from './require-bearer'

/**
 * The config of a content-API route for logged-in members, checked by the given policies (see
 * src/policies): no JWT is 401 (require-bearer), a JWT whose role lacks the route's permission
 * (bootstrap/permissions.ts) is 403, and a policy that refuses is 403 PolicyError. A fresh object
 * per route: Strapi writes each route's permission scope into it.
 */
export function memberRoute(policies: Array<string | { name: string; config?: Record<string, unknown> }> = []) {
  return { auth: { strategies: [requireBearer, 'users-permissions'] }, policies, middlewares: [] }
}
