import { memberRoute } from '../../../lib/member-route'

// Organisation applications (spec 4 and 6): any member applies and sees their own; community
// managers review (is-community-manager, and the route permission given to their role alone).
const communityManager = () => memberRoute(['global::is-community-manager'])

export default {
  routes: [
    { method: 'POST', path: '/organization-applications', handler: 'applications.signUp', config: memberRoute([]) },
    { method: 'GET', path: '/me/organization-applications', handler: 'applications.mine', config: memberRoute([]) },
    { method: 'GET', path: '/review/organization-applications', handler: 'applications.queue', config: communityManager() },
    { method: 'GET', path: '/review/organization-applications/:documentId', handler: 'applications.get', config: communityManager() },
    { method: 'POST', path: '/review/organization-applications/:documentId', handler: 'applications.decide', config: communityManager() },
  ],
}
