import { memberRoute } from '../../../lib/member-route'

// What community managers review (spec 4 and 6), each route behind is-community-manager (and the
// route permission given to their role alone, bootstrap/permissions.ts). The organisations issue
// adds its applications here.
export default {
  routes: [
    { method: 'GET', path: '/review/calls', handler: 'review.listCalls', config: memberRoute(['global::is-community-manager']) },
    { method: 'GET', path: '/review/calls/:documentId', handler: 'review.getCall', config: memberRoute(['global::is-community-manager']) },
    { method: 'POST', path: '/review/calls/:documentId', handler: 'review.decide', config: memberRoute(['global::is-community-manager']) },
  ],
}
