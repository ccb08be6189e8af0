import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { callApi, createMember, MEMBER_PASSWORD, type TestMember } from './as-user'
import { addMember, createCall, createOrganization } from './calls-helpers'
import { mailsTo, settle, signUpForm, type Mailbox } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Who may do what with organisations (issue 11): role × action × target against the real CMS, in
 * the structure of permissions-matrix.test.ts (issue 9). Organisations A and B each have an
 * employee, a contentManager and an admin; besides them a community manager and an outsider. Rows
 * run in order; a write that succeeds acts on a target of its own or leaves it usable for the rows
 * after it. Cross-organisation is always 403, never a hint whether the target exists.
 */

let cms: TestCms
let mail: Mailbox
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
const USER = 'plugin::users-permissions.user'

const ACTOR_NAMES = [
  'anonymous',
  'outsider',
  'communityManager',
  'employeeA',
  'contentManagerA',
  'adminA',
  'employeeB',
  'contentManagerB',
  'adminB',
  'leaverA',
  'coAdminA',
  'soleAdminC',
] as const
type ActorName = (typeof ACTOR_NAMES)[number]
const actors = {} as Record<Exclude<ActorName, 'anonymous'>, TestMember>

const fixtures = {
  organizationA: '',
  organizationB: '',
  /** An organisation whose only admin is soleAdminC. */
  organizationC: '',
  /** A pending application by the outsider. */
  application: '',
  /** Per organisation: a member whose role rows change, one a row removes, a join request, a pending invitation. */
  spareA: '',
  spareB: '',
  removableA: '',
  removableB: '',
  joinerA: '',
  joinerB: '',
  invitationA: '',
  invitationB: '',
  /** An invitation token for the outsider's address (to organisation A). */
  outsiderToken: '',
  /** An online job of organisation A. */
  itemA: '',
  unknown: `unknown${randomBytes(6).toString('hex')}`,
}
type Target = 'organizationA' | 'organizationB' | 'application' | 'outsiderToken' | 'itemA' | 'unknown'
const side = (target: string) => (target === fixtures.organizationB ? 'B' : 'A')
const pick = (target: string, a: keyof typeof fixtures, b: keyof typeof fixtures) => (side(target) === 'A' ? fixtures[a] : fixtures[b])

type Request = { method: string; path: string; body?: unknown; self?: boolean }
const ACTIONS = {
  'apply for an organisation': () => ({ method: 'POST', path: '/organization-applications', body: signUpForm() }),
  'list my applications': () => ({ method: 'GET', path: '/me/organization-applications' }),
  'read the application queue': () => ({ method: 'GET', path: '/review/organization-applications' }),
  'read an application': (target: string) => ({ method: 'GET', path: `/review/organization-applications/${target}` }),
  'decide an application': (target: string) => ({
    method: 'POST',
    path: `/review/organization-applications/${target}`,
    body: { decision: 'approve' },
  }),
  "list an organisation's members": (target: string) => ({ method: 'GET', path: `/organizations/${target}/members` }),
  invite: (target: string) => ({
    method: 'POST',
    path: `/organizations/${target}/invitations`,
    body: { email: `genodigd-${randomBytes(4).toString('hex')}@test.talentstad.nl` },
  }),
  'list invitations': (target: string) => ({ method: 'GET', path: `/organizations/${target}/invitations` }),
  'withdraw an invitation': (target: string) => ({
    method: 'DELETE',
    path: `/organizations/${target}/invitations/${pick(target, 'invitationA', 'invitationB')}`,
  }),
  'accept an invitation': (target: string) => ({ method: 'POST', path: '/invitations/accept', body: { token: target } }),
  'list join requests': (target: string) => ({ method: 'GET', path: `/organizations/${target}/join-requests` }),
  'decide a join request': (target: string) => ({
    method: 'POST',
    path: `/organizations/${target}/join-requests/${pick(target, 'joinerA', 'joinerB')}`,
    body: { decision: 'decline' },
  }),
  "change a member's role": (target: string) => ({
    method: 'PUT',
    path: `/organizations/${target}/members/${pick(target, 'spareA', 'spareB')}`,
    body: { role: 'contentManager' },
  }),
  'change own role': (target: string) => ({
    method: 'PUT',
    path: `/organizations/${target}/members/`,
    body: { role: 'admin' },
    self: true,
  }),
  'remove a member': (target: string) => ({
    method: 'DELETE',
    path: `/organizations/${target}/members/${pick(target, 'removableA', 'removableB')}`,
  }),
  'leave the organisation': (target: string) => ({ method: 'DELETE', path: `/organizations/${target}/membership` }),
  'open the edit form': (target: string) => ({ method: 'GET', path: `/organizations/${target}/edit` }),
  "list an organisation's content in every state": (target: string) => ({ method: 'GET', path: `/organizations/${target}/content` }),
  'edit a section': (target: string) => ({ method: 'PUT', path: `/organizations/${target}/sections/address`, body: { city: 'Stad' } }),
  "rename to another organisation's name": (target: string) => ({
    method: 'PUT',
    path: `/organizations/${target}/sections/general`,
    body: { name: side(target) === 'A' ? 'organisatie  b' : 'Organisatie A' },
  }),
  'delete own account': () => ({ method: 'DELETE', path: '/me', body: { password: MEMBER_PASSWORD } }),
  'take an item offline': (target: string) => ({
    method: 'POST',
    path: `/moderation/items/${target}/offline`,
    body: { reason: 'Hoort hier niet' },
  }),
} satisfies Record<string, (target: string) => Request>
type Action = keyof typeof ACTIONS

