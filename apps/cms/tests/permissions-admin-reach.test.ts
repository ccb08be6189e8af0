import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITORIAL_TYPES, adminMayReach } from '../src/lib/admin-reach'
import { ADMIN_ROLES } from '../src/bootstrap/admin-roles'
import { adminToken } from './admin-helpers'
import { callApi, createMember, type TestMember } from './as-user'
import { createCall, createEvent, ITEM, ORGANIZATION } from './calls-helpers'
import { startCms, type TestCms } from './strapi'

/**
 * Issue 43, item 1: no admin role but Super Admin reaches members' data through a relation,
 * however the admin API is asked (populate in every form, filters and sort on relations, the
 * relations endpoint, deeper paths through a theme, the media library). Rows of the role × action
 * matrix: Redacteur and Communitymanager get nothing of a member; the Super Admin, asked the same,
 * does (so each probe is one that reaches the data when allowed).
 */
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
let cms: TestCms
let member: TestMember
let author: TestMember
let call: string
let event: string
let theme: string
let organization: string
const secret = {
  phone: '0612' + String(100_000 + (randomBytes(3).readUIntBE(0, 3) % 800_000)),
  answer: `antwoord-${randomBytes(6).toString('hex')}`,
  message: `bericht-${randomBytes(6).toString('hex')}`,
}
const as: Record<'editor' | 'manager' | 'superAdmin', string> = { editor: '', manager: '', superAdmin: '' }

