import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureFullTextSearch } from '../src/lib/full-text-search'
import { createSearchItem, searchItems } from './search-helpers'
import { startCms, type TestCms } from './strapi'

// PostgreSQL where the CMS may not create the pg_trgm extension (a managed database whose role owns
// its schema but not the database; ADR 0018): the CMS still starts, says so in its log, and `_q`
// falls back to the Dutch word search (whole words, word starts and plurals), not text inside words.
// A database of its own without pg_trgm and a role without CREATE on it, so the refusal is real.

const require = createRequire(import.meta.url)
const adminUrl = process.env.DATABASE_URL
const suffix = randomBytes(5).toString('hex')
const database = `talentstad_plain_${suffix}`
const role = `talentstad_plain_${suffix}`
const schema = 'cms'
let cms: TestCms
const warnings: string[] = []

async function asAdmin(databaseName: string | undefined, ...statements: string[]) {
  const { Client } = require('pg')
  const url = new URL(adminUrl!)
  if (databaseName) url.pathname = `/${databaseName}`
  const client = new Client({ connectionString: url.toString() })
  await client.connect()
  try {
    for (const statement of statements) await client.query(statement)
  } finally {
    await client.end()
  }
}

describe.skipIf(!adminUrl)('search on PostgreSQL without pg_trgm', () => {
  beforeAll(async () => {
    await asAdmin(undefined, `CREATE ROLE "${role}" LOGIN`, `CREATE DATABASE "${database}"`)
    // The role owns its schema (Strapi's tables) but has no CREATE on the database (no extensions).
    await asAdmin(database, `REVOKE CREATE ON DATABASE "${database}" FROM PUBLIC`, `CREATE SCHEMA "${schema}" AUTHORIZATION "${role}"`)
    const url = new URL(adminUrl!)
    url.username = role
    url.pathname = `/${database}`
    cms = await startCms({ DATABASE_URL: url.toString(), DATABASE_SCHEMA: schema })
    const warn = cms.strapi.log.warn.bind(cms.strapi.log)
    cms.strapi.log.warn = ((message: string, ...rest: unknown[]) => {
      warnings.push(String(message))
      return warn(message, ...rest)
    }) as typeof cms.strapi.log.warn
  }, 180_000)

  afterAll(async () => {
    await cms?.stop()
    await asAdmin(undefined, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`, `DROP ROLE IF EXISTS "${role}"`)
  })

  it('starts without the extension or its column', async () => {
    const knex = cms.strapi.db.connection
    const extensions = await knex.raw(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`)
    expect(extensions.rows).toEqual([])
    const columns = await knex.raw(
      `SELECT column_name FROM information_schema.columns WHERE table_schema = ? AND table_name = 'content_items' AND column_name LIKE 'search%' ORDER BY 1`,
      [schema],
    )
    expect(columns.rows.map((row: { column_name: string }) => row.column_name)).toEqual(['search_vector'])
  })

  it('finds whole words, word starts and plurals; a word inside a compound is not found', async () => {
    const title = 'Kwartelhackathon in de Glimwormfabriek'
    await createSearchItem(cms, { title, summary: 'Teams bouwen een walrusprototype', body: 'Griezelmentoren helpen de teams.' })
    const search = (q: string) => searchItems(cms, q).then(({ titles }) => titles)
    expect(await search('kwartelhackathon')).toEqual([title])
    expect(await search('KwartelHack')).toEqual([title])
    expect(await search('walrusprototypes')).toEqual([title])
    expect(await search('griezelmentor glimwormfabriek')).toEqual([title])
    // Inside a word: found with pg_trgm (search.test.ts), not by the word search.
    expect(await search('wormfabriek')).toEqual([])
    expect(await search('hackathon')).not.toContain(title)
    expect(await search('kwartelhackathon olifant')).toEqual([])
  })

  it('a restart says in the log that substring search is off', async () => {
    // The start-up check runs again on every boot (here: directly), and warns each time.
    await ensureFullTextSearch(cms.strapi)
    expect(warnings.some((warning) => warning.includes('pg_trgm extension could not be created'))).toBe(true)
  })
})
