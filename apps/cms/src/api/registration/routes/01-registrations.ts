import { memberRoute } from '../../../lib/member-route'

// Sign-ups for events (issue 31, REGISTRATION_API in packages/types/src/events.ts). Any member may
// sign up for a public event whose sign-up is open (checked in the service) and cancel their own;
// the list of attendees and cancelling for one are for the event's organisers (is-event-organiser).
const organiser = () => memberRoute(['global::is-event-organiser'])

export default {
  routes: [
    { method: 'POST', path: '/events/:documentId/registrations', handler: 'registrations.signUp', config: memberRoute([]) },
    { method: 'GET', path: '/events/:documentId/registrations/mine', handler: 'registrations.mine', config: memberRoute([]) },
    // The places left as everyone may see them (the site's visitor page, kept a few seconds).
    {
      method: 'GET',
      path: '/events/:documentId/sign-up',
      handler: 'registrations.status',
      config: { auth: false, policies: [], middlewares: [] },
    },
    { method: 'DELETE', path: '/events/:documentId/registrations/mine', handler: 'registrations.cancel', config: memberRoute([]) },
    { method: 'GET', path: '/events/:documentId/registrations', handler: 'registrations.ofEvent', config: organiser() },
    {
      method: 'DELETE',
      path: '/events/:documentId/registrations/:registrationId',
      handler: 'registrations.cancelFor',
      config: organiser(),
    },
    { method: 'GET', path: '/me/registrations', handler: 'registrations.all', config: memberRoute([]) },
  ],
}
