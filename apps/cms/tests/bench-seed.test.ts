import { CONTENT_TYPES, COUNT_CAP } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BENCH_SLUG_PREFIX, seedBench } from '../src/seed/bench'
import { BENCH_MEMBER_PREFIX, seedBenchMembers } from '../src/seed/bench-members'
import { startCms, type TestCms } from './strapi'

const ITEMS = 200
let cms: TestCms

beforeAll(async () => {
  cms = await startCms({ SEED_BENCH_ITEMS: String(ITEMS) })
})
afterAll(async () => {
  await cms?.stop()
})

const list = async (query: string) => {
  const response = await fetch(`${cms.url}/api/content-items?${query}`)
  expect(response.status, query).toBe(200)
  return response.json()
}
const total = async (query: string) => (await list(`${query}&pagination[pageSize]=1`)).meta.pagination.total as number
const bench = `filters[slug][$startsWith]=${BENCH_SLUG_PREFIX}`
/** Demo items that are approved and published, per the Document Service. */
const demoPublished = (filters: Record<string, unknown> = {}) =>
  cms.strapi.documents('api::content-item.content-item').count({
    status: 'published',
    filters: { reviewState: 'approved', slug: { $not: { $startsWith: BENCH_SLUG_PREFIX } }, ...filters },
  } as any)