async function admin(token: string, path: string) {
  const response = await fetch(`${cms.url}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return { status: response.status, text: await response.text() }
}

/** What of the members' data an answer holds: their e-mail addresses, the shared phone, the answer and the message. */
const leaked = (text: string) =>
  [author.email, member.email, secret.phone, secret.answer, secret.message].filter((value) => text.includes(value))

const CM = (uid: string) => `/content-manager/collection-types/${uid}`

beforeAll(async () => {
  cms = await startCms()
  author = await createMember(cms.strapi, { firstName: 'Auteur', phoneNumber: secret.phone })
  member = await createMember(cms.strapi, {
    firstName: 'Deelnemer',
    phoneNumber: secret.phone,
    linkedIn: 'https://www.linkedin.com/in/deelnemer',
  })
  const themeRow = await cms.strapi
    .documents('api::theme.theme')
    .create({ data: { name: `Thema ${randomBytes(3).toString('hex')}`, slug: `thema-${randomBytes(4).toString('hex')}` } as never })
  theme = themeRow.documentId
  call = (await createCall(cms, author, { themes: [theme] }, true)).documentId
  event = await createEvent(cms, { author: author.documentId, askEmail: true, askPhone: true, signUpQuestion: 'Waarom?', themes: [theme] })
  const entered = await callApi(cms, 'POST', `/calls/${call}/enters`, {
    jwt: member.jwt,
    body: { sharedPhone: secret.phone, message: secret.message },
  })
  expect(entered.status, JSON.stringify(entered.body)).toBeLessThan(300)
  const signedUp = await callApi(cms, 'POST', `/events/${event}/registrations`, {
    jwt: member.jwt,
    body: { shareEmail: true, sharePhone: true, answer: secret.answer },
  })
  expect(signedUp.status, JSON.stringify(signedUp.body)).toBeLessThan(300)
  const organizationRow = await cms.strapi.documents(ORGANIZATION).create({
    data: {
      name: `Aanvrager ${randomBytes(3).toString('hex')}`,
      slug: `aanvrager-${randomBytes(4).toString('hex')}`,
      type: 'ORGANIZATION_TYPE_REGULAR',
      applicationState: 'pending',
      submittedBy: member.documentId,
    } as never,
  })
  organization = organizationRow.documentId
  as.editor = await adminToken(cms, `redacteur-reach-${randomBytes(3).toString('hex')}@talentstad.example`, 'talentstad-editor')
  as.manager = await adminToken(cms, `cm-reach-${randomBytes(3).toString('hex')}@talentstad.example`, 'talentstad-community-manager')
  as.superAdmin = await adminToken(cms, `super-reach-${randomBytes(3).toString('hex')}@talentstad.example`, 'strapi-super-admin')
})
afterAll(async () => {
  await cms?.stop()
})

/** Every way of asking for a content item's members' data that the admin API takes. */
const itemProbes = () => [
  `${CM(ITEM)}?populate[author][fields][0]=email`,
  `${CM(ITEM)}?populate[author]=*`,
  `${CM(ITEM)}?populate=author`,
  `${CM(ITEM)}?populate[0]=author&populate[1]=registrations&populate[2]=enters`,
  `${CM(ITEM)}?populate=*`,
  `${CM(ITEM)}?populate[registrations][populate][user][fields][0]=email`,
  `${CM(ITEM)}?populate[registrations][fields][0]=sharedEmail&populate[registrations][fields][1]=sharedPhone&populate[registrations][fields][2]=answer`,
  `${CM(ITEM)}?populate[enters][populate]=*`,
  `${CM(ITEM)}?populate[favorites][populate][user]=*`,
  `${CM(ITEM)}?populate[themes][populate][contentItems][populate][author]=*`,
  `${CM(ITEM)}?populate[organization][populate][submittedBy]=*`,
  `${CM(ITEM)}/${call}?populate[author]=*&populate[enters][populate]=*`,
  `${CM(ITEM)}/${event}?populate[registrations][populate]=*`,
  `${CM(ITEM)}/${event}?populate=*`,
  `${CM('api::theme.theme')}?populate[contentItems][populate][author][fields][0]=email`,
  `${CM('api::theme.theme')}?populate[contentItems][populate][registrations]=*`,
  `${CM('api::theme.theme')}/${theme}?populate[contentItems][populate]=*`,
]

describe(`the admin panel's roles never reach members' data through a relation (${db})`, () => {
  it('Super Admin: each probe reaches the data (the control that shows the probes are real)', async () => {
    const reached = new Set<string>()
    for (const path of itemProbes()) {
      const { status, text } = await admin(as.superAdmin, path)
      expect(status, path).toBe(200)
      for (const value of leaked(text)) reached.add(value)
    }
    expect([...reached].sort()).toEqual([author.email, member.email, secret.phone, secret.answer, secret.message].sort())
  })

  for (const [who, key] of [
    ['Redacteur', 'editor'],
    ['Communitymanager', 'manager'],
  ] as const) {
    it(`${who}: populate in every form, directly and through a theme, answers nothing of a member`, async () => {
      for (const path of itemProbes()) {
        const { status, text } = await admin(as[key], path)
        expect([200, 400], `${who} ${path}`).toContain(status)
        expect(leaked(text), `${who} ${path}`).toEqual([])
      }
    })

    it(`${who}: a filter or sort on a member's field does not narrow or order the list (no oracle)`, async () => {
      const all = await admin(as[key], `${CM(ITEM)}?page=1&pageSize=1`)
      const total = JSON.parse(all.text).pagination.total
      for (const path of [
        `${CM(ITEM)}?page=1&pageSize=1&filters[author][email][$eq]=${encodeURIComponent(author.email)}`,
        `${CM(ITEM)}?page=1&pageSize=1&filters[$and][0][registrations][sharedPhone][$eq]=${secret.phone}`,
        `${CM(ITEM)}?page=1&pageSize=1&filters[enters][message][$contains]=${secret.message}`,
        `${CM(ITEM)}?page=1&pageSize=1&filters[themes][contentItems][author][email][$eq]=${encodeURIComponent(author.email)}`,
        `${CM('api::theme.theme')}?page=1&pageSize=1&filters[contentItems][author][email][$eq]=nobody@example.org`,
      ]) {
        const { status, text } = await admin(as[key], path)
        if (status === 400) continue
        expect(status, path).toBe(200)
        const expected = path.includes('api::theme.theme')
          ? JSON.parse((await admin(as[key], `${CM('api::theme.theme')}?page=1&pageSize=1`)).text).pagination.total
          : total
        expect(JSON.parse(text).pagination.total, path).toBe(expected)
      }
      const sorted = await admin(as[key], `${CM(ITEM)}?page=1&pageSize=5&sort=author.email:asc`)
      expect(leaked(sorted.text)).toEqual([])
    })

    it(`${who}: the relations endpoint lists no member and no sign-up or enter`, async () => {
      for (const path of [
        `/content-manager/relations/${ITEM}/author`,
        `/content-manager/relations/${ITEM}/${call}/author`,
        `/content-manager/relations/${ITEM}/${call}/enters`,
        `/content-manager/relations/${ITEM}/${event}/registrations`,
        `/content-manager/relations/${ITEM}/${call}/favorites`,
        `/content-manager/relations/${ORGANIZATION}/submittedBy`,
        `/content-manager/relations/${ORGANIZATION}/${organization}/submittedBy`,
      ]) {
        const { status, text } = await admin(as[key], path)
        expect(leaked(text), `${who} ${path}`).toEqual([])
        expect(status, `${who} ${path}`).not.toBe(200)
      }
    })

    it(`${who}: the media library's files answer no related member`, async () => {
      const { text } = await admin(as[key], '/upload/files?populate[related]=*&pageSize=100')
      expect(leaked(text)).toEqual([])
    })
  }

  it("Communitymanager: an organisation answers no applicant and no memberships; a member read directly shows no relation to members' data", async () => {
    for (const path of [
      `${CM(ORGANIZATION)}?populate[submittedBy]=*`,
      `${CM(ORGANIZATION)}?populate=*`,
      `${CM(ORGANIZATION)}/${organization}?populate[submittedBy][fields][0]=email&populate[memberships][populate]=*`,
      `${CM(ORGANIZATION)}?populate[contentItems][populate][author]=*`,
    ]) {
      const { status, text } = await admin(as.manager, path)
      expect([200, 400], path).toContain(status)
      expect(leaked(text), path).toEqual([])
    }
    // Reading a member is the role's own right (ADR 0055), through the members list only: without
    // their memberships, sessions or role.
    const user = await admin(as.manager, `${CM('plugin::users-permissions.user')}/${member.documentId}?populate=*`)
    expect(user.status).toBe(200)
    const data = JSON.parse(user.text).data
    expect(data.email).toBe(member.email)
    expect(data).not.toHaveProperty('memberships')
    expect(data).not.toHaveProperty('password')
    expect(data).not.toHaveProperty('resetPasswordToken')
    expect(data).not.toHaveProperty('confirmationToken')
  })

  it("each admin role's permissions name their fields: no relation to members' data, no review field to write", async () => {
    for (const role of ADMIN_ROLES) {
      const permissions = (await cms.strapi.db.query('admin::permission').findMany({
        where: { role: { code: role.code }, subject: { $notNull: true } },
        select: ['action', 'subject', 'properties'],
      })) as Array<{ action: string; subject: string; properties: { fields?: string[] } }>
      expect(permissions.length, role.code).toBeGreaterThan(0)
      for (const permission of permissions) {
        const fields = permission.properties?.fields ?? []
        const attributes = cms.strapi.getModel(permission.subject as never)?.attributes as
          Record<string, { type?: string; target?: string }> | undefined
        for (const field of fields) {
          expect(
            adminMayReach(attributes?.[field.split('.')[0]!]),
            `${role.code} ${permission.action} ${permission.subject}.${field}`,
          ).toBe(true)
        }
        if (permission.subject === ITEM && /explorer\.(create|update)$/.test(permission.action)) {
          expect(fields).not.toContain('reviewState')
          expect(fields).not.toContain('rejectReason')
          expect(fields).not.toContain('reviewedAt')
          expect(fields).toContain('title')
        }
        if (permission.subject === ITEM && permission.action.endsWith('explorer.read')) {
          expect(fields).toContain('reviewState')
          expect(fields).not.toContain('author')
          expect(fields).not.toContain('registrations')
        }
      }
    }
  })

  it('every relation in the schema leads to an editorial type or is closed to admin roles (a new type is closed by default)', () => {
    const uids = Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::') || uid === 'plugin::users-permissions.user')
    const open: string[] = []
    for (const uid of uids) {
      for (const [name, attribute] of Object.entries(
        cms.strapi.getModel(uid as never).attributes as Record<string, { type?: string; target?: string }>,
      )) {
        if (attribute.type === 'relation' && adminMayReach(attribute)) open.push(`${uid}.${name} → ${attribute.target}`)
      }
    }
    // Only relations between editorial types stay open, and every editorial type is a real one.
    for (const line of open) expect(EDITORIAL_TYPES.has(line.split(' → ')[1]!), line).toBe(true)
    for (const uid of EDITORIAL_TYPES) expect(cms.strapi.getModel(uid as never), uid).toBeTruthy()
  })
})
