import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_MESSAGES, ENTER_MESSAGES, REVIEW_MESSAGES } from '@talentstad/types'
import { callApi, createMember, type TestMember } from './as-user'
import { addMember, callForm, createCall, createOrganization, ENTER } from './calls-helpers'
import type { MailCatcher } from './mail-catcher'
import { advanceClock } from './clock'
import { settle } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

/**
 * Who may do what with calls and enters (issue 10): role × action × target against the real CMS,
 * in the structure of permissions-matrix.test.ts (issue 9). Rows run in order; the writes that
 * succeed act on targets of their own or leave the target usable for the rows after them.
 */

let cms: TestCms
let mail: MailCatcher
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

type ActorName =
  | 'anonymous'
  | 'member'
  | 'communityManager'
  | 'employeeA'
  | 'contentManagerA'
  | 'adminA'
  | 'adminB'
  | 'author'
  | 'demotedAuthor'
  | 'removedAuthor'
const actors = {} as Record<Exclude<ActorName, 'anonymous'>, TestMember>

const fixtures = {
  organizationA: '',
  organizationB: '',
  /** A pending call by `author`. */
  authorsCall: '',
  /** An approved, online call by `author`. */
  authorsOnlineCall: '',
  /** A call by `author` that a row deletes. */
  authorsSpareCall: '',
  /** An approved, online call of organisation A by `contentManagerA`. */
  organizationACall: '',
  /** Calls of organisation A that rows delete. */
  organizationASpare1: '',
  organizationASpare2: '',
  /** A call of organisation A written by its employee. */
  employeesCall: '',
  /** An approved, online call of organisation B by `adminB`. */
  organizationBCall: '',
  /** `member`'s enter on organisation B's call. */
  membersEnter: '',
  /** Online calls of organisation A (each with an enter) by authors who were A's contentManagers until set-up demoted one to employee and removed the other. */
  demotedAuthorsCall: '',
  removedAuthorsCall: '',
  /** A pending call by `author` that they edited after the community manager opened it. */
  editedWhileOpen: '',
  unknown: `unknown${randomBytes(6).toString('hex')}`,
}
type Target = keyof typeof fixtures
/** The version of a call as a community manager's review page showed it, by documentId. */
const versionSeen: Record<string, string> = {}

const ACTIONS = {
  'create a call': () => ({ method: 'POST', path: '/calls', body: { data: callForm() } }),
  'create news for an organisation': (target: string) => ({
    method: 'POST',
    path: '/calls',
    body: { data: callForm({ type: 'CONTENT_TYPE_NEWS', organization: target }) },
  }),
  'create news without organisation': () => ({ method: 'POST', path: '/calls', body: { data: callForm({ type: 'CONTENT_TYPE_NEWS' }) } }),
  'list my calls': () => ({ method: 'GET', path: '/me/calls' }),
  'open the edit form': (target: string) => ({ method: 'GET', path: `/calls/${target}/edit` }),
  'read own draft': (target: string) => ({ method: 'GET', path: `/calls/${target}/mine` }),
  edit: (target: string) => ({ method: 'PUT', path: `/calls/${target}`, body: { data: callForm() } }),
  delete: (target: string) => ({ method: 'DELETE', path: `/calls/${target}`, body: { reason: 'FOUND_MATCH' } }),
  'read a call under review': (target: string) => ({ method: 'GET', path: `/review/calls/${target}` }),
  'decide on a call': (target: string) => ({
    method: 'POST',
    path: `/review/calls/${target}`,
    body: { decision: 'reject', reason: 'Te algemeen', version: versionSeen[target] },
  }),
  "read a call's enters": (target: string) => ({ method: 'GET', path: `/calls/${target}/enters` }),
  enter: (target: string) => ({ method: 'POST', path: `/calls/${target}/enters`, body: {} }),
  'read own enter on a call': (target: string) => ({ method: 'GET', path: `/calls/${target}/enters/mine` }),
  'list my enters': () => ({ method: 'GET', path: '/me/enters' }),
  'withdraw an enter': (target: string) => ({ method: 'DELETE', path: `/me/enters/${target}` }),
} satisfies Record<string, (target: string) => { method: string; path: string; body?: unknown }>
type Action = keyof typeof ACTIONS

type Row = { actor: ActorName; action: Action; target?: Target; status: number; why: string; message?: string }