type Row = { actor: ActorName; action: Action; target?: Target; status: number; why: string }
const row = (actor: ActorName, action: Action, target: Target | undefined, status: number, why: string): Row => ({
  actor,
  action,
  target,
  status,
  why,
})

/** The same action for every organisation role on both organisations: allowed roles get `ok` on their own, everyone else 403. */
function everyRole(action: Action, allowed: Array<'employee' | 'contentManager' | 'admin'>, ok: number, { mutates = false } = {}): Row[] {
  const rows: Row[] = [
    row('anonymous', action, 'organizationA', 401, 'not logged in'),
    row('outsider', action, 'organizationA', 403, 'an outsider'),
    row('communityManager', action, 'organizationA', 403, 'no organisation role'),
  ]
  for (const [own, other] of [
    ['A', 'B'],
    ['B', 'A'],
  ] as const) {
    for (const role of ['employee', 'contentManager', 'admin'] as const) {
      const actor = `${role}${own}` as ActorName
      rows.push(row(actor, action, `organization${other}`, 403, 'other organisation'))
    }
  }
  for (const own of ['A', 'B'] as const) {
    for (const role of ['employee', 'contentManager', 'admin'] as const) {
      const actor = `${role}${own}` as ActorName
      const may = allowed.includes(role)
      // A write that succeeds runs once per organisation (the admin's), after every refusal.
      if (!may || !mutates)
        rows.push(row(actor, action, `organization${own}`, may ? ok : 403, may ? 'own organisation, allowed role' : `a ${role} may not`))
    }
  }
  if (mutates)
    for (const own of ['A', 'B'] as const)
      rows.push(row(`admin${own}` as ActorName, action, `organization${own}`, ok, 'own organisation, admin'))
  rows.push(row('adminA', action, 'unknown', 403, 'unknown looks like foreign'))
  return rows
}

