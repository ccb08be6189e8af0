import { memberRoute } from '../../../lib/member-route'

// Voor jou (issue 30): the member's own feed; no policy, the handler reads the caller's own signals.
export default {
  routes: [{ method: 'GET', path: '/me/feed', handler: 'feed.mine', config: memberRoute() }],
}
