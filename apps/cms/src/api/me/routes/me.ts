import { memberRoute } from '../../../lib/member-route'

// The member's own data (issue 5), for the site to call with the member's JWT. No JWT: 401; a role
// without the action (see bootstrap/permissions.ts): 403. No policy: each handler reads the caller's own rows.
export default {
  routes: [
    { method: 'GET', path: '/me/favorites', handler: 'me.listFavorites', config: memberRoute() },
    { method: 'PUT', path: '/me/favorites', handler: 'me.setFavorite', config: memberRoute() },
    { method: 'GET', path: '/me/profile', handler: 'me.getProfile', config: memberRoute() },
    // Everything /profiel shows of the member in one read (docs/decisions/0044); their own data only.
    { method: 'GET', path: '/me/dashboard', handler: 'me.dashboard', config: memberRoute() },
    { method: 'PUT', path: '/me/profile', handler: 'me.updateProfile', config: memberRoute() },
    { method: 'POST', path: '/me/avatar', handler: 'me.uploadAvatar', config: memberRoute() },
    { method: 'DELETE', path: '/me', handler: 'me.deleteAccount', config: memberRoute() },
  ],
}