const MATRIX: Row[] = [
  // Applying: any member; the queue and the decision: community managers only.
  row('anonymous', 'apply for an organisation', undefined, 401, 'not logged in'),
  row('outsider', 'apply for an organisation', undefined, 201, 'any member applies'),
  row('employeeA', 'apply for an organisation', undefined, 201, 'any member applies'),
  row('anonymous', 'list my applications', undefined, 401, 'not logged in'),
  row('outsider', 'list my applications', undefined, 200, 'own applications'),
  ...(['anonymous', 'outsider', 'adminA', 'contentManagerA', 'employeeA'] as const).flatMap((actor) => [
    row(actor, 'read the application queue', undefined, actor === 'anonymous' ? 401 : 403, 'community managers only'),
    row(actor, 'read an application', 'application', actor === 'anonymous' ? 401 : 403, 'community managers only'),
    row(actor, 'decide an application', 'application', actor === 'anonymous' ? 401 : 403, 'community managers only'),
  ]),
  row('communityManager', 'read the application queue', undefined, 200, 'the community-manager role'),
  row('communityManager', 'read an application', 'application', 200, 'the community-manager role'),
  row('communityManager', 'decide an application', 'application', 200, 'the community-manager role'),

  // Members: every role of the organisation sees them; only its admins manage them.
  ...everyRole("list an organisation's members", ['employee', 'contentManager', 'admin'], 200),
  ...everyRole("list an organisation's content in every state", ['employee', 'contentManager', 'admin'], 200),
  ...everyRole('invite', ['admin'], 201),
  ...everyRole('list invitations', ['admin'], 200),
  ...everyRole('list join requests', ['admin'], 200),
  ...everyRole('decide a join request', ['admin'], 200, { mutates: true }),
  ...everyRole("change a member's role", ['admin'], 200),
  ...everyRole('remove a member', ['admin'], 204, { mutates: true }),
  ...everyRole('withdraw an invitation', ['admin'], 204, { mutates: true }),
  // Nobody changes their own role, not even an admin.
  ...(['employeeA', 'contentManagerA', 'adminA', 'adminB'] as const).map((actor) =>
    row(actor, 'change own role', actor === 'adminB' ? 'organizationB' : 'organizationA', 403, 'a member cannot change their own role'),
  ),
  // Leaving: only an organisation one belongs to.
  row('anonymous', 'leave the organisation', 'organizationA', 401, 'not logged in'),
  row('outsider', 'leave the organisation', 'organizationA', 403, 'not a member'),
  row('communityManager', 'leave the organisation', 'organizationA', 403, 'not a member'),
  row('adminB', 'leave the organisation', 'organizationA', 403, 'other organisation'),
  row('leaverA', 'leave the organisation', 'organizationB', 403, 'other organisation'),
  row('leaverA', 'leave the organisation', 'organizationA', 204, 'own organisation'),
  // Invitations: accepting needs a login and the invited address.
  row('anonymous', 'accept an invitation', 'outsiderToken', 401, 'not logged in'),
  row('adminB', 'accept an invitation', 'outsiderToken', 403, 'another address'),
  row('outsider', 'accept an invitation', 'outsiderToken', 200, 'the invited address'),

  // Edit: admins of that organisation only.
  ...everyRole('open the edit form', ['admin'], 200),
  ...everyRole('edit a section', ['admin'], 200),

  // One organisation per name: an admin may rename their own, never to another organisation's name (however written).
  row('adminA', "rename to another organisation's name", 'organizationA', 409, 'the name of organisation B'),
  row('adminB', "rename to another organisation's name", 'organizationB', 409, 'the name of organisation A'),
  row('adminB', "rename to another organisation's name", 'organizationA', 403, 'other organisation'),
  row('employeeA', "rename to another organisation's name", 'organizationA', 403, 'an employee may not'),

  // Deleting one's account: never by the only admin of an organisation.
  row('anonymous', 'delete own account', undefined, 401, 'not logged in'),
  row('soleAdminC', 'delete own account', undefined, 409, 'the only admin of organisation C'),
  row('coAdminA', 'delete own account', undefined, 204, 'organisation A keeps adminA'),

  // Taking an item offline: community managers only (not even the organisation's admin).
  row('anonymous', 'take an item offline', 'itemA', 401, 'not logged in'),
  ...(['outsider', 'employeeA', 'contentManagerA', 'adminA', 'adminB'] as const).map((actor) =>
    row(actor, 'take an item offline', 'itemA', 403, 'community managers only'),
  ),
  row('communityManager', 'take an item offline', 'itemA', 200, 'the community-manager role'),
]

function request(r: Row) {
  const target = r.target ? fixtures[r.target] : ''
  const spec = ACTIONS[r.action](target) as Request
  const jwt = r.actor === 'anonymous' ? undefined : actors[r.actor].jwt
  const path = spec.self ? `${spec.path}${actors[r.actor as Exclude<ActorName, 'anonymous'>].documentId}` : spec.path
  return callApi(cms, spec.method, path, { jwt, body: spec.body })
}

