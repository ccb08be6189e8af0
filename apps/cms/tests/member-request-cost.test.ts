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

  it('a member route adds only its own work: a bookmark already set is two counts', async () => {
    await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: true })
    const again = await cost('PUT', '/me/favorites', { contentItem: itemDocumentId, isFavorited: true })
    expect(again.status).toBe(200)
    expect(again.tables).toEqual(['account_sessions', 'up_users', 'up_roles', 'content_items', 'favorites'])
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
