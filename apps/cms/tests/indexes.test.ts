import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_TYPES, type ContentType } from '@talentstad/types'
import { toStrapiQuery, type StrapiQuery } from '../../site/app/lib/cms/strapi-query'
import {
  communityEventsQuery,
  communityOthersQuery,
  contentDetailQuery,
  contentListQuery,
  highlightsQuery,
  organizationContentQuery,
  organizationDetailQuery,
  organizationListQuery,
  relatedContentQuery,
  THEMES_QUERY,
} from '../../site/app/lib/content/query'
import { favoriteCardsQuery, favoriteTypesQuery } from '../../site/app/lib/favorites/query'
import { planOf, statementsOf, type Plan } from './query-plan'
import { callApi, createMember, type TestMember } from './as-user'
import { addMember, createCall } from './calls-helpers'
import { startCms, type TestCms } from './strapi'

let cms: TestCms

beforeAll(async () => {
  cms = await startCms({ SEED_BENCH_ITEMS: '300' })
})
afterAll(async () => {
  await cms?.stop()
})

async function indexesOf(table: string): Promise<string[]> {
  const knex = cms.strapi.db.connection
  if (cms.database === 'postgres') {
    const result = await knex.raw('select indexname from pg_indexes where schemaname = current_schema() and tablename = ?', [table])
    return result.rows.map((row: { indexname: string }) => row.indexname)
  }
  const rows = await knex.raw(`select name from sqlite_master where type = 'index' and tbl_name = ?`, [table])
  return rows.map((row: { name: string }) => row.name)
}

describe('indexes for the list filters', () => {
  it('exist on content items, organisations and every link table a filter joins', async () => {
    expect(await indexesOf('content_items')).toEqual(
      expect.arrayContaining([
        'content_items_listing_idx',
        'content_items_recent_idx',
        'content_items_events_idx',
        'content_items_slug_idx',
        'content_items_documents_idx',
      ]),
    )
    expect(await indexesOf('organizations')).toEqual(expect.arrayContaining(['organizations_listing_idx', 'organizations_slug_idx']))
    // Strapi indexes both foreign keys of each link table (fk: the item, ifk: the target).
    for (const link of ['themes', 'audiences', 'organization']) {
      const table = `content_items_${link}_lnk`
      expect(await indexesOf(table), table).toEqual(expect.arrayContaining([`${table}_fk`, `${table}_ifk`, `${table}_uq`]))
    }
    expect(await indexesOf('organizations_tags_lnk')).toEqual(
      expect.arrayContaining(['organizations_tags_lnk_fk', 'organizations_tags_lnk_ifk']),
    )
  })
})

/** Tables that grow with the content; lookup tables (themes, audiences, tags) stay small. */
const GROWING = /^(content_items|organizations|files|files_related_mph|up_users)(_\w+_lnk|_cmps)?$/
/** Tables that grow with the members: each member's bookmarks, enters, memberships and sessions. */
const MEMBER_ROWS = /^(favorites|enters|memberships|account_sessions)(_\w+_lnk)?$/

/** The site's REST read (lib/content/*, lib/seo), the SQL Strapi runs for it and each plan. */
async function sitePlans(path: '/content-items' | '/organizations' | '/themes' | '/tags', query: StrapiQuery) {
  let status = 0
  const statements = await statementsOf(cms, async () => {
    const response = await fetch(`${cms.url}/api${path}?${toStrapiQuery(query)}`)
    status = response.status
    await response.arrayBuffer()
  })
  expect(status, `${path}?${toStrapiQuery(query)}`).toBe(200)
  const selects = statements.filter((statement) => /^\s*select/i.test(statement.sql))
  return Promise.all(selects.map(async (statement) => ({ sql: statement.sql, ...(await planOf(cms, statement)) })))
}

