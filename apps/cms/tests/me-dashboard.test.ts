import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ME_API, type MeDashboardDto } from '@talentstad/types'
import { callApi, createMember, jwtFor, type TestMember } from './as-user'
import { addMember, createCall, createEvent, createOrganization, ENTER, ITEM, ORGANIZATION } from './calls-helpers'
import { startSharedCms, type TestCms } from './strapi'

/**
 * GET /api/me/dashboard: what /profiel shows of a member in one read. Each part must be what the
 * separate routes give that member (profile, sessions, applications, and the counts of the lists
 * behind the dashboard), and nothing of anyone else.
 */

let cms: TestCms
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'

let member: TestMember
let other: TestMember
let manager: TestMember
let selfStyledManager: TestMember
/** The member's second device: a session that is not the one of `member.jwt`. */
let secondJwt: string
const own = { application: '', otherApplication: '', calls: [] as string[] }

const dashboardOf = (jwt?: string) => callApi(cms, 'GET', ME_API.dashboard, { jwt })

async function application(submitter: TestMember, name: string) {
  const slug = `${name.toLowerCase().replace(/\s+/g, '-')}-${randomBytes(4).toString('hex')}`
  const organization = await cms.strapi.documents(ORGANIZATION).create({
    data: { name, slug, type: 'ORGANIZATION_TYPE_REGULAR', applicationState: 'pending', submittedBy: submitter.documentId } as any,
  })
  return organization.documentId
}

async function publicItems(count: number) {
  const rows = await cms.strapi
    .documents(ITEM)
    .findMany({ status: 'published', filters: { reviewState: 'approved' }, limit: count, fields: ['documentId'] as any })
  return rows.map((row) => row.documentId)
}

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  const s = cms.strapi
  member = await createMember(s, { firstName: 'Dana', lastName: 'Dashboard', phoneNumber: '06 12345678' })
  secondJwt = await jwtFor(s, member.id)
  other = await createMember(s, { firstName: 'Olaf', lastName: 'Ander', phoneNumber: '06 87654321' })
  manager = await createMember(s, { roleType: 'community-manager', typeOfUser: 'TYPE_COMMUNITY_MANAGER' })
  selfStyledManager = await createMember(s, { typeOfUser: 'TYPE_COMMUNITY_MANAGER' })

  // The member's calls in every state: pending, rejected, online, online with an edit waiting,
  // deleted (not counted), an organisation's where they are a contentManager (counted) and one of
  // an organisation where they are only an employee (not theirs to manage: not counted).
  const withRole = await createOrganization(cms, 'Organisatie met rol')
  const employeeOnly = await createOrganization(cms, 'Organisatie zonder rol')
  await addMember(cms, member, withRole, 'contentManager')
  await addMember(cms, member, employeeOnly, 'employee')
  own.calls.push((await createCall(cms, member)).documentId)
  own.calls.push((await createCall(cms, member, { reviewState: 'rejected', rejectReason: 'Te algemeen' })).documentId)
  const online = await createCall(cms, member, {}, true)
  own.calls.push(online.documentId)
  const edited = await createCall(cms, member, {}, true)
  await s.documents(ITEM).update({ documentId: edited.documentId, data: { reviewState: 'pending' } as any })
  own.calls.push(edited.documentId)
  own.calls.push((await createCall(cms, member, { organization: withRole })).documentId)
  await createCall(cms, member, { deletedAt: new Date().toISOString() })
  await createCall(cms, member, { organization: employeeOnly })

  // Someone else's calls, enters, bookmarks and application.
  const othersCall = await createCall(cms, other, {}, true)
  await createCall(cms, other, { reviewState: 'rejected', rejectReason: 'Nee' })
  await s.documents(ENTER).create({ data: { user: other.documentId, call: online.documentId } as any })
  own.otherApplication = await application(other, 'Aanmelding van een ander')

  // The member's enters: two on calls that exist, one on a call that is gone since (not counted).
  await s.documents(ENTER).create({ data: { user: member.documentId, call: othersCall.documentId } as any })
  const another = await createCall(cms, other, {}, true)
  await s.documents(ENTER).create({ data: { user: member.documentId, call: another.documentId } as any })
  const gone = await createCall(cms, other, {}, true)
  await s.documents(ENTER).create({ data: { user: member.documentId, call: gone.documentId } as any })
  await s.documents(ITEM).delete({ documentId: gone.documentId })

  // Bookmarks: three public items, one of which is withdrawn since (not counted); the other member has their own.
  const items = await publicItems(4)
  for (const item of items.slice(0, 3)) {
    expect((await callApi(cms, 'PUT', ME_API.favorites, { jwt: member.jwt, body: { contentItem: item, isFavorited: true } })).status).toBe(
      200,
    )
  }
  await s.documents(ITEM).unpublish({ documentId: items[2]! })
  for (const item of items) await callApi(cms, 'PUT', ME_API.favorites, { jwt: other.jwt, body: { contentItem: item, isFavorited: true } })

  own.application = await application(member, 'Aanmelding van Dana')
})

