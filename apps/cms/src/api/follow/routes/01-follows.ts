import { memberRoute } from '../../../lib/member-route'

// Follows (issue 30): the member's own, and an organisation's follower count for its admins.
export default {
  routes: [
    { method: 'GET', path: '/me/follows', handler: 'follows.mine', config: memberRoute() },
    { method: 'PUT', path: '/me/follows', handler: 'follows.set', config: memberRoute() },
    {
      method: 'GET',
      path: '/organizations/:organizationId/followers',
      handler: 'follows.followerCount',
      config: memberRoute([{ name: 'global::has-organization-role', config: { roles: ['admin'] } }]),
    },
  ],
}