async function invitationId(organization: string, email: string) {
  const invitation = await callApi(cms, 'POST', `/organizations/${organization}/invitations`, {
    jwt: (organization === fixtures.organizationA ? actors.adminA : actors.adminB).jwt,
    body: { email },
  })
  expect(invitation.status).toBe(201)
  return invitation.body.data.documentId as string
}

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  const s = cms.strapi
  for (const name of ACTOR_NAMES) {
    if (name === 'anonymous') continue
    actors[name] = await createMember(s, name === 'communityManager' ? { roleType: 'community-manager' } : {})
  }
  fixtures.organizationA = await createOrganization(cms, 'Organisatie A')
  fixtures.organizationB = await createOrganization(cms, 'Organisatie B')
  for (const own of ['A', 'B'] as const) {
    const organization = fixtures[`organization${own}`]
    for (const role of ['employee', 'contentManager', 'admin'] as const) await addMember(cms, actors[`${role}${own}`], organization, role)
    const spare = await createMember(s)
    const removable = await createMember(s)
    const joiner = await createMember(s)
    await addMember(cms, spare, organization, 'employee')
    await addMember(cms, removable, organization, 'employee')
    await s.documents(USER).update({ documentId: joiner.documentId, data: { company: organization } as any })
    fixtures[`spare${own}`] = spare.documentId
    fixtures[`removable${own}`] = removable.documentId
    fixtures[`joiner${own}`] = joiner.documentId
  }
  await addMember(cms, actors.leaverA, fixtures.organizationA, 'employee')
  await addMember(cms, actors.coAdminA, fixtures.organizationA, 'admin')
  fixtures.organizationC = await createOrganization(cms, 'Organisatie C')
  await addMember(cms, actors.soleAdminC, fixtures.organizationC, 'admin')
  fixtures.invitationA = await invitationId(fixtures.organizationA, `uitgenodigd-a-${randomBytes(3).toString('hex')}@test.talentstad.nl`)
  fixtures.invitationB = await invitationId(fixtures.organizationB, `uitgenodigd-b-${randomBytes(3).toString('hex')}@test.talentstad.nl`)
  await invitationId(fixtures.organizationA, actors.outsider.email)
  const [invitation] = await mailsTo(mail, actors.outsider.email, /uitgenodigd/)
  fixtures.outsiderToken = /\/uitnodiging\/([A-Za-z0-9_-]{43})/.exec(invitation.text ?? '')![1]!
  const application = await callApi(cms, 'POST', '/organization-applications', { jwt: actors.outsider.jwt, body: signUpForm() })
  expect(application.status).toBe(201)
  fixtures.application = application.body.data.documentId
  fixtures.itemA = (
    await createCall(cms, actors.contentManagerA, { type: 'CONTENT_TYPE_JOB', organization: fixtures.organizationA }, true)
  ).documentId
})

afterAll(async () => {
  await settle(cms)
  await cms?.stop()
  mail?.stop()
})

describe(`organisation permissions matrix (${db})`, () => {
  it.each(MATRIX)('$actor: $action $target → $status ($why)', async (r) => {
    const { status, body } = await request(r)
    expect(status, JSON.stringify(body)).toBe(r.status)
    if (status === 403) {
      expect(body.data).toBeNull()
      expect(body.error).toMatchObject({ status: 403, name: expect.stringMatching(/^(PolicyError|ForbiddenError)$/) })
      expect(JSON.stringify(body)).not.toMatch(/bestaat|not found|exist/i)
    }
    if (status === 401) expect(body.error.status).toBe(401)
  })

  it('the refused writes changed nothing: roles, memberships and the application are as the allowed rows left them', async () => {
    const roleOf = (user: string, organization: string) =>
      cms.strapi.db
        .query('api::membership.membership')
        .findOne({ where: { user: { documentId: user }, organization: { documentId: organization } }, select: ['role'] })
    expect((await roleOf(actors.adminA.documentId, fixtures.organizationA))?.role).toBe('admin')
    expect((await roleOf(actors.employeeA.documentId, fixtures.organizationA))?.role).toBe('employee')
    expect((await roleOf(actors.outsider.documentId, fixtures.organizationA))?.role).toBe('employee')
    expect(await roleOf(actors.adminB.documentId, fixtures.organizationA)).toBeNull()
    expect(await roleOf(fixtures.removableA, fixtures.organizationA)).toBeNull()
    expect(await roleOf(fixtures.removableB, fixtures.organizationB)).toBeNull()
    expect((await roleOf(fixtures.spareA, fixtures.organizationA))?.role).toBe('contentManager')
    expect((await roleOf(actors.soleAdminC.documentId, fixtures.organizationC))?.role).toBe('admin')
    expect(await roleOf(actors.coAdminA.documentId, fixtures.organizationA)).toBeNull()
    const names = await cms.strapi.db.query('api::organization.organization').findMany({
      where: { documentId: { $in: [fixtures.organizationA, fixtures.organizationB] } },
      select: ['name'],
      orderBy: { name: 'asc' },
    })
    expect(names.map((organization: { name: string }) => organization.name)).toEqual(['Organisatie A', 'Organisatie B'])
  })
})