afterAll(async () => {
  await cms?.stop()
})

describe(`GET /api/me/dashboard (${db})`, () => {
  it('refuses a visitor without a JWT or with a forged one (401), as the other /api/me routes', async () => {
    for (const jwt of [undefined, 'not.a.jwt']) {
      const { status, body } = await dashboardOf(jwt)
      expect(status).toBe(401)
      expect(body.data).toBeNull()
      expect(JSON.stringify(body)).not.toContain(member.email)
      expect((await callApi(cms, 'GET', ME_API.profile, { jwt })).status).toBe(status)
    }
  })

  it('gives the member their own profile, sessions and applications, exactly as the separate routes do', async () => {
    const { status, body } = await dashboardOf(member.jwt)
    expect(status).toBe(200)
    const dashboard = body.data as MeDashboardDto
    expect(dashboard.profile).toEqual((await callApi(cms, 'GET', ME_API.profile, { jwt: member.jwt })).body.data)
    expect(dashboard.profile).toMatchObject({ email: member.email, firstName: 'Dana', phoneNumber: '06 12345678' })
    expect(dashboard.profile.memberships.map((membership) => membership.role).sort()).toEqual(['contentManager', 'employee'])

    // Both devices, the one of this request flagged current and first.
    expect(dashboard.sessions).toEqual((await callApi(cms, 'GET', '/account/sessions', { jwt: member.jwt })).body.data)
    expect(dashboard.sessions).toHaveLength(2)
    expect(dashboard.sessions!.map((session) => session.current)).toEqual([true, false])
    const fromSecond = (await dashboardOf(secondJwt)).body.data as MeDashboardDto
    expect(fromSecond.sessions!.map((session) => session.current)).toEqual([true, false])
    expect(fromSecond.sessions![0]!.id).toBe(dashboard.sessions![1]!.id)

    expect(dashboard.applications).toEqual((await callApi(cms, 'GET', '/me/organization-applications', { jwt: member.jwt })).body.data)
    expect(dashboard.applications!.map((application) => application.documentId)).toEqual([own.application])
  })

  it('counts what the pages behind the dashboard list: calls by state, enters, public bookmarks; no review counts for a member', async () => {
    const dashboard = (await dashboardOf(member.jwt)).body.data as MeDashboardDto
    expect(dashboard.counts).toEqual({ calls: { total: 5, pending: 3, rejected: 1 }, enters: 2, saved: 2, events: 0, review: null })

    // The same numbers as the separate routes give (the site counted these lists before).
    const calls = (await callApi(cms, 'GET', '/me/calls', { jwt: member.jwt })).body.data as Array<{
      documentId: string
      reviewState: string
    }>
    expect(calls.map((call) => call.documentId).sort()).toEqual([...own.calls].sort())
    expect(dashboard.counts.calls).toEqual({
      total: calls.length,
      pending: calls.filter((call) => call.reviewState === 'pending').length,
      rejected: calls.filter((call) => call.reviewState === 'rejected').length,
    })
    expect(dashboard.counts.enters).toBe((await callApi(cms, 'GET', '/me/enters', { jwt: member.jwt })).body.data.length)
    const bookmarks = (await callApi(cms, 'GET', ME_API.favorites, { jwt: member.jwt })).body.data as Array<{ id: string }>
    const query = bookmarks.map((bookmark, index) => `filters[documentId][$in][${index}]=${bookmark.id}`).join('&')
    const visible = (await (await fetch(`${cms.url}/api/content-items?${query}&fields[0]=type`)).json()).data
    expect(dashboard.counts.saved).toBe(visible.length)
  })

  it('counts the events the member signed up for that are not over, with a place or on the waiting list', async () => {
    const [attendee, first] = [await createMember(cms.strapi), await createMember(cms.strapi)]
    const event = (capacity: number) =>
      createEvent(cms, { capacity, startDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(), endDate: null })
    const [open, full] = [await event(10), await event(1)]
    const signUp = (who: TestMember, documentId: string) =>
      callApi(cms, 'POST', `/events/${documentId}/registrations`, { jwt: who.jwt, body: {} })
    expect((await signUp(first, full)).body.data.state).toBe('confirmed')
    expect((await signUp(attendee, full)).body.data.state).toBe('waiting')
    expect((await signUp(attendee, open)).body.data.state).toBe('confirmed')
    expect(((await dashboardOf(attendee.jwt)).body.data as MeDashboardDto).counts.events).toBe(2)
    // An event that is over no longer counts.
    await cms.strapi.db.query(ITEM).updateMany({
      where: { documentId: open },
      data: { startDate: new Date(Date.now() - 2 * 60 * 60 * 1000), endDate: new Date(Date.now() - 60 * 60 * 1000) },
    })
    expect(((await dashboardOf(attendee.jwt)).body.data as MeDashboardDto).counts.events).toBe(1)
  })

  it("never shows another member's data: the other member gets their own, and nothing of the first", async () => {
    const first = JSON.stringify((await dashboardOf(member.jwt)).body)
    for (const secret of [other.email, '06 87654321', 'Olaf', own.otherApplication]) expect(first).not.toContain(secret)

    const { status, body } = await dashboardOf(other.jwt)
    expect(status).toBe(200)
    const dashboard = body.data as MeDashboardDto
    expect(dashboard.profile.email).toBe(other.email)
    expect(dashboard.applications!.map((application) => application.documentId)).toEqual([own.otherApplication])
    expect(dashboard.sessions).toHaveLength(1)
    expect(dashboard.counts).toEqual({ calls: { total: 3, pending: 0, rejected: 1 }, enters: 1, saved: 3, events: 0, review: null })
    const text = JSON.stringify(body)
    for (const secret of [member.email, '06 12345678', 'Dana', own.application, 'password']) expect(text).not.toContain(secret)
  })

  it('gives a community manager (the users-permissions role) the review counts of their queues; typeOfUser alone gives none', async () => {
    const dashboard = (await dashboardOf(manager.jwt)).body.data as MeDashboardDto
    const calls = await callApi(cms, 'GET', '/review/calls', { jwt: manager.jwt })
    const applications = await callApi(cms, 'GET', '/review/organization-applications', { jwt: manager.jwt })
    expect(calls.status).toBe(200)
    expect(dashboard.counts.review).toEqual({ calls: calls.body.meta.count, applications: applications.body.meta.count })
    expect(dashboard.counts.review!.applications).toBeGreaterThanOrEqual(2)

    const selfStyled = (await dashboardOf(selfStyledManager.jwt)).body.data as MeDashboardDto
    expect(selfStyled.counts.review).toBeNull()
  })

  it('follows a change at once: a new enter counts, an ended session is refused', async () => {
    const call = await createCall(cms, other, {}, true)
    await cms.strapi.documents(ENTER).create({ data: { user: member.documentId, call: call.documentId } as any })
    expect(((await dashboardOf(member.jwt)).body.data as MeDashboardDto).counts.enters).toBe(3)

    const device = await jwtFor(cms.strapi, member.id)
    expect((await callApi(cms, 'POST', '/account/logout', { jwt: device })).status).toBeLessThan(300)
    expect((await dashboardOf(device)).status).toBe(401)
  })
})
