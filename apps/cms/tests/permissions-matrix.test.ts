import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callApi, createMember, type TestMember } from './as-user'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Who may do what: role × action × target, against the real CMS (routes, users-permissions,
 * the policies in src/policies). Issue 9 adds the first reads; the calls and organisations issues
 * extend ACTORS, ACTIONS and MATRIX with every action they add (one row per role and target).
 */

const ORGANIZATION = 'api::organization.organization'
const MEMBERSHIP = 'api::membership.membership'
const ITEM = 'api::content-item.content-item'
const ROLE = 'plugin::users-permissions.role'
const PERMISSION = 'plugin::users-permissions.permission'

let cms: TestCms
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

/** Everyone who acts in the matrix. `anonymous` has no JWT. */
type ActorName =
  'anonymous' | 'member' | 'selfStyledManager' | 'communityManager' | 'employeeA' | 'contentManagerA' | 'adminA' | 'adminB' | 'author'
const actors = {} as Record<Exclude<ActorName, 'anonymous'>, TestMember>

/** The things acted upon: two organisations and calls of different authors in every review state. */
const fixtures = {
  organizationA: '',
  organizationB: '',
  /** A pending call written by `author`. */
  authorsCall: '',
  /** A search alert of `author`. */
  othersAlert: '',
  /** A call of organisation A, written by `contentManagerA`. */
  organizationACall: '',
  /** A published event of organisation A that takes sign-ups. */
  organizationAEvent: '',
  /** A published event of the platform itself (no organisation) that takes sign-ups. */
  platformEvent: '',
  /** A documentId that names nothing. */
  unknown: `unknown${randomBytes(6).toString('hex')}`,
}
type Target = keyof typeof fixtures

/** Each action: how to call it on a target. */
const ACTIONS = {
  'read the review queue': () => ({ method: 'GET', path: '/review/calls' }),
  "list an organisation's members": (target: string) => ({ method: 'GET', path: `/organizations/${target}/members` }),
  'read own call': (target: string) => ({ method: 'GET', path: `/calls/${target}/mine` }),
  'read own dashboard': () => ({ method: 'GET', path: '/me/dashboard' }),
  'read own follows': () => ({ method: 'GET', path: '/me/follows' }),
  'follow an organisation': (target: string) => ({
    method: 'PUT',
    path: '/me/follows',
    body: { target: 'organization', documentId: target, following: true },
  }),
  "read an organisation's follower count": (target: string) => ({ method: 'GET', path: `/organizations/${target}/followers` }),
  'read own feed': () => ({ method: 'GET', path: '/me/feed' }),
  'read own mail settings': () => ({ method: 'GET', path: '/me/mail-preferences' }),
  'save a search as an alert': () => ({
    method: 'POST',
    path: '/me/alerts',
    body: { name: 'Stages', frequency: 'daily', filters: { q: 'stage' } },
  }),
  "change another member's alert": () => ({
    method: 'PUT',
    path: `/me/alerts/${fixtures.othersAlert}`,
    body: { name: 'Van mij', frequency: 'weekly' },
  }),
  "remove another member's alert": () => ({ method: 'DELETE', path: `/me/alerts/${fixtures.othersAlert}` }),
  'set own mail settings': () => ({ method: 'PUT', path: '/me/mail-preferences', body: { digestFrequency: 'weekly', digestDay: 1 } }),
  "preview a member's digest": () => ({ method: 'GET', path: `/digests/preview?email=${encodeURIComponent(actors.member.email)}` }),
  'count the members a digest send would mail': () => ({ method: 'GET', path: '/digests/due' }),
  // For one member (the matrix's own), so the row mails nobody else.
  'run the digests now': () => ({ method: 'POST', path: '/digests/run', body: { email: actors.member.email } }),
  'sign up for an event': (target: string) => ({ method: 'POST', path: `/events/${target}/registrations`, body: {} }),
  'read own sign-ups': () => ({ method: 'GET', path: '/me/registrations' }),
  "read an event's places left": (target: string) => ({ method: 'GET', path: `/events/${target}/sign-up` }),
  "list an event's attendees": (target: string) => ({ method: 'GET', path: `/events/${target}/registrations` }),
  // A sign-up that does not exist: whoever passes the policy gets 404, and nothing changes.
  "cancel an attendee's sign-up": (target: string) => ({
    method: 'DELETE',
    path: `/events/${target}/registrations/${fixtures.unknown}`,
    body: { reason: 'Het evenement is verplaatst' },
  }),
} satisfies Record<string, (target: string) => { method: string; path: string; body?: unknown }>
type Action = keyof typeof ACTIONS

