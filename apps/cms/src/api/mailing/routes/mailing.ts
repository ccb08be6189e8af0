import { MAILING_API } from '@talentstad/types'
import { memberRoute } from '../../../lib/member-route'

// The digest (issue 30): the member's settings; a mail link's manage page and one-click
// unsubscribe (open: the signed token is the right, and it allows nothing else); a community
// manager's preview and run.
const open = { auth: false as const, policies: [], middlewares: [] }
const communityManagers = memberRoute(['global::is-community-manager'])

export default {
  routes: [
    { method: 'GET', path: MAILING_API.mine, handler: 'mailing.mine', config: memberRoute() },
    { method: 'PUT', path: MAILING_API.mine, handler: 'mailing.updateMine', config: memberRoute() },
    { method: 'GET', path: MAILING_API.byToken, handler: 'mailing.byToken', config: open },
    { method: 'PUT', path: MAILING_API.byToken, handler: 'mailing.updateByToken', config: open },
    { method: 'POST', path: MAILING_API.unsubscribe, handler: 'mailing.unsubscribe', config: open },
    { method: 'GET', path: MAILING_API.preview, handler: 'mailing.preview', config: communityManagers },
    { method: 'POST', path: MAILING_API.run, handler: 'mailing.run', config: communityManagers },
  ],
}
