import type { Core } from '@strapi/strapi'
import { ROLE_TYPE, STATIC_PAGE_KEYS } from '@talentstad/types'

const READ_PUBLIC_CONTENT = [
  ...['content-item', 'theme', 'tag', 'audience', 'organization'].flatMap((name) => [
    `api::${name}.${name}.find`,
    `api::${name}.${name}.findOne`,
  ]),
  // The static pages are single types: one `find` each.
  ...STATIC_PAGE_KEYS.map((name) => `api::${name}.${name}.find`),
  // The contact form (e-mails the community team; nothing is stored).
  'api::contact-message.contact-message.send',
]

/** What a logged-in member may do with their own account (the anonymous account endpoints need no permission: `auth: false`). */
const MEMBER_ACCOUNT = ['session', 'logout', 'changePassword', 'sessions', 'endOtherSessions'].map(
  (action) => `api::account.account.${action}`,
)

/** The member's own favorites, profile, avatar and account (issue 5, src/api/me), and their /profiel dashboard in one read. */
const OWN_MEMBER_DATA = ['listFavorites', 'setFavorite', 'getProfile', 'updateProfile', 'uploadAvatar', 'deleteAccount', 'dashboard'].map(
  (action) => `api::me.me.${action}`,
)

/**
 * Role-restricted reads (issue 9), open to every member's role here: the route's policy decides who
 * may act (has-organization-role: a role in that organisation; is-author: the item's author). The
 * calls and organisations issues add their writes to these lists, each behind a policy.
 */
const ORGANIZATION_MEMBER_ACTIONS = ['api::organization.members.list']
const AUTHOR_ACTIONS = [
  ...['own', 'update', 'remove'].map((action) => `api::content-item.member-content.${action}`),
  'api::enter.enters.forCall',
]

/** Calls and enters (issue 10) every member may use: their own calls and enters; the service checks the rest (not one's own call, an organisation role). */
const CALL_MEMBER_ACTIONS = [
  ...['create', 'mine', 'ofOrganization'].map((action) => `api::content-item.member-content.${action}`),
  ...['create', 'mineOn', 'mine', 'withdraw'].map((action) => `api::enter.enters.${action}`),
]

/** What only community managers may do: given to their role alone, and checked again by is-community-manager. */
const COMMUNITY_MANAGER_ACTIONS = [
  ...['listCalls', 'getCall', 'decide'].map((action) => `api::review.review.${action}`),
  // Organisation applications and taking items offline (issue 11).
  ...['queue', 'get', 'decide'].map((action) => `api::organization.applications.${action}`),
  'api::moderation.moderation.takeOffline',
  // The digest (issue 30): a member's digest as it would go out, and a run of the schedule now.
  ...['preview', 'run'].map((action) => `api::mailing.mailing.${action}`),
]

/**
 * Organisations (issue 11): applying and one's own applications, accepting an invitation (any
 * member; the service checks the invited address), and an organisation's members, invitations, join
 * requests and edit sections (has-organization-role on each route decides who may act).
 */
const ORGANIZATION_ACTIONS = [
  ...['signUp', 'mine'].map((action) => `api::organization.applications.${action}`),
  ...['changeRole', 'remove', 'leave', 'joinRequests', 'decideJoinRequest'].map((action) => `api::organization.members.${action}`),
  ...['get', 'update'].map((action) => `api::organization.editing.${action}`),
  ...['list', 'create', 'withdraw', 'accept'].map((action) => `api::invitation.invitations.${action}`),
]

/** Follows (issue 30): the member's own; an organisation's follower count (its admins, by the route's policy). */
const FOLLOW_ACTIONS = ['mine', 'set', 'followerCount'].map((action) => `api::follow.follows.${action}`)

/** Voor jou (issue 30): the member's own feed and mail settings. */
const FEED_ACTIONS = [
  'api::feed.feed.mine',
  ...['mine', 'updateMine', 'listAlerts', 'createAlert', 'updateAlert', 'deleteAlert'].map((action) => `api::mailing.mailing.${action}`),
]

/**
 * Sign-ups for events (issue 31): one's own, by any member (the service checks the event); the
 * attendees of an event and cancelling for one, by its organisers (is-event-organiser on the route).
 */
const REGISTRATION_ACTIONS = ['signUp', 'mine', 'cancel', 'all', 'ofEvent', 'cancelFor'].map(
  (action) => `api::registration.registrations.${action}`,
)

const MEMBER_ACTIONS = [
  ...READ_PUBLIC_CONTENT,
  'plugin::users-permissions.user.me',
  ...MEMBER_ACCOUNT,
  ...OWN_MEMBER_DATA,
  ...ORGANIZATION_MEMBER_ACTIONS,
  ...AUTHOR_ACTIONS,
  ...CALL_MEMBER_ACTIONS,
  ...ORGANIZATION_ACTIONS,
  ...FOLLOW_ACTIONS,
  ...FEED_ACTIONS,
  ...REGISTRATION_ACTIONS,
]

/**
 * The content-API permissions of every end-user role, declared in code. The bootstrap adds what is
 * missing and removes everything else, so nobody has to click in the admin panel and a permission
 * granted there by mistake does not survive a restart. Nobody anonymous may write anything (sending the contact form stores nothing); the
 * anonymous account endpoints (register, login with the e-mailed code, reset) are open routes of their own, and users-permissions'
 * /api/auth/* endpoints stay closed.
 */
export const ROLE_PERMISSIONS: Record<string, { name: string; description: string; actions: string[] }> = {
  public: {
    name: 'Public',
    description: 'Visitors who are not logged in',
    actions: READ_PUBLIC_CONTENT,
  },
  [ROLE_TYPE.ROLE_USER]: {
    name: 'Authenticated',
    description: 'ROLE_USER: every logged-in member',
    actions: MEMBER_ACTIONS,
  },
  [ROLE_TYPE.ROLE_COMMUNITY_MANAGER]: {
    name: 'Community manager',
    description: 'ROLE_COMMUNITY_MANAGER: reviews calls and organisation applications',
    actions: [...MEMBER_ACTIONS, ...COMMUNITY_MANAGER_ACTIONS],
  },
}

const ROLE_UID = 'plugin::users-permissions.role'
const PERMISSION_UID = 'plugin::users-permissions.permission'

export async function syncPermissions(strapi: Core.Strapi) {
  for (const [type, spec] of Object.entries(ROLE_PERMISSIONS)) {
    let role = await strapi.db.query(ROLE_UID).findOne({ where: { type } })
    if (!role) {
      role = await strapi.db.query(ROLE_UID).create({ data: { type, name: spec.name, description: spec.description } })
    }
    const current: Array<{ id: number; action: string }> = await strapi.db
      .query(PERMISSION_UID)
      .findMany({ where: { role: role.id }, select: ['id', 'action'] })
    const wanted = new Set(spec.actions)
    const stale = current.filter((permission) => !wanted.has(permission.action))
    if (stale.length > 0) {
      await strapi.db.query(PERMISSION_UID).deleteMany({ where: { id: { $in: stale.map((p) => p.id) } } })
    }
    const have = new Set(current.map((permission) => permission.action))
    for (const action of spec.actions) {
      if (!have.has(action)) {
        await strapi.db.query(PERMISSION_UID).create({ data: { action, role: role.id } })
      }
    }
  }
}