type Row = { actor: ActorName; action: Action; target?: Target; status: number; why: string }

const MATRIX: Row[] = [
  // The review queue: community managers only, by users-permissions role (never by typeOfUser).
  { actor: 'anonymous', action: 'read the review queue', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read the review queue', status: 403, why: 'a plain member' },
  { actor: 'selfStyledManager', action: 'read the review queue', status: 403, why: 'typeOfUser is no right' },
  { actor: 'adminA', action: 'read the review queue', status: 403, why: 'an organisation admin is no community manager' },
  { actor: 'communityManager', action: 'read the review queue', status: 200, why: 'the community-manager role' },

  // An organisation's members: any role in that organisation, and only that one.
  { actor: 'anonymous', action: "list an organisation's members", target: 'organizationA', status: 401, why: 'not logged in' },
  { actor: 'employeeA', action: "list an organisation's members", target: 'organizationA', status: 200, why: 'own organisation' },
  { actor: 'contentManagerA', action: "list an organisation's members", target: 'organizationA', status: 200, why: 'own organisation' },
  { actor: 'adminA', action: "list an organisation's members", target: 'organizationA', status: 200, why: 'own organisation' },
  { actor: 'employeeA', action: "list an organisation's members", target: 'organizationB', status: 403, why: 'other organisation' },
  { actor: 'contentManagerA', action: "list an organisation's members", target: 'organizationB', status: 403, why: 'other organisation' },
  { actor: 'adminA', action: "list an organisation's members", target: 'organizationB', status: 403, why: 'other organisation' },
  { actor: 'adminB', action: "list an organisation's members", target: 'organizationA', status: 403, why: 'other organisation' },
  { actor: 'adminB', action: "list an organisation's members", target: 'organizationB', status: 200, why: 'own organisation' },
  { actor: 'member', action: "list an organisation's members", target: 'organizationA', status: 403, why: 'an outsider' },
  {
    actor: 'communityManager',
    action: "list an organisation's members",
    target: 'organizationA',
    status: 403,
    why: 'no organisation role',
  },
  { actor: 'adminA', action: "list an organisation's members", target: 'unknown', status: 403, why: 'unknown looks like foreign' },

  // Own calls: the author only (not the community manager, not the organisation's roles).
  { actor: 'anonymous', action: 'read own call', target: 'authorsCall', status: 401, why: 'not logged in' },
  { actor: 'author', action: 'read own call', target: 'authorsCall', status: 200, why: 'own call' },
  { actor: 'member', action: 'read own call', target: 'authorsCall', status: 403, why: "another member's call" },
  { actor: 'communityManager', action: 'read own call', target: 'authorsCall', status: 403, why: 'mine means the author' },
  { actor: 'author', action: 'read own call', target: 'organizationACall', status: 403, why: "another member's call" },
  { actor: 'contentManagerA', action: 'read own call', target: 'organizationACall', status: 200, why: 'own call' },
  { actor: 'adminA', action: 'read own call', target: 'organizationACall', status: 403, why: 'mine means the author' },
  { actor: 'author', action: 'read own call', target: 'unknown', status: 403, why: 'unknown looks like foreign' },

  // One's own /profiel dashboard: every member's role, for their own data only (tests/me-dashboard.test.ts).
  { actor: 'anonymous', action: 'read own dashboard', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read own dashboard', status: 200, why: 'own data' },
  { actor: 'selfStyledManager', action: 'read own dashboard', status: 200, why: 'own data' },
  { actor: 'communityManager', action: 'read own dashboard', status: 200, why: 'own data, the community-manager role too' },
  { actor: 'employeeA', action: 'read own dashboard', status: 200, why: 'own data' },
  { actor: 'adminA', action: 'read own dashboard', status: 200, why: 'own data' },

  // Voor jou (tests/feed.test.ts): every member's role, their own feed (no id to ask another's).
  { actor: 'anonymous', action: 'read own feed', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read own feed', status: 200, why: 'own feed' },
  { actor: 'selfStyledManager', action: 'read own feed', status: 200, why: 'own feed, whatever typeOfUser says' },
  { actor: 'communityManager', action: 'read own feed', status: 200, why: 'own feed, the community-manager role too' },
  { actor: 'adminA', action: 'read own feed', status: 200, why: 'own feed' },

  // The digest (tests/digests.test.ts): a member's own settings; the preview and a run now for
  // community managers only (by role, never by typeOfUser). A mail link's token pages are open.
  { actor: 'anonymous', action: 'save a search as an alert', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'save a search as an alert', status: 200, why: 'any member' },
  { actor: 'communityManager', action: 'save a search as an alert', status: 200, why: 'the community-manager role too' },
  { actor: 'member', action: "change another member's alert", status: 404, why: 'not theirs: as if there were none' },
  { actor: 'communityManager', action: "change another member's alert", status: 404, why: 'no role reaches into a member’s alerts' },
  { actor: 'author', action: "change another member's alert", status: 200, why: 'their own' },
  { actor: 'member', action: "remove another member's alert", status: 404, why: 'not theirs' },
  { actor: 'anonymous', action: 'read own mail settings', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read own mail settings', status: 200, why: 'own data' },
  { actor: 'anonymous', action: 'set own mail settings', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'set own mail settings', status: 200, why: 'own data' },
  { actor: 'communityManager', action: 'set own mail settings', status: 200, why: 'own data, the community-manager role too' },
  { actor: 'anonymous', action: "preview a member's digest", status: 401, why: 'not logged in' },
  { actor: 'member', action: "preview a member's digest", status: 403, why: 'a plain member, even for their own' },
  { actor: 'selfStyledManager', action: "preview a member's digest", status: 403, why: 'typeOfUser is no right' },
  { actor: 'adminA', action: "preview a member's digest", status: 403, why: 'an organisation admin is no community manager' },
  { actor: 'communityManager', action: "preview a member's digest", status: 200, why: 'community managers check the digest' },
  { actor: 'anonymous', action: 'count the members a digest send would mail', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'count the members a digest send would mail', status: 403, why: 'a plain member' },
  {
    actor: 'adminA',
    action: 'count the members a digest send would mail',
    status: 403,
    why: 'an organisation admin is no community manager',
  },
  {
    actor: 'communityManager',
    action: 'count the members a digest send would mail',
    status: 200,
    why: 'community managers see it before sending',
  },
  { actor: 'anonymous', action: 'run the digests now', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'run the digests now', status: 403, why: 'a plain member' },
  { actor: 'selfStyledManager', action: 'run the digests now', status: 403, why: 'typeOfUser is no right' },
  { actor: 'communityManager', action: 'run the digests now', status: 200, why: 'community managers trigger a run for testing' },

  // Follows (tests/follows.test.ts): every member's role for their own; a pending organisation is
  // unknown (400), not forbidden. The follower count: the organisation's admins only, a number.
  { actor: 'anonymous', action: 'read own follows', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read own follows', status: 200, why: 'own data' },
  { actor: 'communityManager', action: 'read own follows', status: 200, why: 'own data, the community-manager role too' },
  { actor: 'anonymous', action: 'follow an organisation', target: 'organizationA', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'follow an organisation', target: 'organizationA', status: 200, why: 'any member follows' },
  { actor: 'employeeA', action: 'follow an organisation', target: 'organizationA', status: 200, why: 'own organisation too' },
  {
    actor: 'communityManager',
    action: 'follow an organisation',
    target: 'organizationB',
    status: 200,
    why: 'the community-manager role too',
  },
  { actor: 'member', action: 'follow an organisation', target: 'unknown', status: 400, why: 'nothing to follow' },
  { actor: 'anonymous', action: "read an organisation's follower count", target: 'organizationA', status: 401, why: 'not logged in' },
  { actor: 'adminA', action: "read an organisation's follower count", target: 'organizationA', status: 200, why: 'own organisation' },
  {
    actor: 'contentManagerA',
    action: "read an organisation's follower count",
    target: 'organizationA',
    status: 403,
    why: 'admins only',
  },
  { actor: 'employeeA', action: "read an organisation's follower count", target: 'organizationA', status: 403, why: 'admins only' },
  { actor: 'adminB', action: "read an organisation's follower count", target: 'organizationA', status: 403, why: 'other organisation' },
  { actor: 'member', action: "read an organisation's follower count", target: 'organizationA', status: 403, why: 'an outsider' },
  {
    actor: 'communityManager',
    action: "read an organisation's follower count",
    target: 'organizationA',
    status: 403,
    why: 'no organisation role',
  },
  { actor: 'adminA', action: "read an organisation's follower count", target: 'unknown', status: 403, why: 'unknown looks like foreign' },

  // Event sign-ups (tests/registrations.test.ts): any member signs up for a public event and reads
  // their own; an event's attendees are for its organisers: an organisation's contentManagers and
  // admins, and for the platform's own events the community managers.
  { actor: 'anonymous', action: 'sign up for an event', target: 'organizationAEvent', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'sign up for an event', target: 'organizationAEvent', status: 201, why: 'any member signs up' },
  { actor: 'employeeA', action: 'sign up for an event', target: 'organizationAEvent', status: 201, why: 'own organisation too' },
  {
    actor: 'communityManager',
    action: 'sign up for an event',
    target: 'platformEvent',
    status: 201,
    why: 'the community-manager role too',
  },
  { actor: 'member', action: 'sign up for an event', target: 'unknown', status: 404, why: 'no such event' },
  { actor: 'anonymous', action: "read an event's places left", target: 'organizationAEvent', status: 200, why: 'public, as the page' },
  { actor: 'member', action: "read an event's places left", target: 'organizationAEvent', status: 200, why: 'public, as the page' },
  { actor: 'anonymous', action: "read an event's places left", target: 'unknown', status: 404, why: 'no such public event' },
  { actor: 'anonymous', action: 'read own sign-ups', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read own sign-ups', status: 200, why: 'own data' },
  { actor: 'anonymous', action: "list an event's attendees", target: 'organizationAEvent', status: 401, why: 'not logged in' },
  { actor: 'member', action: "list an event's attendees", target: 'organizationAEvent', status: 403, why: 'an attendee is no organiser' },
  { actor: 'employeeA', action: "list an event's attendees", target: 'organizationAEvent', status: 403, why: 'employees do not organise' },
  { actor: 'contentManagerA', action: "list an event's attendees", target: 'organizationAEvent', status: 200, why: 'content role' },
  { actor: 'adminA', action: "list an event's attendees", target: 'organizationAEvent', status: 200, why: 'content role' },
  { actor: 'adminB', action: "list an event's attendees", target: 'organizationAEvent', status: 403, why: 'other organisation' },
  {
    actor: 'communityManager',
    action: "list an event's attendees",
    target: 'organizationAEvent',
    status: 403,
    why: "an organisation's event is the organisation's",
  },
  { actor: 'communityManager', action: "list an event's attendees", target: 'platformEvent', status: 200, why: "the platform's own event" },
  { actor: 'adminA', action: "list an event's attendees", target: 'platformEvent', status: 403, why: "not the platform's organiser" },
  { actor: 'member', action: "list an event's attendees", target: 'platformEvent', status: 403, why: 'an outsider' },
  { actor: 'adminA', action: "list an event's attendees", target: 'unknown', status: 403, why: 'unknown looks like foreign' },
  { actor: 'anonymous', action: "cancel an attendee's sign-up", target: 'organizationAEvent', status: 401, why: 'not logged in' },
  {
    actor: 'member',
    action: "cancel an attendee's sign-up",
    target: 'organizationAEvent',
    status: 403,
    why: 'an attendee is no organiser',
  },
  {
    actor: 'employeeA',
    action: "cancel an attendee's sign-up",
    target: 'organizationAEvent',
    status: 403,
    why: 'employees do not organise',
  },
  { actor: 'adminB', action: "cancel an attendee's sign-up", target: 'organizationAEvent', status: 403, why: 'other organisation' },
  {
    actor: 'adminA',
    action: "cancel an attendee's sign-up",
    target: 'organizationAEvent',
    status: 404,
    why: 'an organiser, but no such sign-up',
  },
  {
    actor: 'communityManager',
    action: "cancel an attendee's sign-up",
    target: 'platformEvent',
    status: 404,
    why: "the platform's organiser, but no such sign-up",
  },
]

async function createOrganization(name: string) {
  const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${randomBytes(4).toString('hex')}`
  const organization = await cms.strapi
    .documents(ORGANIZATION)
    .create({ data: { name, slug, type: 'ORGANIZATION_TYPE_REGULAR', applicationState: 'approved' } as any })
  return organization.documentId
}

async function addMember(member: TestMember, organization: string, role: string) {
  await cms.strapi.documents(MEMBERSHIP).create({ data: { user: member.documentId, organization, role } as any })
}

async function createCall(author: TestMember, fields: Record<string, unknown> = {}, publish = false) {
  const title = `Oproep ${randomBytes(4).toString('hex')}`
  const call = await cms.strapi.documents(ITEM).create({
    data: {
      type: 'CONTENT_TYPE_CALL_UP',
      title,
      slug: title.toLowerCase().replace(/\s+/g, '-'),
      reviewState: 'pending',
      author: author.documentId,
      ...fields,
    } as any,
  })
  if (publish) await cms.strapi.documents(ITEM).publish({ documentId: call.documentId })
  return { documentId: call.documentId, title }
}

function request(row: Pick<Row, 'actor' | 'action' | 'target'>) {
  const { method, path, body } = ACTIONS[row.action](row.target ? fixtures[row.target] : '') as {
    method: string
    path: string
    body?: unknown
  }
  const jwt = row.actor === 'anonymous' ? undefined : actors[row.actor].jwt
  return callApi(cms, method, path, { jwt, body })
}

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  const s = cms.strapi
  actors.member = await createMember(s)
  actors.selfStyledManager = await createMember(s, { typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
  actors.communityManager = await createMember(s, { roleType: 'community-manager', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
  actors.employeeA = await createMember(s, { firstName: 'Eva', lastName: 'Medewerker', phoneNumber: '06 11111111' })
  actors.contentManagerA = await createMember(s, { firstName: 'Chris', lastName: 'Content' })
  actors.adminA = await createMember(s, { firstName: 'Anna', lastName: 'Beheer' })
  actors.adminB = await createMember(s)
  actors.author = await createMember(s, { firstName: 'Auke' })
  fixtures.organizationA = await createOrganization('Organisatie A')
  fixtures.organizationB = await createOrganization('Organisatie B')
  await addMember(actors.employeeA, fixtures.organizationA, 'employee')
  await addMember(actors.contentManagerA, fixtures.organizationA, 'contentManager')
  await addMember(actors.adminA, fixtures.organizationA, 'admin')
  await addMember(actors.adminB, fixtures.organizationB, 'admin')
  fixtures.authorsCall = (await createCall(actors.author)).documentId
  fixtures.othersAlert = (
    await cms.strapi.service('api::mailing.alerts').create(actors.author.id, { name: 'Data', frequency: 'daily', filters: { q: 'data' } })
  ).documentId
  fixtures.organizationACall = (await createCall(actors.contentManagerA, { organization: fixtures.organizationA })).documentId
  const event = {
    type: 'CONTENT_TYPE_EVENT',
    reviewState: 'approved',
    startDate: new Date(Date.now() + 7 * 86_400_000),
    signUpEnabled: true,
  }
  fixtures.organizationAEvent = (
    await createCall(actors.contentManagerA, { ...event, organization: fixtures.organizationA }, true)
  ).documentId
  fixtures.platformEvent = (await createCall(actors.communityManager, event, true)).documentId
})

afterAll(async () => {
  await cms?.stop()
})

describe(`permissions matrix (${db})`, () => {
  it.each(MATRIX)('$actor: $action $target → $status ($why)', async (row) => {
    const { status, body } = await request(row)
    expect(status, JSON.stringify(body)).toBe(row.status)
    if (status === 403) {
      // Strapi's own error shape; the message does not say whether the target exists.
      expect(body.data).toBeNull()
      expect(body.error).toMatchObject({ status: 403, name: expect.stringMatching(/^(PolicyError|ForbiddenError)$/) })
      expect(JSON.stringify(body)).not.toMatch(/bestaat|not found|exist/i)
    }
    if (status === 401) expect(body.error.status).toBe(401)
    // Never anyone else's: the dashboard is the caller's own.
    if (status === 200 && row.action === 'read own dashboard')
      expect(body.data.profile.email).toBe(actors[row.actor as keyof typeof actors].email)
    // A number, never who.
    if (status === 200 && row.action === "read an organisation's follower count") expect(Object.keys(body.data)).toEqual(['count'])
  })
})

describe(`community manager is the users-permissions role, carried to the site (${db})`, () => {
  it('the account session answer says ROLE_COMMUNITY_MANAGER for the role, ROLE_USER for typeOfUser alone', async () => {
    const manager = await callApi(cms, 'GET', '/account/session', { jwt: actors.communityManager.jwt })
    expect(manager.status).toBe(200)
    expect(manager.body.user).toMatchObject({ role: 'ROLE_COMMUNITY_MANAGER' })
    const selfStyled = await callApi(cms, 'GET', '/account/session', { jwt: actors.selfStyledManager.jwt })
    expect(selfStyled.status).toBe(200)
    expect(selfStyled.body.user).toMatchObject({ role: 'ROLE_USER', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
  })

  it('the is-community-manager policy refuses a plain member even when their role is given the action', async () => {
    // The route permission is the first line; the policy must hold on its own (an editor could
    // tick the box in the admin panel until the next restart puts the permissions back).
    const role = await cms.strapi.db.query(ROLE).findOne({ where: { type: 'authenticated' } })
    const permission = await cms.strapi.db.query(PERMISSION).create({ data: { action: 'api::review.review.listCalls', role: role.id } })
    try {
      const { status, body } = await callApi(cms, 'GET', '/review/calls', { jwt: actors.selfStyledManager.jwt })
      expect(status).toBe(403)
      expect(body.error.name).toBe('PolicyError')
    } finally {
      await cms.strapi.db.query(PERMISSION).delete({ where: { id: permission.id } })
    }
  })
})

describe(`a role's permissions are written in the database and apply to the next request (${db})`, () => {
  it('takes an action away from members at once, and gives it back at once (the CMS keeps role permissions in memory)', async () => {
    const favorites = () => callApi(cms, 'GET', '/me/favorites', { jwt: actors.member.jwt })
    // Twice: the second answer comes from the permissions in memory.
    expect((await favorites()).status).toBe(200)
    expect((await favorites()).status).toBe(200)
    const role = await cms.strapi.db.query(ROLE).findOne({ where: { type: 'authenticated' } })
    const permission = await cms.strapi.db
      .query(PERMISSION)
      .findOne({ where: { action: 'api::me.me.listFavorites', role: { id: role.id } }, select: ['id', 'action'] })
    await cms.strapi.db.query(PERMISSION).delete({ where: { id: permission.id } })
    try {
      const refused = await favorites()
      expect(refused.status).toBe(403)
      expect(refused.body.error.name).toBe('ForbiddenError')
    } finally {
      await cms.strapi.db.query(PERMISSION).create({ data: { action: 'api::me.me.listFavorites', role: role.id } })
    }
    expect((await favorites()).status).toBe(200)
  })
})

describe(`Strapi's REST routes exist only for what a role may do (${db})`, () => {
  it('has no generic route for enters, bookmarks, memberships or writes (404 or 405), even when a permission names them', async () => {
    // A permission given by mistake in the admin panel applies at once (until the next start's sync
    // removes it); there is no route for it to open.
    const mistakes = [
      'api::enter.enter.find',
      'api::favorite.favorite.find',
      'api::membership.membership.find',
      'api::content-item.content-item.create',
      'api::content-item.content-item.delete',
      'api::organization.organization.update',
      'api::theme.theme.create',
      'api::privacy-page.privacy-page.update',
    ]
    const role = await cms.strapi.db.query(ROLE).findOne({ where: { type: 'authenticated' } })
    const given = await Promise.all(mistakes.map((action) => cms.strapi.db.query(PERMISSION).create({ data: { action, role: role.id } })))
    try {
      const jwt = actors.member.jwt
      const [call] = (await callApi(cms, 'GET', '/content-items?fields[0]=title&pagination[pageSize]=1')).body.data
      const [organization] = (await callApi(cms, 'GET', '/organizations?fields[0]=name&pagination[pageSize]=1')).body.data
      const attempts = [
        ['GET', '/enters'],
        ['GET', '/favorites'],
        ['GET', '/memberships'],
        ['POST', '/content-items', { data: { title: 'Ongevraagd', type: 'CONTENT_TYPE_NEWS' } }],
        ['DELETE', `/content-items/${call.documentId}`],
        ['PUT', `/organizations/${organization.documentId}`, { data: { name: 'Overgenomen' } }],
        ['POST', '/themes', { data: { name: 'Ongevraagd' } }],
        ['PUT', '/privacy-page', { data: { title: 'Overgenomen' } }],
      ] as const
      for (const [method, path, body] of attempts) {
        const answer = await fetch(`${cms.url}/api${path}`, {
          method,
          headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        await answer.arrayBuffer()
        // No route: 404, or 405 where the path has a route for reading only.
        expect({ method, path, refused: [404, 405].includes(answer.status) }).toEqual({ method, path, refused: true })
      }
      // What the routes are for still works.
      expect((await callApi(cms, 'GET', `/content-items/${call.documentId}`, { jwt })).status).toBe(200)
      expect((await callApi(cms, 'GET', '/privacy-page', { jwt })).status).toBe(200)
    } finally {
      await cms.strapi.db.query(PERMISSION).deleteMany({ where: { id: { $in: given.map((permission) => permission.id) } } })
    }
  })
})

describe(`review queue (${db})`, () => {
  it('lists what waits for review (pending items of every type: issue 26), oldest first, with the count and nothing private', async () => {
    const olderDraft = await createCall(actors.author, { reviewState: 'draft' })
    const first = await createCall(actors.author)
    const second = await createCall(actors.member)
    const approved = await createCall(actors.author, { reviewState: 'approved' }, true)
    const rejected = await createCall(actors.author, { reviewState: 'rejected', rejectReason: 'Te algemeen' })
    const news = await cms.strapi.documents(ITEM).create({
      data: {
        type: 'CONTENT_TYPE_NEWS',
        title: 'Nieuws in review',
        slug: `nieuws-${randomBytes(4).toString('hex')}`,
        reviewState: 'pending',
      } as any,
    })

    const { status, body } = await callApi(cms, 'GET', '/review/calls', { jwt: actors.communityManager.jwt })
    expect(status).toBe(200)
    const pending = await cms.strapi
      .documents(ITEM)
      .count({ status: 'draft', filters: { reviewState: 'pending', deletedAt: { $null: true } } })
    expect(body.meta.count).toBe(pending)
    expect(body.data).toHaveLength(pending)
    const ids = body.data.map((item: { documentId: string }) => item.documentId)
    expect(ids).toEqual(expect.arrayContaining([first.documentId, second.documentId, fixtures.authorsCall, news.documentId]))
    for (const excluded of [olderDraft.documentId, approved.documentId, rejected.documentId]) expect(ids).not.toContain(excluded)
    expect(ids.indexOf(first.documentId)).toBeLessThan(ids.indexOf(second.documentId))
    const times = body.data.map((item: { createdAt: string }) => Date.parse(item.createdAt))
    expect(times).toEqual([...times].sort((a, b) => a - b))

    const entry = body.data.find((item: { documentId: string }) => item.documentId === first.documentId)
    expect(entry).toEqual({
      documentId: first.documentId,
      type: 'CONTENT_TYPE_CALL_UP',
      title: first.title,
      createdAt: expect.any(String),
      author: { firstName: 'Auke' },
    })
    const text = JSON.stringify(body)
    for (const secret of [actors.author.email, actors.member.email, 'password', 'lastName']) expect(text).not.toContain(secret)
  })
})

describe(`organisation members (${db})`, () => {
  it('lists name, role and since for each member, admins first, never e-mail or phone', async () => {
    const { status, body } = await callApi(cms, 'GET', `/organizations/${fixtures.organizationA}/members`, { jwt: actors.employeeA.jwt })
    expect(status).toBe(200)
    expect(body.meta.count).toBe(3)
    expect(body.data.map((member: { firstName: string; role: string }) => [member.firstName, member.role])).toEqual([
      ['Anna', 'admin'],
      ['Chris', 'contentManager'],
      ['Eva', 'employee'],
    ])
    expect(body.data[2]).toEqual({
      documentId: actors.employeeA.documentId,
      firstName: 'Eva',
      lastName: 'Medewerker',
      role: 'employee',
      since: expect.any(String),
    })
    expect(Number.isNaN(Date.parse(body.data[2].since))).toBe(false)
    const text = JSON.stringify(body)
    for (const secret of [actors.employeeA.email, actors.adminA.email, '06 11111111', 'email', 'phoneNumber', 'password'])
      expect(text).not.toContain(secret)
    // Organisation B's admin is not among A's members.
    expect(text).not.toContain(actors.adminB.documentId)
  })
})

describe(`own call (${db})`, () => {
  it.each(['draft', 'pending', 'approved', 'rejected'] as const)(
    'the author reads their %s call, with the reject reason',
    async (reviewState) => {
      const call = await createCall(
        actors.author,
        { reviewState, rejectReason: reviewState === 'rejected' ? 'Te algemeen' : null },
        reviewState === 'approved',
      )
      const { status, body } = await callApi(cms, 'GET', `/calls/${call.documentId}/mine`, { jwt: actors.author.jwt })
      expect(status).toBe(200)
      expect(body.data).toMatchObject({
        documentId: call.documentId,
        title: call.title,
        reviewState,
        rejectReason: reviewState === 'rejected' ? 'Te algemeen' : null,
        online: reviewState === 'approved',
      })
      expect(JSON.stringify(body)).not.toContain(actors.author.email)
    },
  )

  it("answers 404 for the author's own item that is not a call", async () => {
    const news = await cms.strapi.documents(ITEM).create({
      data: {
        type: 'CONTENT_TYPE_NEWS',
        title: 'Eigen nieuws',
        slug: `eigen-${randomBytes(4).toString('hex')}`,
        reviewState: 'draft',
        author: actors.author.documentId,
      } as any,
    })
    expect((await callApi(cms, 'GET', `/calls/${news.documentId}/mine`, { jwt: actors.author.jwt })).status).toBe(404)
    // …and someone else still gets 403 for it, not 404.
    expect((await callApi(cms, 'GET', `/calls/${news.documentId}/mine`, { jwt: actors.member.jwt })).status).toBe(403)
  })
})
