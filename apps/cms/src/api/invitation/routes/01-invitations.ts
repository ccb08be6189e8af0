import { memberRoute } from '../../../lib/member-route'

// Invitations (spec 6): an organisation's admins invite, list and withdraw; the invited person
// looks the invitation up from the link (no login needed: the token is the secret) and accepts it
// logged in.
const admin = () => memberRoute([{ name: 'global::has-organization-role', config: { roles: ['admin'] } }])

export default {
  routes: [
    { method: 'GET', path: '/organizations/:organizationId/invitations', handler: 'invitations.list', config: admin() },
    { method: 'POST', path: '/organizations/:organizationId/invitations', handler: 'invitations.create', config: admin() },
    {
      method: 'DELETE',
      path: '/organizations/:organizationId/invitations/:invitationId',
      handler: 'invitations.withdraw',
      config: admin(),
    },
    { method: 'POST', path: '/invitations/lookup', handler: 'invitations.lookup', config: { auth: false, policies: [], middlewares: [] } },
    { method: 'POST', path: '/invitations/accept', handler: 'invitations.accept', config: memberRoute([]) },
  ],
}
