import { CONTENT_ROLES, MEMBER_ROLES } from '@talentstad/types'
import { memberRoute } from '../../../lib/member-route'

/** The author, or for an organisation's item its contentManager or admin (the service checks the role again). */
const authorOrContentRole = () => memberRoute([{ name: 'global::is-author', config: { organizationRoles: [...CONTENT_ROLES] } }])

// Member content (issue 10, MEMBER_CONTENT_API in packages/types/src/member-content.ts): a member's
// calls and an organisation's news, jobs, events and articles. The addresses keep `/calls`, the
// contract the site and its tests use (docs/decisions/0060). Creating needs only a login (an
// organisation role, when posting for one, is checked in the service: the organisation comes in the
// body); everything on an existing item goes through is-author.
export default {
  routes: [
    { method: 'POST', path: '/calls', handler: 'member-content.create', config: memberRoute([]) },
    { method: 'GET', path: '/me/calls', handler: 'member-content.mine', config: memberRoute([]) },
    // An organisation's items in every state, for its content page: any member of it.
    {
      method: 'GET',
      path: '/organizations/:organizationId/content',
      handler: 'member-content.ofOrganization',
      config: memberRoute([{ name: 'global::has-organization-role', config: { roles: [...MEMBER_ROLES] } }]),
    },
    // `mine` means the author alone; `edit` opens the form to the organisation's content roles too.
    { method: 'GET', path: '/calls/:documentId/mine', handler: 'member-content.own', config: memberRoute(['global::is-author']) },
    { method: 'GET', path: '/calls/:documentId/edit', handler: 'member-content.own', config: authorOrContentRole() },
    { method: 'PUT', path: '/calls/:documentId', handler: 'member-content.update', config: authorOrContentRole() },
    { method: 'DELETE', path: '/calls/:documentId', handler: 'member-content.remove', config: authorOrContentRole() },
  ],
}
