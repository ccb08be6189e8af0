import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EDITORIAL_TYPES, adminMayReach } from '../src/lib/admin-reach'
import { ADMIN_ROLES } from '../src/bootstrap/admin-roles'
import { adminToken } from './admin-helpers'
import { callApi, createMember, type TestMember } from './as-user'
import { createCall, createEvent, ITEM, ORGANIZATION } from './calls-helpers'
import { startSharedCms, type TestCms } from './strapi'

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
/** An approved organisation with its sign-up data (the applicant's address, phone, message, KvK), and a news item of it. */
let publisher: string
let news: string
const signUp = {
  email: `aanmelding-${randomBytes(5).toString('hex')}@bedrijf.example`,
  message: `aanmelding-${randomBytes(6).toString('hex')}`,
}
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
  ;({ cms } = await startSharedCms())
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
  publisher = (
    await cms.strapi.documents(ORGANIZATION).create({
      data: {
        name: `Uitgever ${randomBytes(3).toString('hex')}`,
        slug: `uitgever-${randomBytes(4).toString('hex')}`,
        type: 'ORGANIZATION_TYPE_REGULAR',
        applicationState: 'approved',
        signUp: { email: signUp.email, message: signUp.message, chamberOfCommerceNumber: '12345678' },
      } as never,
    })
  ).documentId
  news = (await createCall(cms, null, { type: 'CONTENT_TYPE_NEWS', organization: publisher }, true)).documentId
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

  it("Redacteur: a content item's organisation answers nothing the role may not read there (its sign-up data, its review), however asked", async () => {
    const probes = [
      `${CM(ITEM)}/${news}?populate[organization][populate][signUp]=*`,
      `${CM(ITEM)}/${news}?populate[organization][populate]=*`,
      `${CM(ITEM)}?populate[organization][populate][signUp][fields][0]=email`,
      `${CM(ITEM)}?populate[organization][fields][0]=rejectReason&populate[organization][fields][1]=nameKey&populate[organization][populate][signUp]=*`,
      `${CM('api::tag.tag')}?populate[organizations][populate][signUp]=*`,
    ]
    const orgLeaked = (text: string) => [signUp.email, signUp.message].filter((value) => text.includes(value))
    // The control: a Super Admin asked the same reaches it.
    expect(orgLeaked((await admin(as.superAdmin, probes[0]!)).text)).toEqual([signUp.email, signUp.message])
    for (const path of probes) {
      const { status, text } = await admin(as.editor, path)
      expect([200, 400], path).toContain(status)
      expect(orgLeaked(text), path).toEqual([])
    }
    // No oracle either: a filter on the organisation's sign-up data does not narrow the list.
    const all = JSON.parse((await admin(as.editor, `${CM(ITEM)}?page=1&pageSize=1`)).text).pagination.total
    const filtered = await admin(
      as.editor,
      `${CM(ITEM)}?page=1&pageSize=1&filters[organization][signUp][email][$eq]=${encodeURIComponent(signUp.email)}`,
    )
    if (filtered.status === 200) expect(JSON.parse(filtered.text).pagination.total).toBe(all)
    else expect(filtered.status).toBe(400)
  })

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

  it("every content type is editorial or members' data, so a new one must be classified; only relations between editorial types stay open", () => {
    // What an admin role never reaches through a relation: the types that hold members' data.
    const MEMBER_DATA = [
      'plugin::users-permissions.user',
      'api::account.account-session',
      'api::account.account-token',
      'api::account.login-challenge',
      'api::enter.enter',
      'api::favorite.favorite',
      'api::follow.organization-follow',
      'api::follow.theme-follow',
      'api::invitation.invitation',
      'api::mailing.alert',
      'api::mailing.delivery',
      'api::membership.join-decline',
      'api::membership.membership',
      'api::notification.mail-window',
      'api::registration.registration',
    ]
    const uids = Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'))
    for (const uid of uids) expect(EDITORIAL_TYPES.has(uid) !== MEMBER_DATA.includes(uid), `${uid} is on exactly one list`).toBe(true)
    for (const uid of MEMBER_DATA) {
      expect(cms.strapi.getModel(uid as never), uid).toBeTruthy()
      expect(adminMayReach({ type: 'relation', target: uid }), uid).toBe(false)
    }
    for (const uid of EDITORIAL_TYPES) expect(cms.strapi.getModel(uid as never), uid).toBeTruthy()
  })

  it("Strapi's own Editor and Author roles keep the editorial types only: no permission on members' data", async () => {
    const permissions = (await cms.strapi.db.query('admin::permission').findMany({
      where: { role: { code: { $in: ['strapi-editor', 'strapi-author'] } }, subject: { $notNull: true } },
      select: ['subject'],
    })) as Array<{ subject: string }>
    expect(permissions.length).toBeGreaterThan(0)
    for (const { subject } of permissions) expect(EDITORIAL_TYPES.has(subject), subject).toBe(true)
  })
})
