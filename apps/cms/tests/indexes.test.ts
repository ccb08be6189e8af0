import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

/** The SQL the Document Service runs for a query, and SQLite's plan for it. */
async function planOf(run: () => Promise<unknown>): Promise<string> {
  const knex = cms.strapi.db.connection
  const queries: Array<{ sql: string; bindings: unknown[] }> = []
  const listener = (query: { sql: string; bindings: unknown[] }) => queries.push(query)
  knex.on('query', listener)
  try {
    await run()
  } finally {
    knex.removeListener('query', listener)
  }
  const query = queries.find(
    (q) => /^select/i.test(q.sql) && /from `content_items`|from `organizations`/.test(q.sql) && !/count\(/i.test(q.sql),
  )
  const rows = await knex.raw(`EXPLAIN QUERY PLAN ${query!.sql}`, query!.bindings as any)
  return rows.map((row: { detail: string }) => row.detail).join('\n')
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

  it('are what SQLite uses for the list, event, detail and organisation queries', async (context) => {
    if (cms.database !== 'sqlite') context.skip()
    const items = cms.strapi.documents('api::content-item.content-item')
    const approved = { status: 'published' as const, limit: 12 }
    const plans = {
      recent: await planOf(() => items.findMany({ ...approved, filters: { reviewState: 'approved' }, sort: 'publishedAt:desc' } as any)),
      byType: await planOf(() =>
        items.findMany({ ...approved, filters: { reviewState: 'approved', type: 'CONTENT_TYPE_JOB' }, sort: 'publishedAt:desc' } as any),
      ),
      upcoming: await planOf(() =>
        items.findMany({
          ...approved,
          filters: { reviewState: 'approved', type: 'CONTENT_TYPE_EVENT', startDate: { $gte: new Date().toISOString() } },
          sort: 'startDate:asc',
        } as any),
      ),
      detail: await planOf(() => items.findMany({ ...approved, filters: { reviewState: 'approved', slug: 'bench-7-tester' } } as any)),
      organization: await planOf(() =>
        cms.strapi.documents('api::organization.organization').findMany({ filters: { slug: 'kanaal-digital' } } as any),
      ),
    }
    expect(plans.recent).toMatch(/USING INDEX content_items_recent_idx/)
    expect(plans.byType).toMatch(/USING INDEX content_items_listing_idx/)
    expect(plans.upcoming).toMatch(/USING INDEX content_items_events_idx/)
    expect(plans.detail).toMatch(/USING INDEX content_items_slug_idx/)
    expect(plans.organization).toMatch(/USING INDEX organizations_slug_idx/)
    for (const [name, plan] of Object.entries(plans)) expect(plan, name).not.toMatch(/^SCAN t0$/m)
  })
})
