import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_API, ROLE_TYPE } from '@talentstad/types'
import { statementsOf, type Statement } from './query-plan'
import { callApi, createMember, type TestMember } from './as-user'
import { startCms, type TestCms } from './strapi'

let cms: TestCms
let member: TestMember
let itemDocumentId: string

beforeAll(async () => {
  cms = await startCms({ SEED_BENCH_ITEMS: '5' })
  member = await createMember(cms.strapi)
  const item = await cms.strapi.db.query('api::content-item.content-item').findOne({
    where: { reviewState: 'approved', publishedAt: { $notNull: true } },
  })
  itemDocumentId = item!.documentId
})
afterAll(async () => {
  await cms?.stop()
})

const session = ACCOUNT_API.session.replace(/^\/api/, '')
/** The tables a statement reads or writes, in order. */
const tablesOf = (statements: Statement[]) =>
  statements.map(
    (statement) => /(?:from|into|update)\s+(?:[`"]\w+[`"]\.)?[`"](\w+)[`"]/i.exec(statement.sql)?.[1] ?? statement.sql.slice(0, 40),
  )

/** The tables before, inside and after the one transaction of a request (its BEGIN and COMMIT). */
function aroundTransaction(tables: string[]) {
  const begin = tables.findIndex((table) => /^begin/i.test(table))
  const commit = tables.findIndex((table) => /^commit/i.test(table))
  expect(begin).toBeGreaterThanOrEqual(0)
  expect(tables.filter((table) => /^(begin|commit)/i.test(table))).toHaveLength(2)
  return { before: tables.slice(0, begin), inside: tables.slice(begin + 1, commit), after: tables.slice(commit + 1) }
}

async function cost(method: string, path: string, body?: unknown) {
  let status = 0
  const statements = await statementsOf(cms, async () => {
    status = (await callApi(cms, method, path, { jwt: member.jwt, body })).status
  })
  return { status, tables: tablesOf(statements) }
}

// docs/decisions/0045: what the CMS spends per authenticated request, before the route's own work.
describe('what one member request costs the database', () => {
  it('the session check reads the session, the member and their role once each', async () => {
    await callApi(cms, 'GET', session, { jwt: member.jwt })
    const check = await cost('GET', session)
    expect(check.status).toBe(200)
    // Before: the member twice more (users-permissions, then the handler) with their role, and
    // users-permissions' settings from the core store on every request.
    expect(check.tables).toEqual(['account_sessions', 'up_users', 'up_roles'])
  })

  it('a member route adds only its own work: a bookmark already set is a count and a read of the item', async () => {
    await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: true })
    const again = await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: true })
    expect(again.status).toBe(200)
    expect(again.tables).toEqual(['account_sessions', 'up_users', 'up_roles', 'favorites', 'content_items'])
  })

  // docs/decisions/0046: a bookmark is written through the query engine, not the Document Service
  // (22 statements for a new one, 13 of them in a transaction SQLite's one connection serialises).
  it('a new bookmark reads the item and writes the favorite and its links in one short transaction', async () => {
    await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: false })
    const set = await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: true })
    expect(set.status).toBe(200)
    const { before, inside, after } = aroundTransaction(set.tables)
    expect(before).toEqual(['account_sessions', 'up_users', 'up_roles', 'favorites'])
    // The item's versions, read inside (a publish may have replaced a row); the pairKey's lifecycle
    // names the item; the link to the item is numbered (one statement for both of its versions);
    // the row is read back once.
    expect(inside).toEqual([
      'content_items',
      'content_items',
      'favorites',
      'favorites_user_lnk',
      'favorites_content_item_lnk',
      'favorites_content_item_lnk',
      'favorites',
    ])
    expect(after).toEqual([])
    const [favorite] = await cms.strapi.db
      .query('api::favorite.favorite')
      .findMany({ where: { pairKey: `${member.id}:${itemDocumentId}` }, populate: { user: true, contentItem: true } })
    // The same rows the Document Service left: published, the member's, linked to the item.
    expect(favorite.publishedAt).not.toBeNull()
    expect(favorite.documentId).toMatch(/^[a-z0-9]{24}$/)
    expect(favorite.user.id).toBe(member.id)
    expect(favorite.contentItem.documentId).toBe(itemDocumentId)
  })

  it('removing a bookmark finds it by its key and deletes it with its links in one transaction', async () => {
    await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: true })
    const removed = await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: false })
    expect(removed.status).toBe(200)
    const { before, inside, after } = aroundTransaction(removed.tables)
    expect(before).toEqual(['account_sessions', 'up_users', 'up_roles', 'favorites'])
    // The favorite read and deleted; its links deleted with it (PostgreSQL: by the foreign keys).
    expect(inside.filter((table) => !/^favorites(_user_lnk|_content_item_lnk)?$/.test(table))).toEqual([])
    expect(inside.length).toBeLessThanOrEqual(7)
    expect(after).toEqual([])
    const left = await cms.strapi.db.connection('favorites_user_lnk').where('user_id', member.id).count({ n: '*' })
    expect(Number(left[0].n)).toBe(0)
    const links = await cms.strapi.db.connection('favorites_content_item_lnk').count({ n: '*' })
    const favorites = await cms.strapi.db.connection('favorites').count({ n: '*' })
    expect(Number(links[0].n)).toBe(Number(favorites[0].n) * 2)
  })

  it('users-permissions’ settings are read again after a write to them', async () => {
    await cost('GET', session)
    const store = cms.strapi.store({ type: 'plugin', name: 'users-permissions' })
    await store.set({ key: 'advanced', value: await store.get({ key: 'advanced' }) })
    const after = await cost('GET', session)
    expect(after.tables).toContain('strapi_core_store_settings')
    expect((await cost('GET', session)).tables).not.toContain('strapi_core_store_settings')
  })

  it('a member blocked a moment ago is refused at once, and a role change applies to the next request', async () => {
    const other = await createMember(cms.strapi)
    expect((await callApi(cms, 'GET', session, { jwt: other.jwt })).status).toBe(200)
    const manager = await cms.strapi.db
      .query('plugin::users-permissions.role')
      .findOne({ where: { type: ROLE_TYPE.ROLE_COMMUNITY_MANAGER } })
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: other.id }, data: { role: manager.id } })
    expect((await callApi(cms, 'GET', session, { jwt: other.jwt })).body.user.role).toBe('ROLE_COMMUNITY_MANAGER')
    await cms.strapi.db.query('plugin::users-permissions.user').update({ where: { id: other.id }, data: { blocked: true } })
    expect((await callApi(cms, 'GET', session, { jwt: other.jwt })).status).toBe(401)
  })
})
