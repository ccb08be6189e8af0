import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Core } from '@strapi/strapi'

const require = createRequire(import.meta.url)
const appDir = path.resolve(__dirname, '..')

export interface TestCms {
  strapi: Core.Strapi
  url: string
  /** Which database this instance runs on, for test names. */
  database: 'sqlite' | 'postgres'
  stop(): Promise<void>
}

/**
 * Boots the compiled CMS (run `npm run build:server` first) on a database of its own, seeded with
 * the demo content and demo users, listening on a free port.
 */
export async function startCms(env: Record<string, string> = {}): Promise<TestCms> {
  const databaseUrl = process.env.DATABASE_URL
  // Uploads (seed images) and the SQLite file live in a temporary folder of their own.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-cms-'))
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true })
  let cleanup: () => Promise<void>
  if (databaseUrl) {
    const schema = `test_${randomBytes(6).toString('hex')}`
    const { Client } = require('pg')
    const admin = new Client({ connectionString: databaseUrl })
    await admin.connect()
    await admin.query(`CREATE SCHEMA "${schema}"`)
    process.env.DATABASE_SCHEMA = schema
    cleanup = async () => {
      await admin.query(`DROP SCHEMA "${schema}" CASCADE`)
      await admin.end()
    }
  } else {
    process.env.DATABASE_FILENAME = path.join(dir, 'data.db')
    cleanup = async () => undefined
  }
  Object.assign(process.env, {
    HOST: '127.0.0.1',
    PORT: '0',
    SERVE_ADMIN_PANEL: 'false',
    RATE_LIMIT_ENABLED: 'false',
    // Tests run the digest themselves (a scheduled run would mail their members at any moment).
    DIGEST_SCHEDULE: 'off',
    // Tests call from loopback and play the site: their X-Forwarded-For is the client IP
    // (src/middlewares/client-ip.ts). tests/client-ip.test.ts turns this off to test the secret.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    SEED_DEMO: 'true',
    DEMO_MODE: 'true',
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_LOG_LEVEL: 'warn',
    STRAPI_COLLECT_ERRORS: 'true',
    PUBLIC_DIR: path.join(dir, 'public'),
    // Mails that others cause coalesce per hour in production; here each goes out at once, and no
    // summary is sent in the background (tests/mail-floods.test.ts sets a period and sends them itself).
    NOTIFICATION_PERIOD_MS: '1',
    NOTIFICATION_FLUSH_INTERVAL_MS: String(24 * 60 * 60 * 1000),
    // Files of multipart bodies while a request runs: a folder of this instance's own (tests/uploads-disk.test.ts reads it).
    UPLOAD_TMP_DIR: path.join(dir, 'incoming'),
    // With REDIS_URL (the whole run on Redis, or one test's own): rate-limit keys of this instance
    // only, so earlier runs' counts (same test IPs) never carry over.
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
    ...env,
  })

  const { createStrapi } = require('@strapi/strapi')
  const strapi: Core.Strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
  await strapi.load()
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()))
  const address = strapi.server.httpServer.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    strapi,
    url: `http://127.0.0.1:${port}`,
    database: databaseUrl ? 'postgres' : 'sqlite',
    async stop() {
      // Not strapi.destroy(): it removes every process listener, the test runner's included.
      await strapi.server.destroy()
      await strapi.db.destroy()
      await cleanup()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
