import { CONTENT_ROLES } from '@talentstad/types'
import { memberRoute } from '../../../lib/member-route'

// Enters on calls (issue 10, ENTERS_API in packages/types/src/enters.ts). Any member may enter a call
// that is online (not their own: checked in the service); the enters on a call are for its author
// or the organisation's content roles (is-author); one's own enters need only the login.
export default {
  routes: [
    { method: 'POST', path: '/calls/:documentId/enters', handler: 'enters.create', config: memberRoute([]) },
    {
      method: 'GET',
      path: '/calls/:documentId/enters',
      handler: 'enters.forCall',
      config: memberRoute([{ name: 'global::is-author', config: { organizationRoles: [...CONTENT_ROLES] } }]),
    },
    { method: 'GET', path: '/calls/:documentId/enters/mine', handler: 'enters.mineOn', config: memberRoute([]) },
    { method: 'GET', path: '/me/enters', handler: 'enters.mine', config: memberRoute([]) },
    { method: 'DELETE', path: '/me/enters/:documentId', handler: 'enters.withdraw', config: memberRoute([]) },
  ],
}
