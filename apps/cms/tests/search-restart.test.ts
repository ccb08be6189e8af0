import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startCms, type TestCms } from './strapi'

// The search index lives beside Strapi's schema (src/lib/full-text-search.ts): a second start on
// the same database must accept it, and SQLite must catch up on writes its triggers missed. The
// first start runs in a process of its own (tests/fixtures/first-start.mjs).

const require = createRequire(import.meta.url)
const UID = 'api::content-item.content-item'
let dir: string
let sameDatabase: Record<string, string>
let cleanup: () => Promise<void>

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-restart-'))
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true })
  if (process.env.DATABASE_URL) {
    const schema = `test_restart_${randomBytes(4).toString('hex')}`
    const { Client } = require('pg')
    const admin = new Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    await admin.query(`CREATE SCHEMA "${schema}"`)
    sameDatabase = { DATABASE_SCHEMA: schema }
    cleanup = async () => {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`)
      await admin.end()
    }
  } else {
    sameDatabase = { DATABASE_FILENAME: path.join(dir, 'data.db') }
    cleanup = async () => undefined
  }
})
afterAll(async () => {
  await cleanup?.()
  rmSync(dir, { recursive: true, force: true })
})

async function titlesFor(cms: TestCms, q: string) {
  const response = await fetch(`${cms.url}/api/content-items?_q=${encodeURIComponent(q)}&fields[0]=title&sort[0]=title:asc`)
  expect(response.status).toBe(200)
  return ((await response.json()).data as Array<{ title: string }>).map((item) => item.title)
}

describe('the search index across restarts', () => {
  it('is kept on a second start, and rebuilt from the rows when SQLite lost its triggers', { timeout: 180_000 }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'fixtures/first-start.mjs')], {
      env: {
        ...process.env,
        ...sameDatabase,
        HOST: '127.0.0.1',
        PORT: '0',
        SERVE_ADMIN_PANEL: 'false',
        SEED_DEMO: 'true',
        DEMO_MODE: 'true',
        STRAPI_TELEMETRY_DISABLED: 'true',
        STRAPI_LOG_LEVEL: 'warn',
        PUBLIC_DIR: path.join(dir, 'public'),
      },
      timeout: 120_000,
    })
    const cms = await startCms(sameDatabase)
    try {
      expect(stdout.trim()).toBe(cms.database)
      if (cms.database === 'sqlite') {
        // Both starts kept their writes in the write-ahead log, synced at checkpoints (src/lib/sqlite-journal.ts).
        const knex = cms.strapi.db.connection
        expect(await knex.raw('pragma journal_mode')).toEqual([{ journal_mode: 'wal' }])
        expect(await knex.raw('pragma synchronous')).toEqual([{ synchronous: 1 }])
      }
      const expected = ['Herstartreiger voor de eerste start', ...(cms.database === 'sqlite' ? ['Herstartreiger zonder trigger'] : [])]
      expect(await titlesFor(cms, 'herstartreiger')).toEqual(expected.sort())
      await cms.strapi.documents(UID).create({
        data: { type: 'CONTENT_TYPE_NEWS', title: 'Herstartreiger na de herstart', slug: 'herstart-3', reviewState: 'approved' },
        status: 'published',
      } as any)
      expect(await titlesFor(cms, 'herstartreiger')).toContain('Herstartreiger na de herstart')
    } finally {
      // Removes only the harness's own folder or schema; the database above is removed in afterAll.
      await cms.stop()
    }
  })
})