describe('the query plan of every read the site makes for anonymous pages', () => {
  const now = new Date()
  const filters = { page: 1, period: 'komend' as const }
  type Path = '/content-items' | '/organizations' | '/themes' | '/tags'
  const reads: Array<[string, Path, () => StrapiQuery]> = [
    ['themes (filter options)', '/themes', () => THEMES_QUERY],
    ...CONTENT_TYPES.map((type): [string, '/content-items', () => StrapiQuery] => [
      `home highlights ${type}`,
      '/content-items',
      () => highlightsQuery(type, now),
    ]),
    ...CONTENT_TYPES.map((type): [string, '/content-items', () => StrapiQuery] => [
      `list ${type} page 3`,
      '/content-items',
      () => contentListQuery({ type, filters: { ...filters, page: 3 }, now }),
    ]),
    [
      'list of past events',
      '/content-items',
      () => contentListQuery({ type: 'CONTENT_TYPE_EVENT', filters: { ...filters, period: 'voorbij' }, now }),
    ],
    [
      'list by audience',
      '/content-items',
      () => contentListQuery({ type: 'CONTENT_TYPE_JOB', filters: { ...filters, audience: 'student' }, now }),
    ],
    [
      'list search',
      '/content-items',
      () => contentListQuery({ type: 'CONTENT_TYPE_JOB', filters: { ...filters, q: 'stadshaven', page: 2 }, now }),
    ],
    [
      'list search of events',
      '/content-items',
      () => contentListQuery({ type: 'CONTENT_TYPE_EVENT', filters: { ...filters, q: 'walrusdans' }, now }),
    ],
    ['/community search, events part', '/content-items', () => communityEventsQuery({ ...filters, q: 'tester walrusdans' }, now, 0)],
    ['/community search with a short word', '/content-items', () => communityEventsQuery({ ...filters, q: 'ai walrusdans' }, now, 0)],
    [
      '/community search, others part',
      '/content-items',
      () => communityOthersQuery({ ...filters, q: 'kwartelkoning', audience: 'student' }, 0),
    ],
    [
      'list by theme',
      '/content-items',
      () => contentListQuery({ type: 'CONTENT_TYPE_NEWS', filters: { ...filters, theme: themeSlug }, now }),
    ],
    ['/community events part', '/content-items', () => communityEventsQuery({ ...filters, theme: themeSlug }, now, 0)],
    ['/community others part', '/content-items', () => communityOthersQuery({ ...filters, audience: 'professional' }, 24)],
    ['detail', '/content-items', () => contentDetailQuery(detail.type, detail.slug)],
    ['related items', '/content-items', () => relatedContentQuery(detail.type, detail.slug, [themeSlug], now)],
    ['organisation directory', '/organizations', () => organizationListQuery('ORGANIZATION_TYPE_REGULAR', { page: 1 })],
    [
      'organisation directory by tag',
      '/organizations',
      () => organizationListQuery('ORGANIZATION_TYPE_REGULAR', { page: 1, tag: tagSlug }),
    ],
    ['organisation directory search', '/organizations', () => organizationListQuery('ORGANIZATION_TYPE_REGULAR', { page: 1, q: 'kanaal' })],
    ['organisation page', '/organizations', () => organizationDetailQuery('ORGANIZATION_TYPE_REGULAR', organizationSlug)],
    ['organisation page items', '/content-items', () => organizationContentQuery(organizationSlug)],
    [
      'RSS feed',
      '/content-items',
      () => ({
        filters: { type: { $eq: 'CONTENT_TYPE_NEWS' } },
        fields: ['title', 'slug', 'type', 'summary', 'publishedAt'],
        sort: ['publishedAt:desc', 'id:desc'],
        pagination: { page: 1, pageSize: 20, withCount: false },
      }),
    ],
    [
      'sitemap (keyset)',
      '/content-items',
      () => ({
        filters: { id: { $gt: 100 } },
        fields: ['slug', 'type', 'updatedAt'],
        sort: ['id:asc'],
        pagination: { page: 1, pageSize: 100, withCount: false },
      }),
    ],
  ]

  let detail: { type: ContentType; slug: string }
  let themeSlug: string
  let tagSlug: string
  let organizationSlug: string
  beforeAll(async () => {
    const item = await cms.strapi.db.query('api::content-item.content-item').findOne({
      where: { slug: { $startsWith: 'bench-' }, publishedAt: { $notNull: true } },
      populate: { themes: true },
    })
    detail = { type: item.type, slug: item.slug }
    themeSlug = item.themes[0].slug
    const organization = await cms.strapi.db.query('api::organization.organization').findOne({
      where: { applicationState: 'approved', type: 'ORGANIZATION_TYPE_REGULAR' },
      populate: { tags: true },
    })
    organizationSlug = organization.slug
    tagSlug = organization.tags[0]?.slug ?? 'none'
  })

  it.each(reads)('%s', async (_name, path, query) => {
    const plans = await sitePlans(path, query())
    expect(plans.length).toBeGreaterThan(0)
    for (const { sql, plan, fullScans } of plans) {
      expect(
        fullScans.filter((scan) => GROWING.test(scan.table)),
        `${sql}\n${plan}`,
      ).toEqual([])
    }
    // A search narrows through the text index (src/lib/full-text-search.ts), in the list and its count.
    // The words are rare, as most searches are: for a word in most rows PostgreSQL rightly reads
    // the stored search_vector column row by row instead (cheap, no to_tsvector per row).
    if (query()._q) {
      const table = path === '/organizations' ? 'organizations' : 'content_items'
      // The page's list and its count (not the look-ups by id that follow).
      const searched = plans.filter(
        ({ sql }) => new RegExp(`from (?:[\`"]\\w+[\`"]\\.)?[\`"]${table}[\`"] as`).test(sql) && /order by|count\(/i.test(sql),
      )
      expect(searched).toHaveLength(2)
      // Words of 3+ characters match inside words through the trigram index, shorter ones as word
      // prefixes through the word index (PostgreSQL may filter those on the trigram matches).
      const words = String(query()._q).split(' ')
      const long = words.some((word) => word.length >= 3)
      const expected =
        cms.database === 'postgres'
          ? [long ? `using ${table}_search_trgm_idx` : `using ${table}_search_idx`]
          : [
              ...(long ? [`${table}_trigram VIRTUAL TABLE INDEX`] : []),
              ...(words.some((word) => word.length < 3) ? [`${table}_fts VIRTUAL TABLE INDEX`] : []),
            ]
      for (const { sql, plan } of searched) {
        for (const index of expected) expect(plan, sql).toContain(index)
      }
    }
  })
})

/**
 * Look-ups of one item by its slug or documentId within the public items. SQLite plans without
 * table statistics: for `slug = ? AND review_state = ? AND published_at IS NOT NULL` it rated
 * content_items_recent_idx (review_state, published_at) above an index on the slug alone and walked
 * every public item (the REST detail's count, the favorite check): no full scan, but a cost that
 * grows with the content. Each look-up must go through the index that starts with its key.
 */
describe('look-ups of one public item use the index of their key', () => {
  let item: { documentId: string; slug: string }
  beforeAll(async () => {
    item = await cms.strapi.db.query('api::content-item.content-item').findOne({
      where: { slug: { $startsWith: 'bench-' }, reviewState: 'approved', publishedAt: { $notNull: true } },
      select: ['documentId', 'slug'],
    })
  })

  /** The plans of the statements on content_items that filter on `column`, at least one. */
  async function plansOn(statements: Array<{ sql: string; bindings: unknown[] }>, column: string) {
    const onKey = statements.filter(
      (statement) =>
        /^\s*select/i.test(statement.sql) &&
        /from (?:[`"]\w+[`"]\.)?[`"]content_items[`"] as/.test(statement.sql) &&
        new RegExp(`[\`"]${column}[\`"] (?:= (?:\\?|\\$\\d+)|in \\()`).test(statement.sql) &&
        /review_state/.test(statement.sql),
    )
    expect(onKey.length, statements.map((statement) => statement.sql).join('\n')).toBeGreaterThan(0)
    return Promise.all(onKey.map(async (statement) => ({ sql: statement.sql, ...(await planOf(cms, statement)) })))
  }

  it('the REST detail by slug (list and count)', async () => {
    const query =
      `filters[slug][$eq]=${encodeURIComponent(item.slug)}&populate[themes][fields][0]=name&populate[audiences][fields][0]=name` +
      '&populate[organization][fields][0]=name&populate[heroImage][fields][0]=url'
    let body: { data: Array<{ slug: string }>; meta: { pagination: { total: number } } } | undefined
    const statements = await statementsOf(cms, async () => {
      body = await (await fetch(`${cms.url}/api/content-items?${query}`)).json()
    })
    expect(body?.data.map((found) => found.slug)).toEqual([item.slug])
    expect(body?.meta.pagination.total).toBe(1)
    const plans = await plansOn(statements, 'slug')
    expect(plans.some(({ sql }) => /count\(/i.test(sql))).toBe(true)
    for (const { sql, plan } of plans) expect(plan, sql).toContain('content_items_slug_idx')
  })

  it("a member's bookmark write and read", async () => {
    const member = await createMember(cms.strapi)
    let status = 0
    const write = await statementsOf(cms, async () => {
      status = (await callApi(cms, 'PUT', '/me/favorites', { jwt: member.jwt, body: { contentItem: item.documentId, isFavorited: true } }))
        .status
    })
    expect(status).toBe(200)
    // The item's versions, read by documentId (ADR 0046): an index that starts with it, Strapi's
    // (document_id, locale, published_at) or the public one.
    for (const { sql, plan } of await plansOn(write, 'document_id')) expect(plan, sql).toMatch(/content_items_(public_)?documents_idx/)
    let listed: unknown
    const read = await statementsOf(cms, async () => {
      listed = (await callApi(cms, 'GET', '/me/favorites', { jwt: member.jwt })).body
    })
    expect(listed).toEqual({ data: [{ id: item.documentId }] })
    for (const statement of [...write, ...read].filter((statement) => /^\s*select/i.test(statement.sql))) {
      const { plan, fullScans } = await planOf(cms, statement)
      expect(
        fullScans.filter((scan) => GROWING.test(scan.table) || /^favorites(_\w+_lnk)?$/.test(scan.table)),
        `${statement.sql}\n${plan}`,
      ).toEqual([])
    }
  })

  it("a member's /profiel dashboard (GET /api/me/dashboard), as a member and as a community manager", async () => {
    const s = cms.strapi
    const member = await createMember(s)
    const manager = await createMember(s, { roleType: 'community-manager' })
    // Something of every part: a bookmark, an enter, a call of their own and one of an organisation they help run, an application.
    const organization = await s.documents('api::organization.organization').create({
      data: {
        name: 'Plan BV',
        slug: `plan-${member.id}`,
        type: 'ORGANIZATION_TYPE_REGULAR',
        applicationState: 'pending',
        submittedBy: member.documentId,
      } as any,
    })
    await s
      .documents('api::membership.membership')
      .create({ data: { user: member.documentId, organization: organization.documentId, role: 'admin' } as any })
    for (const fields of [{}, { organization: organization.documentId }]) {
      await s.documents('api::content-item.content-item').create({
        data: {
          type: 'CONTENT_TYPE_CALL_UP',
          title: 'Plan',
          slug: `plan-${member.id}-${Object.keys(fields).length}`,
          reviewState: 'pending',
          author: member.documentId,
          ...fields,
        } as any,
      })
    }
    await s.documents('api::enter.enter').create({ data: { user: member.documentId, call: item.documentId } as any })
    expect(
      (await callApi(cms, 'PUT', '/me/favorites', { jwt: member.jwt, body: { contentItem: item.documentId, isFavorited: true } })).status,
    ).toBe(200)

    for (const caller of [member, manager]) {
      let body: any
      const statements = await statementsOf(cms, async () => {
        body = (await callApi(cms, 'GET', '/me/dashboard', { jwt: caller.jwt })).body
      })
      if (caller === member) expect(body.data.counts).toMatchObject({ calls: { total: 2 }, enters: 1, saved: 1, review: null })
      else expect(body.data.counts.review).toEqual({ calls: expect.any(Number), applications: expect.any(Number) })
      // The counts are COUNTs, not lists: no statement reads the member's calls, enters or bookmarks row by row.
      expect(statements.filter(({ sql }) => /count\(/i.test(sql)).length).toBeGreaterThanOrEqual(caller === member ? 5 : 7)
      const scanning: string[] = []
      for (const statement of statements.filter(({ sql }) => /^\s*select/i.test(sql))) {
        const { plan, fullScans } = await planOf(cms, statement)
        const growing = fullScans.filter((scan) => GROWING.test(scan.table) || MEMBER_ROWS.test(scan.table))
        if (growing.length > 0) scanning.push(`${statement.sql}\n${plan}`)
      }
      expect(scanning).toEqual([])
    }
  })
})

/** What grows with the members too: their enters, bookmarks, memberships and follows, and every link table of those. */
const MEMBER_GROWING =
  /^(content_items|organizations|files|files_related_mph|up_users|enters|favorites|memberships|invitations|organization_follows|theme_follows)(_\w+_lnk|_cmps)?$/

/**
 * A member's own lists (the profile pages), read as the member: no full scan of a table that grows
 * with the content or the members, and an organisation's page of items sorted through an index
 * where one can serve the order.
 */
describe("the query plan of a member's own lists", () => {
  let member: TestMember
  let organization: { id: number; documentId: string }

  beforeAll(async () => {
    // The approved organisation with the most of the benchmark's items (every second one has one).
    const knex = cms.strapi.db.connection
    const [biggest] = await knex('content_items_organization_lnk')
      .select('organization_id')
      .count({ n: '*' })
      .groupBy('organization_id')
      .orderBy('n', 'desc')
      .limit(1)
    organization = await cms.strapi.db
      .query('api::organization.organization')
      .findOne({ where: { id: biggest.organization_id }, select: ['id', 'documentId'] })
    member = await createMember(cms.strapi)
    await addMember(cms, member, organization.documentId, 'admin')
    // A few calls of their own, enters on others' calls and bookmarks.
    for (let n = 0; n < 3; n++) await createCall(cms, member)
    const calls = await cms.strapi.db.query('api::content-item.content-item').findMany({
      where: { type: 'CONTENT_TYPE_CALL_UP', reviewState: 'approved', publishedAt: { $notNull: true }, slug: { $startsWith: 'bench-' } },
      select: ['documentId'],
      limit: 3,
    })
    for (const call of calls) {
      const entered = await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, {
        jwt: member.jwt,
        body: { message: 'Ik help graag.' },
      })
      expect(entered.status, JSON.stringify(entered.body)).toBe(201)
      const saved = await callApi(cms, 'PUT', '/me/favorites', {
        jwt: member.jwt,
        body: { contentItem: call.documentId, isFavorited: true },
      })
      expect(saved.status).toBe(200)
    }
    // Follows: the organisation, two themes, and other members following the organisation too.
    const follow = (jwt: string, target: string, documentId: string) =>
      callApi(cms, 'PUT', '/me/follows', { jwt, body: { target, documentId, following: true } })
    expect((await follow(member.jwt, 'organization', organization.documentId)).status).toBe(200)
    const themes = await cms.strapi.db.query('api::theme.theme').findMany({ select: ['documentId'], limit: 2 })
    for (const theme of themes) expect((await follow(member.jwt, 'theme', theme.documentId)).status).toBe(200)
    for (let n = 0; n < 3; n++) {
      const follower = await createMember(cms.strapi)
      expect((await follow(follower.jwt, 'organization', organization.documentId)).status).toBe(200)
    }
  })

  /** Every SELECT the CMS ran for the member's request, with its plan. */
  async function memberPlans(path: string) {
    let response: { status: number; body: any } = { status: 0, body: null }
    const statements = await statementsOf(cms, async () => {
      response = await callApi(cms, 'GET', path, { jwt: member.jwt })
    })
    expect(response.status, `${path}: ${JSON.stringify(response.body)}`).toBe(200)
    const selects = statements.filter((statement) => /^\s*select/i.test(statement.sql))
    const plans = await Promise.all(selects.map(async (statement) => ({ sql: statement.sql, ...(await planOf(cms, statement)) })))
    return { body: response.body, plans }
  }

  /** No table or index that grows is read whole (query-plan.ts: a scan, or an index walk that does not stop early). */
  function expectNoFullScans(plans: Array<{ sql: string } & Plan>) {
    expect(plans.length).toBeGreaterThan(0)
    for (const { sql, plan, fullScans, indexWalks } of plans) {
      expect(
        [...fullScans, ...indexWalks].filter((scan) => MEMBER_GROWING.test(scan.table)),
        `${sql}\n${plan}`,
      ).toEqual([])
    }
  }

  it("the member's follows (/profiel/volgend)", async () => {
    const { body, plans } = await memberPlans('/me/follows')
    expect(body.data.organizations).toHaveLength(1)
    expect(body.data.themes).toHaveLength(2)
    expectNoFullScans(plans)
  })

  it("an organisation's follower count, as its admin: from the organisation's side of the link", async () => {
    const { body, plans } = await memberPlans(`/organizations/${organization.documentId}/followers`)
    // The member and the three others above, and any demo member who follows it.
    const rows = await cms.strapi.db.query('api::follow.organization-follow').count({ where: { organization: { id: organization.id } } })
    expect(rows).toBeGreaterThanOrEqual(4)
    expect(body.data).toEqual({ count: rows })
    expectNoFullScans(plans)
  })

  it("an organisation's content page, page 2, as its admin", async () => {
    const { body, plans } = await memberPlans(`/organizations/${organization.documentId}/content?pagination[page]=2&pagination[pageSize]=5`)
    expect(body.data).toHaveLength(5)
    expect(body.meta.pagination.total).toBeGreaterThan(10)
    expectNoFullScans(plans)
    // The page and its count start from the organisation's side of the items' link table.
    const paged = plans.filter(({ sql }) => /content_items_organization_lnk/.test(sql) && /order by|count\(/i.test(sql))
    expect(paged.length).toBeGreaterThanOrEqual(2)
    for (const { sql, plan } of paged) expect(plan, sql).toContain('content_items_organization_lnk_ifk')
  })

  it("the member's own calls (/profiel/oproepen)", async () => {
    const { body, plans } = await memberPlans('/me/calls')
    expect(body.data).toHaveLength(3)
    expectNoFullScans(plans)
  })

  it("the member's enters (/profiel/enters)", async () => {
    const { body, plans } = await memberPlans('/me/enters')
    expect(body.data).toHaveLength(3)
    expectNoFullScans(plans)
  })

  it("the enters on an organisation's call, as its admin: from the call's side of the link, not a scan of every enter", async () => {
    const call = await cms.strapi.db.query('api::content-item.content-item').findOne({
      where: {
        type: 'CONTENT_TYPE_CALL_UP',
        reviewState: 'approved',
        publishedAt: { $notNull: true },
        organization: { id: organization.id },
      },
      select: ['documentId'],
    })
    expect(call, 'the biggest organisation has a published call').toBeTruthy()
    const responder = await createMember(cms.strapi)
    const entered = await callApi(cms, 'POST', `/calls/${call.documentId}/enters`, { jwt: responder.jwt, body: { message: 'Ik doe mee.' } })
    expect(entered.status, JSON.stringify(entered.body)).toBe(201)
    const { body, plans } = await memberPlans(`/calls/${call.documentId}/enters`)
    expect(body.data).toEqual([expect.objectContaining({ message: 'Ik doe mee.' })])
    expectNoFullScans(plans)
    // The enters are found through the link table's index on the call, never by their pairKey.
    expect(plans.filter(({ sql }) => /pair_key/.test(sql) && /like/i.test(sql))).toEqual([])
  })

  it("the member's bookmarks (/profiel/opgeslagen): the list, then the page's REST reads", async () => {
    const { body, plans } = await memberPlans('/me/favorites')
    expect(body.data).toHaveLength(3)
    expectNoFullScans(plans)
    const ids = body.data.map((favorite: { id: string }) => favorite.id)
    for (const query of [favoriteTypesQuery(ids), favoriteCardsQuery(ids)]) {
      const site = await sitePlans('/content-items', query)
      expectNoFullScans(site)
    }
  })
})