describe(`invitations end with their sender's right (issue 26) (${db})`, () => {
  /** A second admin of organisation A invites a new member; returns both and the mailed token. */
  async function invitationFromSecondAdmin() {
    const sender = await createMember(cms.strapi)
    await addMember(cms, sender, fixtures.organizationA, 'admin')
    const invitee = await createMember(cms.strapi)
    const sent = await callApi(cms, 'POST', `/organizations/${fixtures.organizationA}/invitations`, {
      jwt: sender.jwt,
      body: { email: invitee.email, role: 'admin' },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(201)
    const [invitation] = await mailsTo(mail, invitee.email, /uitgenodigd/)
    const token = /\/uitnodiging\/([A-Za-z0-9_-]{43})/.exec(invitation.text ?? '')![1]!
    return { sender, invitee, token, documentId: sent.body.data.documentId as string }
  }

  const memberOfA = (member: TestMember) => `/organizations/${fixtures.organizationA}/members/${member.documentId}`
  const loseRight = {
    'demoted to employee': (sender: TestMember) =>
      callApi(cms, 'PUT', memberOfA(sender), {
        jwt: actors.adminA.jwt,
        body: { role: 'employee' },
      }),
    'removed from the organisation': (sender: TestMember) =>
      callApi(cms, 'DELETE', memberOfA(sender), {
        jwt: actors.adminA.jwt,
      }),
    'left the organisation': (sender: TestMember) =>
      callApi(cms, 'DELETE', `/organizations/${fixtures.organizationA}/membership`, { jwt: sender.jwt }),
    'deleted their account': (sender: TestMember) =>
      callApi(cms, 'DELETE', '/me', { jwt: sender.jwt, body: { password: MEMBER_PASSWORD } }),
    'blocked in the admin panel': async (sender: TestMember) => {
      await cms.strapi.db.query(USER).update({ where: { id: sender.id }, data: { blocked: true } })
      return { status: 200 }
    },
  }

  it.each(Object.keys(loseRight) as Array<keyof typeof loseRight>)(
    'the sender %s: the link shows the invitation as withdrawn, accepting is 410, the admins no longer list it',
    async (how) => {
      const { sender, invitee, token, documentId } = await invitationFromSecondAdmin()
      expect((await callApi(cms, 'POST', '/invitations/lookup', { body: { token } })).body.data.state).toBe('pending')
      const lost = await loseRight[how](sender)
      expect([200, 204]).toContain(lost.status)

      expect((await callApi(cms, 'POST', '/invitations/lookup', { body: { token } })).body.data.state).toBe('revoked')
      const accepted = await callApi(cms, 'POST', '/invitations/accept', { jwt: invitee.jwt, body: { token } })
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(410)
      expect(accepted.body.error).toMatchObject({
        message: MEMBERSHIP_MESSAGES.invitationRevoked,
        details: { code: 'invitation-revoked' },
      })
      const membership = await cms.strapi.db
        .query('api::membership.membership')
        .count({ where: { user: { id: invitee.id }, organization: { documentId: fixtures.organizationA } } })
      expect(membership).toBe(0)
      const listed = await callApi(cms, 'GET', `/organizations/${fixtures.organizationA}/invitations`, { jwt: actors.adminA.jwt })
      expect(listed.body.data.map((invitation: { documentId: string }) => invitation.documentId)).not.toContain(documentId)
    },
  )

  it('an invitation whose sender is still an admin works', async () => {
    const { invitee, token } = await invitationFromSecondAdmin()
    const accepted = await callApi(cms, 'POST', '/invitations/accept', { jwt: invitee.jwt, body: { token } })
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200)
  })
})

describe(`the admin panel's bulk delete leaves no organisation without an admin (issue 26) (${db})`, () => {
  /** An organisation with two admins, as the content manager of the admin panel deletes in bulk: side by side in one transaction. */
  async function twoAdmins(name: string) {
    const organization = await createOrganization(cms, name)
    const admins = [await createMember(cms.strapi), await createMember(cms.strapi)]
    for (const admin of admins) await addMember(cms, admin, organization, 'admin')
    return { organization, admins }
  }
  const adminsOf = (organization: string) =>
    cms.strapi.db.query('api::membership.membership').count({ where: { organization: { documentId: organization }, role: 'admin' } })

  it('both admin memberships at once: refused, both stay', async () => {
    const { organization } = await twoAdmins('Bulk Leden BV')
    const memberships: Array<{ documentId: string }> = await cms.strapi.db
      .query('api::membership.membership')
      .findMany({ where: { organization: { documentId: organization } }, select: ['documentId'] })
    await expect(
      cms.strapi.db.transaction(() =>
        Promise.all(memberships.map(({ documentId }) => cms.strapi.documents('api::membership.membership').delete({ documentId }))),
      ),
    ).rejects.toThrow()
    expect(await adminsOf(organization)).toBe(2)
  })

  it('both admin accounts at once: refused, both stay', async () => {
    const { organization, admins } = await twoAdmins('Bulk Accounts BV')
    await expect(
      cms.strapi.db.transaction(() =>
        Promise.all(admins.map((admin) => cms.strapi.documents(USER).delete({ documentId: admin.documentId }))),
      ),
    ).rejects.toThrow()
    expect(await cms.strapi.db.query(USER).count({ where: { id: { $in: admins.map((admin) => admin.id) } } })).toBe(2)
    expect(await adminsOf(organization)).toBe(2)
  })
})