describe('benchmark seed (SEED_BENCH_ITEMS)', () => {
  it('adds the items as approved, published documents the REST API lists with correct totals', async () => {
    expect(await total(bench)).toBe(ITEMS)
    expect(await total('filters[id][$gt]=0')).toBe(ITEMS + (await demoPublished()))
    for (const type of CONTENT_TYPES) {
      expect(await total(`${bench}&filters[type][$eq]=${type}`), type).toBe(ITEMS / CONTENT_TYPES.length)
    }
    // One draft and one published row per document, as Strapi 5 keeps them.
    const drafts = await cms.strapi
      .documents('api::content-item.content-item')
      .count({ status: 'draft', filters: { slug: { $startsWith: BENCH_SLUG_PREFIX } } } as any)
    expect(drafts).toBe(ITEMS)
  })

  it('links themes, audiences, organisations and card images that filters and populate see', async () => {
    const themes = await cms.strapi.documents('api::theme.theme').findMany({ limit: 100 })
    let sum = 0
    for (const theme of themes) {
      const count = await total(`${bench}&filters[themes][slug][$eq]=${theme.slug}`)
      expect(count, theme.slug).toBeGreaterThan(0)
      sum += count
    }
    // Every item has one or two themes.
    expect(sum).toBeGreaterThanOrEqual(ITEMS)
    expect(sum).toBeLessThanOrEqual(ITEMS * 2)

    const students = await total(`${bench}&filters[audiences][key][$eq]=AUDIENCE_STUDENT`)
    expect(students).toBeGreaterThan(0)
    expect(students).toBeLessThan(ITEMS)

    const combined = await total(
      `${bench}&filters[themes][slug][$eq]=${themes[0].slug}&filters[audiences][key][$eq]=AUDIENCE_STUDENT&filters[type][$eq]=CONTENT_TYPE_CALL_UP`,
    )
    const byHand = (
      await cms.strapi.documents('api::content-item.content-item').findMany({
        status: 'published',
        limit: 1000,
        filters: { slug: { $startsWith: BENCH_SLUG_PREFIX }, type: 'CONTENT_TYPE_CALL_UP' },
        populate: ['themes', 'audiences'],
      } as any)
    ).filter(
      (item: any) =>
        item.themes.some((theme: any) => theme.slug === themes[0].slug) &&
        item.audiences.some((audience: any) => audience.key === 'AUDIENCE_STUDENT'),
    )
    expect(combined).toBe(byHand.length)

    const organization = await cms.strapi
      .documents('api::organization.organization')
      .findFirst({ filters: { applicationState: 'approved' } })
    const withOrganization = await total(`${bench}&filters[organization][slug][$eq]=${organization!.slug}`)
    expect(withOrganization).toBeGreaterThan(0)

    const page = await list(
      `${bench}&sort[0]=publishedAt:desc&pagination[page]=2&pagination[pageSize]=12&populate[themes][fields][0]=name&populate[cardImage][fields][0]=url&populate[organization][fields][0]=name`,
    )
    expect(page.data).toHaveLength(12)
    expect(page.meta.pagination).toMatchObject({ page: 2, pageSize: 12, total: ITEMS, pageCount: Math.ceil(ITEMS / 12) })
    for (const item of page.data) {
      expect(item.reviewState).toBe('approved')
      expect(item.themes.length).toBeGreaterThan(0)
      expect(item.cardImage?.url).toMatch(/^\/uploads\//)
    }
    const dates = page.data.map((item: any) => item.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('finds an item by slug, and the Document Service can edit and publish it', async () => {
    const [first] = (await list(`${bench}&pagination[pageSize]=1`)).data
    const bySlug = await list(`filters[slug][$eq]=${first.slug}&populate[themes][fields][0]=name&populate[audiences][fields][0]=name`)
    expect(bySlug.data).toHaveLength(1)
    expect(bySlug.data[0].documentId).toBe(first.documentId)
    expect(bySlug.data[0].audiences.length).toBeGreaterThan(0)

    const items = cms.strapi.documents('api::content-item.content-item')
    await items.update({ documentId: first.documentId, data: { title: 'Bewerkt benchmark-item' } as any })
    await items.publish({ documentId: first.documentId })
    const after = await (await fetch(`${cms.url}/api/content-items/${first.documentId}?populate[themes][fields][0]=name`)).json()
    expect(after.data.title).toBe('Bewerkt benchmark-item')
    expect(after.data.themes.map((theme: any) => theme.name).sort()).toEqual(bySlug.data[0].themes.map((theme: any) => theme.name).sort())
  })

  it('is idempotent and only adds what is missing', async () => {
    expect(await seedBench(cms.strapi, ITEMS)).toEqual({ created: 0, total: ITEMS })
    expect(await seedBench(cms.strapi, ITEMS + 50)).toEqual({ created: 50, total: ITEMS + 50 })
    expect(await total(bench)).toBe(ITEMS + 50)
  })

  it('counts a public list up to COUNT_CAP + 1 (ADR 0026): exact below, "more than" above, with filters and search', async () => {
    const many = COUNT_CAP + 100
    await seedBench(cms.strapi, many)
    const items = cms.strapi.documents('api::content-item.content-item')
    // The Document Service (the admin panel) still counts in full.
    expect(await items.count({ status: 'published', filters: { slug: { $startsWith: BENCH_SLUG_PREFIX } } } as any)).toBe(many)

    const page = await list(`${bench}&sort[0]=publishedAt:desc&pagination[page]=2&pagination[pageSize]=12&fields[0]=slug`)
    expect(page.meta.pagination).toEqual({ page: 2, pageSize: 12, total: COUNT_CAP + 1, pageCount: Math.ceil((COUNT_CAP + 1) / 12) })
    expect(page.data).toHaveLength(12)
    // Every bench item's body says 'benchmark': the search's count is capped the same way.
    expect(await total(`${bench}&_q=benchmark`)).toBe(COUNT_CAP + 1)

    // Below the cap the total is exact: bench-10, bench-100…109 and bench-1000…1099 (111 items),
    // with a relation filter and with a search too.
    const few = `filters[slug][$startsWith]=${BENCH_SLUG_PREFIX}10`
    expect(await total(few)).toBe(111)
    expect(await total(`${few}&_q=benchmark`)).toBe(111)
    const students = await total(`${few}&filters[audiences][key][$eq]=AUDIENCE_STUDENT`)
    const studentsByHand = await items.count({
      status: 'published',
      filters: { slug: { $startsWith: `${BENCH_SLUG_PREFIX}10` }, audiences: { key: 'AUDIENCE_STUDENT' } },
    } as any)
    expect(studentsByHand).toBeGreaterThan(0)
    expect(students).toBe(studentsByHand)
  })
})

describe('benchmark members (SEED_BENCH_MEMBERS, the digest row)', () => {
  const MEMBERS = 40
  const USER = 'plugin::users-permissions.user'

  it('adds confirmed members with interests, follows and a daily digest, whose feed and digest have something to say', async () => {
    expect(await seedBenchMembers(cms.strapi, MEMBERS)).toEqual({ created: MEMBERS, total: MEMBERS })
    const members = await cms.strapi.db.query(USER).findMany({
      where: { email: { $startsWith: BENCH_MEMBER_PREFIX } },
      select: ['id', 'documentId', 'email', 'firstName', 'confirmed', 'blocked', 'interests', 'digestFrequency', 'digestDay', 'createdAt'],
      populate: { role: { select: ['type'] }, themes: { select: ['id'] } },
      orderBy: { id: 'asc' },
    })
    expect(members).toHaveLength(MEMBERS)
    expect(new Set(members.map((member: any) => member.documentId)).size).toBe(MEMBERS)
    for (const member of members as any[]) {
      expect(member).toMatchObject({ confirmed: true, blocked: false, digestFrequency: 'daily', role: { type: 'authenticated' } })
      expect(member.themes.length).toBeGreaterThan(0)
      expect(member.interests.length).toBeGreaterThan(0)
    }

    // Each follows an organisation, every second one a theme too: what the follows service reads.
    const followed = await cms.strapi.service('api::follow.follows').followedIds(members.map((member: any) => member.id))
    const follows = members.map((member: any) => followed.get(member.id)!)
    expect(follows.every((one) => one.organizations.length === 1)).toBe(true)
    expect(follows.filter((one) => one.themes.length === 1)).toHaveLength(MEMBERS / 2)
    const [organization] = follows[0].organizations
    const followers = follows.filter((one) => one.organizations[0] === organization).length
    expect(await cms.strapi.service('api::follow.follows').followerCount(organization)).toBe(followers)

    // A digest for the first of them: items with the reason they were chosen for.
    const digests = cms.strapi.service('api::mailing.digests')
    const mail = await digests.compose(members[0], new Date())
    expect(mail?.subject).toMatch(/^Nieuw voor jou op Talentstad: \d+ bericht/)
    const items = mail!.blocks.find((block: any) => 'items' in block) as any
    expect(items.items.length).toBeGreaterThan(0)
    expect(items.items.every((item: any) => typeof item.reason === 'string')).toBe(true)
  })

  it('is idempotent and only adds what is missing', async () => {
    expect(await seedBenchMembers(cms.strapi, MEMBERS)).toEqual({ created: 0, total: MEMBERS })
    expect(await seedBenchMembers(cms.strapi, MEMBERS + 10)).toEqual({ created: 10, total: MEMBERS + 10 })
    expect(await cms.strapi.db.query(USER).count({ where: { email: { $startsWith: BENCH_MEMBER_PREFIX } } })).toBe(MEMBERS + 10)
  })
})
