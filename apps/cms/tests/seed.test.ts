import { CONTENT_TYPES, MEMBER_ROLES, ORGANIZATION_TYPES, REVIEW_STATES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '../src/seed'
import { startSharedCms, type TestCms } from './strapi'

let cms: TestCms

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
})
afterAll(async () => {
  await cms?.stop()
})

async function counts() {
  const q = (uid: string) => cms.strapi.db.query(uid as any)
  return {
    organizations: await q('api::organization.organization').count(),
    contentDocuments: (await q('api::content-item.content-item').findMany({ select: ['documentId'] })).length,
    users: await q('plugin::users-permissions.user').count(),
    memberships: await q('api::membership.membership').count(),
    invitations: await q('api::invitation.invitation').count(),
    files: await q('plugin::upload.file').count(),
    themes: await q('api::theme.theme').count(),
  }
}

describe('demo seed', () => {
  it('has at least four approved organisations of every type, with contact, address and call-to-actions', async () => {
    for (const type of ORGANIZATION_TYPES) {
      const organizations = await cms.strapi.documents('api::organization.organization').findMany({
        filters: { type, applicationState: 'approved' },
        populate: ['contactPerson', 'address', 'callToActions', 'image', 'tags'],
      })
      expect(organizations.length, type).toBeGreaterThanOrEqual(4)
      for (const organization of organizations) {
        expect(organization.contactPerson?.email).toMatch(/@/)
        expect(organization.address?.postal).toMatch(/^\d{4} [A-Z]{2}$/)
        expect(organization.callToActions?.length).toBeGreaterThan(0)
        // No generated logo: the site shows the organisation's initials (issue 12).
        expect(organization.image, organization.name).toBeFalsy()
        expect(organization.tags?.length).toBeGreaterThan(0)
      }
    }
  })

  it('has at least 80 content items spread over all five types, with themes, audiences and one picture (or none)', async () => {
    const items = await cms.strapi.documents('api::content-item.content-item').findMany({
      status: 'draft',
      limit: 1000,
      populate: ['themes', 'audiences', 'image', 'cardImage', 'heroImage'],
    })
    expect(items.length).toBeGreaterThanOrEqual(80)
    for (const type of CONTENT_TYPES) {
      expect(items.filter((item) => item.type === type).length, type).toBeGreaterThanOrEqual(10)
    }
    for (const item of items) {
      expect(item.themes.length, item.title).toBeGreaterThan(0)
      expect(item.audiences.length, item.title).toBeGreaterThan(0)
      if (item.type === 'CONTENT_TYPE_ARTICLE' || item.type === 'CONTENT_TYPE_JOB') {
        // The site's designed fallback for the type stands in for a picture.
        expect(item.cardImage, item.title).toBeFalsy()
        expect(item.heroImage, item.title).toBeFalsy()
      } else {
        // One picture, the same on the item's card (cardImage, else image) and its page (heroImage, else image).
        expect(item.cardImage?.url, item.title).toMatch(/^\/uploads\//)
        expect((item.heroImage ?? item.image)?.url, item.title).toBe(item.cardImage?.url)
      }
    }
  })

  it('has calls in every review state; only approved items are published, rejected ones carry a reason', async () => {
    const calls = await cms.strapi.documents('api::content-item.content-item').findMany({
      status: 'draft',
      filters: { type: 'CONTENT_TYPE_CALL_UP' },
      limit: 100,
    })
    expect(new Set(calls.map((call) => call.reviewState))).toEqual(new Set(REVIEW_STATES))
    for (const call of calls.filter((item) => item.reviewState === 'rejected')) {
      expect(call.rejectReason).toBeTruthy()
    }
    const published = await cms.strapi.documents('api::content-item.content-item').findMany({ status: 'published', limit: 1000 })
    expect(published.length).toBeGreaterThan(0)
    expect(published.every((item) => item.reviewState === 'approved')).toBe(true)
  })

  it('has upcoming and past events with an end after the start', async () => {
    const events = await cms.strapi.documents('api::content-item.content-item').findMany({
      status: 'published',
      filters: { type: 'CONTENT_TYPE_EVENT' },
      limit: 100,
    })
    const now = Date.now()
    expect(events.filter((event) => Date.parse(event.startDate) > now).length).toBeGreaterThan(0)
    expect(events.filter((event) => Date.parse(event.startDate) < now).length).toBeGreaterThan(0)
    for (const event of events) expect(Date.parse(event.endDate)).toBeGreaterThan(Date.parse(event.startDate))

    // Believable times (issue 12): the '48 uur' hackathon runs Friday 17:00 to Sunday 17:00 in the
    // city's time, and the agenda has more than one start hour and weekday.
    const local = (iso: string) =>
      new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', weekday: 'long', hour: '2-digit', minute: '2-digit' }).format(
        new Date(iso),
      )
    const hackathon = events.find((event) => event.slug === 'stadshackathon-slimme-mobiliteit')!
    expect(Date.parse(hackathon.endDate) - Date.parse(hackathon.startDate)).toBe(48 * 60 * 60 * 1000)
    expect(local(hackathon.startDate)).toBe('vrijdag 17:00')
    expect(local(hackathon.endDate)).toBe('zondag 17:00')
    expect(new Set(events.map((event) => local(event.startDate).split(' ')[1])).size).toBeGreaterThan(3)
    expect(new Set(events.map((event) => local(event.startDate).split(' ')[0])).size).toBeGreaterThan(3)
  })

  it('has the demo users with their roles, and an employee, content manager and admin of one company', async () => {
    const users = await cms.strapi.db.query('plugin::users-permissions.user').findMany({ populate: ['role'] })
    const byEmail = new Map(users.map((user) => [user.email, user]))
    expect(byEmail.get('student@demo.talentstad.nl')?.typeOfUser).toBe('TYPE_STUDENT')
    expect(byEmail.get('professional@demo.talentstad.nl')?.typeOfUser).toBe('TYPE_PROFESSIONAL')
    const manager = byEmail.get('communitymanager@demo.talentstad.nl')
    expect(manager?.typeOfUser).toBe('TYPE_COMMUNITY_MANAGER')
    expect(manager?.role?.type).toBe('community-manager')
    for (const user of users) {
      expect(user.confirmed).toBe(true)
      expect(user.password).toMatch(/^\$2[aby]\$/)
    }

    const memberships = await cms.strapi.db.query('api::membership.membership').findMany({ populate: ['user', 'organization'] })
    // Kanaal Digital keeps exactly its three demo members (the e2e tests rely on them); Hogeschool
    // Havendam has every role as well, Studievereniging Bit an admin (issue 11).
    const rolesOf = (name: string) =>
      memberships
        .filter((membership) => membership.organization.name === name)
        .map((membership) => membership.role)
        .sort()
    expect(rolesOf('Kanaal Digital')).toEqual([...MEMBER_ROLES].sort())
    expect(rolesOf('Hogeschool Havendam')).toEqual([...MEMBER_ROLES].sort())
    expect(rolesOf('Studievereniging Bit')).toEqual(['admin'])
  })

  it('has pending applications (one with its demo applicant) and a pending invitation (issue 11)', async () => {
    const pending = await cms.strapi.db
      .query('api::organization.organization')
      .findMany({ where: { applicationState: 'pending' }, populate: { submittedBy: { select: ['email'] } } })
    expect(pending.length).toBeGreaterThanOrEqual(2)
    expect(pending.find((organization) => organization.name === 'Datadok Analytics')?.submittedBy?.email).toBe(
      'aanvrager@demo.talentstad.nl',
    )
    const invitations = await cms.strapi.db
      .query('api::invitation.invitation')
      .findMany({ where: { acceptedAt: { $null: true }, withdrawnAt: { $null: true } }, populate: { organization: { select: ['name'] } } })
    expect(invitations.map((invitation) => [invitation.organization.name, invitation.email, invitation.role])).toEqual([
      ['Hogeschool Havendam', 'nieuwe-docent@demo.talentstad.nl', 'contentManager'],
    ])
    expect(Date.parse(invitations[0].expiresAt)).toBeGreaterThan(Date.now())
  })

  it('finds a demo organisation by its name when an editor changed its slug: seeding again neither fails nor adds a second', async () => {
    const organizations = cms.strapi.documents('api::organization.organization')
    const bit = await organizations.findFirst({ filters: { slug: 'studievereniging-bit' } })
    await organizations.update({ documentId: bit!.documentId, data: { slug: 'svbit' } as any })
    const before = await counts()
    await seed(cms.strapi)
    expect(await counts()).toEqual(before)
    expect(await cms.strapi.db.query('api::organization.organization').count({ where: { name: 'Studievereniging Bit' } })).toBe(1)
    await organizations.update({ documentId: bit!.documentId, data: { slug: 'studievereniging-bit' } as any })
  })

  it('is idempotent: seeding again adds and changes nothing', async () => {
    const before = await counts()
    await seed(cms.strapi)
    expect(await counts()).toEqual(before)
  })
})