const MATRIX: Row[] = [
  // Create: any member a call; an organisation's content only its contentManager or admin.
  { actor: 'anonymous', action: 'create a call', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'create a call', status: 201, why: 'any member posts a call' },
  {
    actor: 'member',
    action: 'create news without organisation',
    status: 400,
    why: 'only calls without an organisation',
    message: CONTENT_MESSAGES.typeNotAllowed,
  },
  { actor: 'contentManagerA', action: 'create news for an organisation', target: 'organizationA', status: 201, why: 'content role in A' },
  { actor: 'adminA', action: 'create news for an organisation', target: 'organizationA', status: 201, why: 'admin of A' },
  { actor: 'employeeA', action: 'create news for an organisation', target: 'organizationA', status: 403, why: 'employees cannot post' },
  { actor: 'adminA', action: 'create news for an organisation', target: 'organizationB', status: 403, why: 'other organisation' },
  { actor: 'member', action: 'create news for an organisation', target: 'organizationA', status: 403, why: 'an outsider' },
  {
    actor: 'communityManager',
    action: 'create news for an organisation',
    target: 'organizationA',
    status: 403,
    why: 'no organisation role',
  },
  { actor: 'adminA', action: 'create news for an organisation', target: 'unknown', status: 400, why: 'not a documentId' },

  { actor: 'anonymous', action: 'list my calls', status: 401, why: 'not logged in' },
  { actor: 'author', action: 'list my calls', status: 200, why: 'own calls' },

  // The edit form and the edit: the author, or A's contentManager/admin for A's call.
  { actor: 'anonymous', action: 'open the edit form', target: 'authorsCall', status: 401, why: 'not logged in' },
  { actor: 'author', action: 'open the edit form', target: 'authorsCall', status: 200, why: 'own call' },
  { actor: 'member', action: 'open the edit form', target: 'authorsCall', status: 403, why: "another member's call" },
  {
    actor: 'communityManager',
    action: 'open the edit form',
    target: 'authorsCall',
    status: 403,
    why: 'a community manager edits nothing of a member',
  },
  { actor: 'adminA', action: 'open the edit form', target: 'organizationACall', status: 200, why: "admin of the call's organisation" },
  { actor: 'employeeA', action: 'open the edit form', target: 'organizationACall', status: 403, why: 'employees cannot edit' },
  { actor: 'adminB', action: 'open the edit form', target: 'organizationACall', status: 403, why: 'other organisation' },

  { actor: 'anonymous', action: 'edit', target: 'authorsCall', status: 401, why: 'not logged in' },
  { actor: 'author', action: 'edit', target: 'authorsCall', status: 200, why: 'own call' },
  { actor: 'member', action: 'edit', target: 'authorsCall', status: 403, why: "another member's call" },
  { actor: 'communityManager', action: 'edit', target: 'authorsCall', status: 403, why: 'a community manager edits nothing of a member' },
  { actor: 'contentManagerA', action: 'edit', target: 'organizationACall', status: 200, why: 'own call, content role in A' },
  { actor: 'adminA', action: 'edit', target: 'organizationACall', status: 200, why: "admin of the call's organisation" },
  { actor: 'employeeA', action: 'edit', target: 'organizationACall', status: 403, why: 'employees cannot edit' },
  { actor: 'employeeA', action: 'edit', target: 'employeesCall', status: 403, why: "an employee's own organisation call: no content role" },
  { actor: 'adminA', action: 'edit', target: 'organizationBCall', status: 403, why: 'other organisation' },
  { actor: 'adminB', action: 'edit', target: 'organizationACall', status: 403, why: 'other organisation' },
  { actor: 'author', action: 'edit', target: 'unknown', status: 403, why: 'unknown looks like foreign' },

  // Review: community managers only (the queue's rows stand in permissions-matrix.test.ts).
  { actor: 'anonymous', action: 'read a call under review', target: 'authorsCall', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read a call under review', target: 'authorsCall', status: 403, why: 'a student cannot review' },
  { actor: 'author', action: 'read a call under review', target: 'authorsCall', status: 403, why: 'no reviewing one’s own call' },
  { actor: 'communityManager', action: 'read a call under review', target: 'authorsCall', status: 200, why: 'the community-manager role' },
  { actor: 'communityManager', action: 'read a call under review', target: 'unknown', status: 404, why: 'nothing there' },
  { actor: 'anonymous', action: 'decide on a call', target: 'authorsCall', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'decide on a call', target: 'authorsCall', status: 403, why: 'a student cannot review' },
  { actor: 'author', action: 'decide on a call', target: 'authorsCall', status: 403, why: 'no approving one’s own call' },
  {
    actor: 'adminA',
    action: 'decide on a call',
    target: 'organizationACall',
    status: 403,
    why: 'an organisation admin is no community manager',
  },

  // Enters on a call: its author, or A's content roles for A's call.
  { actor: 'anonymous', action: "read a call's enters", target: 'authorsOnlineCall', status: 401, why: 'not logged in' },
  { actor: 'author', action: "read a call's enters", target: 'authorsOnlineCall', status: 200, why: 'own call' },
  { actor: 'member', action: "read a call's enters", target: 'authorsOnlineCall', status: 403, why: "another member's call" },
  { actor: 'communityManager', action: "read a call's enters", target: 'authorsOnlineCall', status: 403, why: 'not the author' },
  { actor: 'adminA', action: "read a call's enters", target: 'organizationACall', status: 200, why: "admin of the call's organisation" },
  { actor: 'employeeA', action: "read a call's enters", target: 'organizationACall', status: 403, why: 'employees do not manage' },
  { actor: 'adminB', action: "read a call's enters", target: 'organizationACall', status: 403, why: 'other organisation' },

  { actor: 'anonymous', action: 'enter', target: 'authorsOnlineCall', status: 401, why: 'not logged in' },
  {
    actor: 'author',
    action: 'enter',
    target: 'authorsOnlineCall',
    status: 403,
    why: 'not one’s own call',
    message: ENTER_MESSAGES.ownCall,
  },
  {
    actor: 'member',
    action: 'enter',
    target: 'authorsCall',
    status: 404,
    why: 'a call in review is not open',
    message: ENTER_MESSAGES.notOpen,
  },
  { actor: 'member', action: 'enter', target: 'authorsOnlineCall', status: 201, why: 'any member on an online call' },
  { actor: 'communityManager', action: 'enter', target: 'authorsOnlineCall', status: 201, why: 'a community manager is a member too' },
  { actor: 'anonymous', action: 'read own enter on a call', target: 'authorsOnlineCall', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'read own enter on a call', target: 'authorsOnlineCall', status: 200, why: 'own enter' },
  { actor: 'anonymous', action: 'list my enters', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'list my enters', status: 200, why: 'own enters' },
  { actor: 'anonymous', action: 'withdraw an enter', target: 'membersEnter', status: 401, why: 'not logged in' },
  { actor: 'author', action: 'withdraw an enter', target: 'membersEnter', status: 404, why: "another member's enter" },
  { actor: 'adminB', action: 'withdraw an enter', target: 'membersEnter', status: 404, why: "the call's admin cannot withdraw it either" },
  { actor: 'member', action: 'withdraw an enter', target: 'membersEnter', status: 204, why: 'own enter' },

  // Rights end with the role (issue 26): an author of an organisation's call acts on it only while
  // holding a content role there, checked at every action; an employee never did.
  ...(['demotedAuthor', 'removedAuthor'] as const).flatMap((actor) => {
    const target = actor === 'demotedAuthor' ? ('demotedAuthorsCall' as const) : ('removedAuthorsCall' as const)
    const why = actor === 'demotedAuthor' ? 'author, demoted to employee since' : 'author, removed from the organisation since'
    return (['read own draft', 'open the edit form', "read a call's enters", 'edit', 'delete'] as const).map((action): Row => ({
      actor,
      action,
      target,
      status: 403,
      why,
    }))
  }),
  { actor: 'employeeA', action: 'read own draft', target: 'employeesCall', status: 403, why: 'an employee’s own organisation call' },
  { actor: 'employeeA', action: 'open the edit form', target: 'employeesCall', status: 403, why: 'an employee’s own organisation call' },
  { actor: 'employeeA', action: "read a call's enters", target: 'employeesCall', status: 403, why: 'an employee’s own organisation call' },
  { actor: 'employeeA', action: 'delete', target: 'employeesCall', status: 403, why: 'an employee’s own organisation call' },
  { actor: 'contentManagerA', action: 'read own draft', target: 'organizationACall', status: 200, why: 'own call, content role in A' },
  { actor: 'adminA', action: 'read own draft', target: 'organizationACall', status: 403, why: '`mine` is the author’s alone' },
  { actor: 'adminA', action: "read a call's enters", target: 'demotedAuthorsCall', status: 200, why: 'the role decides, not who wrote it' },

  // The object changed underneath (issue 26): a decision on the version the page showed is refused.
  {
    actor: 'communityManager',
    action: 'decide on a call',
    target: 'editedWhileOpen',
    status: 409,
    why: 'edited since the page was opened',
    message: REVIEW_MESSAGES.changedSinceOpened,
  },

  // Decisions and deletes change their target: last.
  { actor: 'communityManager', action: 'decide on a call', target: 'authorsCall', status: 200, why: 'the community-manager role' },
  { actor: 'anonymous', action: 'delete', target: 'authorsSpareCall', status: 401, why: 'not logged in' },
  { actor: 'member', action: 'delete', target: 'authorsSpareCall', status: 403, why: "another member's call" },
  {
    actor: 'communityManager',
    action: 'delete',
    target: 'authorsSpareCall',
    status: 403,
    why: 'a community manager deletes nothing of a member',
  },
  { actor: 'employeeA', action: 'delete', target: 'organizationASpare1', status: 403, why: 'employees cannot delete' },
  { actor: 'adminB', action: 'delete', target: 'organizationASpare1', status: 403, why: 'other organisation' },
  { actor: 'author', action: 'delete', target: 'authorsSpareCall', status: 204, why: 'own call' },
  { actor: 'contentManagerA', action: 'delete', target: 'organizationASpare1', status: 204, why: 'content role in A' },
  { actor: 'adminA', action: 'delete', target: 'organizationASpare2', status: 204, why: "admin of the call's organisation" },
]

async function request(row: Pick<Row, 'actor' | 'action' | 'target'>) {
  // A decision names the version the review page shows now, unless set-up kept an older one.
  if (row.action === 'decide on a call' && row.target && !(fixtures[row.target] in versionSeen)) {
    const shown = await callApi(cms, 'GET', `/review/calls/${fixtures[row.target]}`, { jwt: actors.communityManager.jwt })
    if (shown.status === 200) versionSeen[fixtures[row.target]] = shown.body.data.version
  }
  const { method, path, body } = ACTIONS[row.action](row.target ? fixtures[row.target] : '') as {
    method: string
    path: string
    body?: unknown
  }
  const jwt = row.actor === 'anonymous' ? undefined : actors[row.actor].jwt
  return callApi(cms, method, path, { jwt, body })
}

beforeAll(async () => {
  ;({ cms, mail } = await startSharedCms())
  const s = cms.strapi
  actors.member = await createMember(s)
  actors.communityManager = await createMember(s, { roleType: 'community-manager', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
  actors.employeeA = await createMember(s)
  actors.contentManagerA = await createMember(s)
  actors.adminA = await createMember(s)
  actors.adminB = await createMember(s)
  actors.author = await createMember(s)
  fixtures.organizationA = await createOrganization(cms, 'Organisatie A')
  fixtures.organizationB = await createOrganization(cms, 'Organisatie B')
  await addMember(cms, actors.employeeA, fixtures.organizationA, 'employee')
  await addMember(cms, actors.contentManagerA, fixtures.organizationA, 'contentManager')
  await addMember(cms, actors.adminA, fixtures.organizationA, 'admin')
  await addMember(cms, actors.adminB, fixtures.organizationB, 'admin')
  fixtures.authorsCall = (await createCall(cms, actors.author)).documentId
  fixtures.authorsOnlineCall = (await createCall(cms, actors.author, {}, true)).documentId
  fixtures.authorsSpareCall = (await createCall(cms, actors.author)).documentId
  const inA = { organization: fixtures.organizationA }
  fixtures.organizationACall = (await createCall(cms, actors.contentManagerA, inA, true)).documentId
  fixtures.organizationASpare1 = (await createCall(cms, actors.contentManagerA, inA, true)).documentId
  fixtures.organizationASpare2 = (await createCall(cms, actors.contentManagerA, inA)).documentId
  fixtures.employeesCall = (await createCall(cms, actors.employeeA, inA)).documentId
  fixtures.organizationBCall = (await createCall(cms, actors.adminB, { organization: fixtures.organizationB }, true)).documentId
  const enter = await cms.strapi
    .documents(ENTER)
    .create({ data: { call: fixtures.organizationBCall, user: actors.member.documentId } as any })
  fixtures.membersEnter = enter.documentId
  // The community manager opens a pending call; the author edits it since.
  fixtures.editedWhileOpen = (await createCall(cms, actors.author)).documentId
  const opened = await callApi(cms, 'GET', `/review/calls/${fixtures.editedWhileOpen}`, { jwt: actors.communityManager.jwt })
  versionSeen[fixtures.editedWhileOpen] = opened.body.data.version
  // A version is the edit's time in milliseconds: the edit comes a moment later (the clock moves on: tests/clock.ts).
  advanceClock(5)
  const edited = await callApi(cms, 'PUT', `/calls/${fixtures.editedWhileOpen}`, { jwt: actors.author.jwt, body: { data: callForm() } })
  expect(edited.status).toBe(200)
  // Two contentManagers of A write a call each, which gets an enter; then A's admin demotes one and removes the other.
  actors.demotedAuthor = await createMember(s)
  actors.removedAuthor = await createMember(s)
  for (const [actor, target] of [
    ['demotedAuthor', 'demotedAuthorsCall'],
    ['removedAuthor', 'removedAuthorsCall'],
  ] as const) {
    await addMember(cms, actors[actor], fixtures.organizationA, 'contentManager')
    fixtures[target] = (await createCall(cms, actors[actor], inA, true)).documentId
    await cms.strapi.documents(ENTER).create({ data: { call: fixtures[target], user: actors.member.documentId } as any })
    const own = await callApi(cms, 'GET', `/calls/${fixtures[target]}/enters`, { jwt: actors[actor].jwt })
    expect(own.status, 'the author reads the enters while a contentManager').toBe(200)
  }
  const membersOfA = `/organizations/${fixtures.organizationA}/members`
  const demoted = await callApi(cms, 'PUT', `${membersOfA}/${actors.demotedAuthor.documentId}`, {
    jwt: actors.adminA.jwt,
    body: { role: 'employee' },
  })
  expect(demoted.status).toBe(200)
  const removed = await callApi(cms, 'DELETE', `${membersOfA}/${actors.removedAuthor.documentId}`, { jwt: actors.adminA.jwt })
  expect(removed.status).toBe(204)
})

afterAll(async () => {
  // The mails of the last rows have left before the catcher stops.
  await settle(cms)
  await cms?.stop()
  mail?.stop()
})

describe(`permissions matrix: calls and enters (${db})`, () => {
  it.each(MATRIX)('$actor: $action $target → $status ($why)', async (row) => {
    const { status, body } = await request(row)
    expect(status, JSON.stringify(body)).toBe(row.status)
    if (status === 403 && !row.message) {
      expect(body.data).toBeNull()
      expect(body.error).toMatchObject({ status: 403, name: expect.stringMatching(/^(PolicyError|ForbiddenError)$/) })
      expect(JSON.stringify(body)).not.toMatch(/bestaat|not found|exist/i)
    }
    if (row.message) expect(JSON.stringify(body.error)).toContain(row.message)
    if (status === 401) expect(body.error.status).toBe(401)
  })

  it("a demoted or removed author's own list no longer shows the organisation's call (its draft title, reason and enters)", async () => {
    for (const [actor, target] of [
      ['demotedAuthor', 'demotedAuthorsCall'],
      ['removedAuthor', 'removedAuthorsCall'],
    ] as const) {
      const mine = await callApi(cms, 'GET', '/me/calls', { jwt: actors[actor].jwt })
      expect(mine.status).toBe(200)
      expect(mine.body.data.map((call: { documentId: string }) => call.documentId)).not.toContain(fixtures[target])
    }
    const own = await callApi(cms, 'GET', '/me/calls', { jwt: actors.contentManagerA.jwt })
    expect(own.body.data.map((call: { documentId: string }) => call.documentId)).toContain(fixtures.organizationACall)
  })

  it('a refused withdrawal deleted nothing; a refused delete left the call as it was', async () => {
    // membersEnter is gone by its owner's hand (the last withdraw row); the refusals before it did nothing.
    expect(await cms.strapi.db.query(ENTER).count({ where: { documentId: fixtures.membersEnter } })).toBe(0)
    const refused = await callApi(cms, 'DELETE', `/calls/${fixtures.authorsOnlineCall}`, {
      jwt: actors.member.jwt,
      body: { reason: 'OTHER' },
    })
    expect(refused.status).toBe(403)
    const online = await callApi(cms, 'GET', `/content-items?filters[documentId]=${fixtures.authorsOnlineCall}`)
    expect(online.body.data).toHaveLength(1)
  })
})
