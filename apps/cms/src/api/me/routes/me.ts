import { requireBearer } from '../../../lib/require-bearer'

// The member's own data (issue 5), for the site to call with the member's JWT. No JWT: 401; a role
// without the action (see bootstrap/permissions.ts): 403. A fresh config per route: Strapi writes
// each route's permission scope into it.
const memberOnly = () => ({ auth: { strategies: [requireBearer, 'users-permissions'] }, policies: [], middlewares: [] })

export default {
  routes: [
    { method: 'GET', path: '/me/favorites', handler: 'me.listFavorites', config: memberOnly() },
    { method: 'PUT', path: '/me/favorites', handler: 'me.setFavorite', config: memberOnly() },
    { method: 'GET', path: '/me/profile', handler: 'me.getProfile', config: memberOnly() },
    // Everything /profiel shows of the member in one read (docs/decisions/0044); their own data only.
    { method: 'GET', path: '/me/dashboard', handler: 'me.dashboard', config: memberOnly() },
    { method: 'PUT', path: '/me/profile', handler: 'me.updateProfile', config: memberOnly() },
    { method: 'POST', path: '/me/avatar', handler: 'me.uploadAvatar', config: memberOnly() },
    { method: 'DELETE', path: '/me', handler: 'me.deleteAccount', config: memberOnly() },
  ],
}
