import { ACCOUNT_API, ACCOUNT_SESSIONS_API } from '@talentstad/types'
import { memberRoute } from '../../../lib/member-route'

// The account endpoints of ACCOUNT_API (packages/types/src/account.ts). The anonymous ones need no
// role permission (`auth: false`: they are how one gets a JWT at all); session, logout and
// change-password (and the session list) need a member JWT whose session is open (src/middlewares/account-session.ts) and
// are granted to the member roles in src/bootstrap/permissions.ts (a member route: no JWT is 401).
const open = { auth: false as const, policies: [], middlewares: [] }

export default {
  routes: [
    { method: 'POST', path: ACCOUNT_API.register, handler: 'account.register', config: open },
    { method: 'POST', path: ACCOUNT_API.activate, handler: 'account.activate', config: open },
    { method: 'POST', path: ACCOUNT_API.resendActivation, handler: 'account.resendActivation', config: open },
    { method: 'POST', path: ACCOUNT_API.login, handler: 'account.login', config: open },
    { method: 'POST', path: ACCOUNT_API.verify, handler: 'account.verify', config: open },
    { method: 'POST', path: ACCOUNT_API.resendCode, handler: 'account.resendCode', config: open },
    { method: 'POST', path: ACCOUNT_API.forgotPassword, handler: 'account.forgotPassword', config: open },
    { method: 'POST', path: ACCOUNT_API.resetPassword, handler: 'account.resetPassword', config: open },
    { method: 'GET', path: ACCOUNT_API.session, handler: 'account.session', config: memberRoute([]) },
    { method: 'POST', path: ACCOUNT_API.logout, handler: 'account.logout', config: memberRoute([]) },
    { method: 'POST', path: ACCOUNT_API.changePassword, handler: 'account.changePassword', config: memberRoute([]) },
    { method: 'GET', path: ACCOUNT_SESSIONS_API.list, handler: 'account.sessions', config: memberRoute([]) },
    { method: 'POST', path: ACCOUNT_SESSIONS_API.endOthers, handler: 'account.endOtherSessions', config: memberRoute([]) },
  ],
}
