import { memberRoute } from '../../../lib/member-route'

// Community managers take any content item offline with a reason (issue 11): is-community-manager
// and the route permission given to their role alone.
export default {
  routes: [
    {
      method: 'POST',
      path: '/moderation/items/:documentId/offline',
      handler: 'moderation.takeOffline',
      config: memberRoute(['global::is-community-manager']),
    },
  ],
}
