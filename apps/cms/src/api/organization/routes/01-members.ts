import { MEMBER_ROLES } from '@talentstad/types'
import { memberRoute } from '../../../lib/member-route'

// An organisation's own pages (spec 6): what its members may see and do, each route behind
// `has-organization-role` with the roles allowed. `:userId` is the user's documentId.
const anyRole = () => memberRoute([{ name: 'global::has-organization-role', config: { roles: [...MEMBER_ROLES] } }])
const admin = () => memberRoute([{ name: 'global::has-organization-role', config: { roles: ['admin'] } }])

export default {
  routes: [
    { method: 'GET', path: '/organizations/:organizationId/members', handler: 'members.list', config: anyRole() },
    { method: 'PUT', path: '/organizations/:organizationId/members/:userId', handler: 'members.changeRole', config: admin() },
    { method: 'DELETE', path: '/organizations/:organizationId/members/:userId', handler: 'members.remove', config: admin() },
    { method: 'DELETE', path: '/organizations/:organizationId/membership', handler: 'members.leave', config: anyRole() },
    { method: 'GET', path: '/organizations/:organizationId/join-requests', handler: 'members.joinRequests', config: admin() },
    { method: 'POST', path: '/organizations/:organizationId/join-requests/:userId', handler: 'members.decideJoinRequest', config: admin() },
    { method: 'GET', path: '/organizations/:organizationId/edit', handler: 'editing.get', config: admin() },
    { method: 'PUT', path: '/organizations/:organizationId/sections/:section', handler: 'editing.update', config: admin() },
  ],
}
