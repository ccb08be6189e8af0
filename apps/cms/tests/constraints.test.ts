import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureOrganizationKeys } from '../src/lib/organization-keys'
import { createMember } from './as-user'
import { startSharedCms, type TestCms } from './strapi'

let cms: TestCms
let users: Array<{ id: number; documentId: string }>
let items: Array<{ id: number; documentId: string }>
let organizations: Array<{ id: number; documentId: string }>

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  // Fresh members: the demo seed already holds favorites, enters and memberships of its own users.
  users = []
  for (let i = 0; i < 4; i++) users.push(await createMember(cms.strapi))
  items = await cms.strapi.documents('api::content-item.content-item').findMany({ status: 'published', limit: 3, fields: ['id'] as any })
  organizations = await cms.strapi.documents('api::organization.organization').findMany({ limit: 2 })
})
afterAll(async () => {
  await cms?.stop()
})

const PAIRS = [
  { uid: 'api::favorite.favorite', target: 'contentItem', targets: () => items },
  { uid: 'api::enter.enter', target: 'call', targets: () => items },
  { uid: 'api::membership.membership', target: 'organization', targets: () => organizations },
] as const

describe.each(PAIRS)('$uid: one per user and $target', ({ uid, target, targets }) => {
  const documents = () => cms.strapi.documents(uid as any)
  const count = () => cms.strapi.db.query(uid as any).count()

  it('refuses a second record for the same pair, and writes nothing for it', async () => {
    const [user] = users
    const [first] = targets()
    await documents().create({ data: { user: user.documentId, [target]: first.documentId } })
    const before = await count()
    await expect(documents().create({ data: { user: user.documentId, [target]: first.documentId } })).rejects.toThrow()
    expect(await count()).toBe(before)
  })

  it('allows the same user with another target and another user with the same target', async () => {
    const [, second] = targets()
    await documents().create({ data: { user: users[1].documentId, [target]: second.documentId } })
    await documents().create({ data: { user: users[2].documentId, [target]: second.documentId } })
    await documents().create({ data: { user: users[1].documentId, [target]: targets()[0].documentId } })
  })

  it('is enforced by the database itself, not only by application code', async () => {
    const [row] = await cms.strapi.db.connection(tableOf(uid)).select('pair_key', 'document_id').limit(1)
    expect(row.pair_key).toMatch(/^\d+:[a-z0-9]+$/)
    await expect(
      cms.strapi.db.connection(tableOf(uid)).insert({ document_id: 'rawinsertduplicate000001', pair_key: row.pair_key }),
    ).rejects.toThrow(/unique|duplicate/i)
  })

  it('refuses a record without a user or a target', async () => {
    await expect(documents().create({ data: { user: users[3].documentId } })).rejects.toThrow()
  })
})

const strapiErrors = () => ((globalThis as { __strapiErrors?: string[] }).__strapiErrors ??= [])

function tableOf(uid: string) {
  return cms.strapi.db.metadata.get(uid).tableName
}

describe('organisations: one approved organisation per name and KvK number, in the database itself', () => {
  const table = () => tableOf('api::organization.organization')
  const row = (fields: Record<string, unknown>) => ({
    document_id: `rawinsert${Math.random().toString(36).slice(2, 14).padEnd(12, '0')}`,
    type: 'ORGANIZATION_TYPE_REGULAR',
    slug: `raw-${Math.random().toString(36).slice(2)}`,
    ...fields,
  })

  it('at start-up: rows without keys get them; approved duplicates are named in the log, and the next start makes the index', async () => {
    const knex = cms.strapi.db.connection
    const indexes = async () =>
      cms.database === 'postgres'
        ? (await knex.raw("select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'organizations'"))
            .rows
        : await knex.raw("select name from sqlite_master where type = 'index' and tbl_name = 'organizations'")
    const names = async () => (await indexes()).map((row: { name: string }) => row.name)
    expect(await names()).toEqual(expect.arrayContaining(['organizations_approved_name_key_uq', 'organizations_approved_kvk_key_uq']))

    // As before this rule: no keys, no name index, two approved organisations of one name.
    await knex.raw('DROP INDEX organizations_approved_name_key_uq')
    await knex(table()).where('name', 'Hogeschool Havendam').update({ name_key: null })
    const [twin] = await knex(table())
      .insert(row({ name: 'Hogeschool  HAVENDAM', application_state: 'approved' }))
      .returning('id')
    await ensureOrganizationKeys(cms.strapi)
    expect(await knex(table()).where('name', 'Hogeschool Havendam').first('name_key')).toEqual({ name_key: 'hogeschool havendam' })
    expect(await names()).not.toContain('organizations_approved_name_key_uq')
    // One error in the log (tests/setup.ts fails a test on any other), naming both.
    expect(strapiErrors()).toHaveLength(1)
    const [logged] = strapiErrors()
    expect(logged).toMatch(/Approved organisations share a name, so the unique index organizations_approved_name_key_uq is missing: /)
    expect(logged).toContain('Hogeschool  HAVENDAM')
    expect(logged).toContain('Hogeschool Havendam')
    strapiErrors().length = 0

    await knex(table())
      .where('id', typeof twin === 'object' ? twin.id : twin)
      .delete()
    await ensureOrganizationKeys(cms.strapi)
    expect(await names()).toContain('organizations_approved_name_key_uq')
  })

  it('refuses a second approved row with the name key or KvK key of an approved one; a pending or rejected one may share it', async () => {
    const knex = cms.strapi.db.connection
    const kanaal = await knex(table()).where('name', 'Kanaal Digital').first('name_key', 'chamber_of_commerce_key', 'application_state')
    expect(kanaal).toMatchObject({
      name_key: 'kanaal digital',
      chamber_of_commerce_key: expect.stringMatching(/^\d{8}$/),
      application_state: 'approved',
    })
    await expect(
      knex(table()).insert(row({ name: 'Kanaal Digital', name_key: kanaal.name_key, application_state: 'approved' })),
    ).rejects.toThrow(/unique|duplicate/i)
    await expect(
      knex(table()).insert(
        row({ name: 'Ander', name_key: 'ander', chamber_of_commerce_key: kanaal.chamber_of_commerce_key, application_state: 'approved' }),
      ),
    ).rejects.toThrow(/unique|duplicate/i)
    for (const state of ['pending', 'rejected'])
      await knex(table()).insert(row({ name: 'Kanaal Digital', name_key: kanaal.name_key, application_state: state }))
    // Approving such a pending row (an update straight in the database) is refused too.
    await expect(
      knex(table()).where({ name_key: kanaal.name_key, application_state: 'pending' }).update({ application_state: 'approved' }),
    ).rejects.toThrow(/unique|duplicate/i)
  })
})
