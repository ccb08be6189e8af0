import { ALERT_API, MAILING_API } from '@talentstad/types'
import { memberRoute } from '../../../lib/member-route'

// The digest and search alerts (issue 30): the member's settings and alerts (no policy: each
// handler reads and writes the caller's own, another's alert is a 404); a mail link's manage page
// and one-click unsubscribe (open: the signed token is the right, and it allows nothing else); a
// community manager's preview and run.
const open = { auth: false as const, policies: [], middlewares: [] }
const communityManagers = memberRoute(['global::is-community-manager'])

export default {
  routes: [
    { method: 'GET', path: MAILING_API.mine, handler: 'mailing.mine', config: memberRoute() },
    { method: 'PUT', path: MAILING_API.mine, handler: 'mailing.updateMine', config: memberRoute() },
    { method: 'GET', path: ALERT_API.mine, handler: 'mailing.listAlerts', config: memberRoute() },
    { method: 'POST', path: ALERT_API.mine, handler: 'mailing.createAlert', config: memberRoute() },
    { method: 'PUT', path: `${ALERT_API.mine}/:alertId`, handler: 'mailing.updateAlert', config: memberRoute() },
    { method: 'DELETE', path: `${ALERT_API.mine}/:alertId`, handler: 'mailing.deleteAlert', config: memberRoute() },
    { method: 'GET', path: MAILING_API.byToken, handler: 'mailing.byToken', config: open },
    { method: 'PUT', path: MAILING_API.byToken, handler: 'mailing.updateByToken', config: open },
    { method: 'DELETE', path: `${MAILING_API.byToken}/alerts/:alertId`, handler: 'mailing.removeAlertByToken', config: open },
    { method: 'GET', path: MAILING_API.unsubscribe, handler: 'mailing.checkUnsubscribe', config: open },
    { method: 'POST', path: MAILING_API.unsubscribe, handler: 'mailing.unsubscribe', config: open },
    { method: 'GET', path: MAILING_API.preview, handler: 'mailing.preview', config: communityManagers },
    { method: 'GET', path: MAILING_API.due, handler: 'mailing.due', config: communityManagers },
    { method: 'POST', path: MAILING_API.run, handler: 'mailing.run', config: communityManagers },
  ],
}
