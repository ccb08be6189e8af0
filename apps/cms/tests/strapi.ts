import { randomBytes } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { expect, inject } from 'vitest'
import { backgroundSettled } from '../src/lib/background'
import { contentSignalsSent } from '../src/lib/content-events'
import { TEMPLATE_SAFE_SETTINGS, testCmsEnv } from './cms-env'
import { startMailCatcher, type MailCatcher } from './mail-catcher'

const require = createRequire(import.meta.url)
const appDir = path.resolve(__dirname, '..')

export interface TestCms {
  strapi: Core.Strapi
  url: string
  /** Which database this instance runs on, for test names. */
  database: 'sqlite' | 'postgres'
  stop(): Promise<void>
}

/** The PostgreSQL server the tests run on, as the run began (a test may point DATABASE_URL elsewhere for a while). */
const BASE_DATABASE_URL = process.env.DATABASE_URL

/**
 * A database for one test CMS, and what it takes to remove it. From a copy of the template (see
 * tests/global-setup.ts) when the test's settings leave the first start's writes unchanged (and
 * the template's uploads with it); else empty, for the CMS to create and seed.
 */
async function databaseFor(
  dir: string,
  env: Record<string, string>,
): Promise<{ env: Record<string, string>; copy?: string; cleanup: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL
  // The template is of the run's own database: not for a test that points DATABASE_URL elsewhere.
  const usable = Object.keys(env).every((key) => TEMPLATE_SAFE_SETTINGS.has(key)) && databaseUrl === BASE_DATABASE_URL
  const template = usable ? inject('cmsTemplate') : null
  if (template) cpSync(path.join(template.publicDir, 'uploads'), path.join(dir, 'public/uploads'), { recursive: true })
  if (template?.kind === 'sqlite') {
    const file = path.join(dir, 'data.db')
    copySqlite(template.file, file)
    return { env: { DATABASE_FILENAME: file }, copy: file, cleanup: async () => undefined }
  }
  if (databaseUrl) {
    const { Client } = require('pg')
    const admin = new Client({ connectionString: databaseUrl })
    await admin.connect()
    if (template?.kind === 'postgres') {
      const database = `test_${runId()}_${randomBytes(6).toString('hex')}`
      await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template.database}"`)
      const url = new URL(databaseUrl)
      url.pathname = `/${database}`
      return {
        env: { DATABASE_URL: url.toString(), DATABASE_SCHEMA: 'public' },
        copy: database,
        cleanup: async () => {
          await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
          await admin.end()
        },
      }
    }
    const schema = `test_${randomBytes(6).toString('hex')}`
    await admin.query(`CREATE SCHEMA "${schema}"`)
    return {
      env: { DATABASE_SCHEMA: schema },
      cleanup: async () => {
        await admin.query(`DROP SCHEMA "${schema}" CASCADE`)
        await admin.end()
      },
    }
  }
  return { env: { DATABASE_FILENAME: path.join(dir, 'data.db') }, cleanup: async () => undefined }
}

/** What the worker's environment was before any test CMS wrote to it. */
const WORKER_ENV: NodeJS.ProcessEnv = ((globalThis as Record<symbol, NodeJS.ProcessEnv>)[Symbol.for('talentstad.test.worker-env')] ??= {
  ...process.env,
})

/**
 * Puts process.env back as the worker began, then adds `env`. Files that share a process
 * (`isolate: false`, see startSharedCms) share process.env: one file's settings, or a variable a
 * test set for the CMS to read lazily, never reach the next file. Vitest's own stay as they are.
 */
function useEnvironment(env: Record<string, string>) {
  for (const key of Object.keys(process.env)) {
    if (!key.startsWith('VITEST') && !(key in WORKER_ENV)) delete process.env[key]
  }
  for (const [key, value] of Object.entries(WORKER_ENV)) {
    if (!key.startsWith('VITEST') && value !== undefined) process.env[key] = value
  }
  Object.assign(process.env, env)
}

/** Whether this process has booted a Strapi: it boots one at most (its admin registries are per process). */
const BOOTED = Symbol.for('talentstad.test.strapi-booted')

/** The run's name for what its test CMSs leave behind (tests/global-setup.ts removes it at the end). */
const runId = () => inject('cmsRunId')

/**
 * Boots the compiled CMS (run `npm run build:server` first) on a database of its own, seeded with
 * the demo content and demo users, listening on a free port. For a file of its own process: see
 * startSharedCms for the files that share one.
 */
export async function startCms(env: Record<string, string> = {}): Promise<TestCms> {
  return (await bootCms(env)).cms
}

async function bootCms(env: Record<string, string>) {
  const state = globalThis as Record<symbol, string | undefined>
  if (state[BOOTED]) {
    throw new Error(
      `This process has already booted a CMS (for ${state[BOOTED]}); Strapi boots once per process. A file ` +
        'in SHARED_CMS_FILES (tests/databases.ts) uses startSharedCms(), and a file booting its own CMS is not on that list.',
    )
  }
  state[BOOTED] = expect.getState().testPath ?? 'a test file'
  const databaseUrl = process.env.DATABASE_URL
  useEnvironment({})
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  // Uploads (seed images) and the SQLite file live in a temporary folder of their own.
  const dir = mkdtempSync(path.join(os.tmpdir(), `talentstad-cms-${runId()}-`))
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true })
  const database = await databaseFor(dir, env)
  const settings = { ...testCmsEnv(dir), ...database.env, ...env }
  Object.assign(process.env, settings)

  const { createStrapi } = require('@strapi/strapi')
  const strapi: Core.Strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
  await strapi.load()
  // The CMS has read its settings: the next test CMS in this file starts from the run's server again.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
  await new Promise<void>((resolve) => strapi.server.listen(0, '127.0.0.1', () => resolve()))
  const address = strapi.server.httpServer.address()
  const port = typeof address === 'object' && address ? address.port : 0

  const cms: TestCms = {
    strapi,
    url: `http://127.0.0.1:${port}`,
    database: databaseUrl ? 'postgres' : 'sqlite',
    async stop() {
      // Not strapi.destroy(): it removes every process listener, the test runner's included.
      await strapi.server.destroy()
      await strapi.db.destroy()
      await database.cleanup()
      rmSync(dir, { recursive: true, force: true })
    },
  }
  return { cms, settings, copy: database.copy }
}

/** The settings of the CMS the files in SHARED_CMS_FILES share (with the worker's mail catcher's SMTP port). */
export const SHARED_CMS_SETTINGS = {
  SMTP_HOST: '127.0.0.1',
  // Koa trusts X-Forwarded-Proto/-Host (the site in front); X-Forwarded-For is the client IP either way (TRUSTED_PROXIES).
  IS_PROXIED: 'true',
  // Links in mails point here; nothing listens (content-change signals fail fast, as warnings).
  SITE_URL: 'http://127.0.0.1:9',
} as const

interface SharedCms {
  cms: TestCms
  mail: MailCatcher
  /** The settings it booted with, put back into process.env for each file. */
  settings: Record<string, string>
  /** Its database (a copy of the template) and the template, to copy again. */
  database: { kind: 'sqlite'; file: string; template: string } | { kind: 'postgres'; name: string; template: string }
  /** Strapi's log transports after the boot: a file's log capture (tests/log-capture.ts) ends with the file. */
  transports: unknown[]
  inUse: boolean
}

const SHARED = Symbol.for('talentstad.test.shared-cms')

/**
 * One CMS per worker, not per file (ADR 0025): the worker's CMS with SHARED_CMS_SETTINGS and its
 * mail catcher, for the files in SHARED_CMS_FILES (tests/databases.ts), which vitest runs in
 * shared processes (`isolate: false`, vitest.config.ts). The worker's first file boots it; each
 * later one gets it reset, as fresh as a new boot for a fraction of its cost: the previous file's
 * background work and signals have ended, the database is a new copy of the template, the mail
 * catcher is empty, and what the process kept (role permissions, rate-limit counts, log transports,
 * process.env) is as it was after the boot. Stopping either hands it back for the next file.
 *
 * `readWhenUsed`: settings of this file that the CMS reads each time it uses them, not at its boot
 * (the notification period, SITE_URL for the links in mails); the next file's reset takes them away.
 * A setting read at boot (SMTP, the database, Sentry, the seed) needs a CMS of its own (startCms).
 */
export async function startSharedCms(readWhenUsed: Record<string, string> = {}): Promise<{ cms: TestCms; mail: MailCatcher }> {
  const state = globalThis as Record<symbol, SharedCms | undefined>
  let shared = state[SHARED]
  if (shared) {
    if (shared.inUse) throw new Error('The shared CMS is in use: a file starts it once (beforeAll)')
    await reset(shared)
  } else {
    const template = inject('cmsTemplate')
    if (!template) throw new Error('No template database: the shared CMS starts from a copy of it (tests/global-setup.ts)')
    const mail = await startMailCatcher()
    const { cms, settings, copy } = await bootCms({ ...SHARED_CMS_SETTINGS, SMTP_PORT: String(mail.smtpPort) })
    if (!copy) throw new Error('The shared CMS did not start from the template')
    shared = {
      cms,
      mail,
      settings,
      database:
        template.kind === 'sqlite'
          ? { kind: 'sqlite', file: copy, template: template.file }
          : { kind: 'postgres', name: copy, template: template.database },
      transports: [...cms.strapi.log.transports],
      inUse: false,
    }
    state[SHARED] = shared
  }
  shared.inUse = true
  Object.assign(process.env, readWhenUsed)
  const current = shared
  const handBack = async () => {
    if (!current.inUse) return
    await settle(current.cms)
    current.inUse = false
  }
  return { cms: { ...current.cms, stop: handBack }, mail: { ...current.mail, stop: () => void handBack() } }
}

/** The CMS's background work (mails after a response) and then the content-change signals it set off have ended. */
export async function settle(cms: TestCms) {
  // The background work first: what it writes sets off signals of its own.
  await backgroundSettled(cms.strapi)
  await contentSignalsSent(cms.strapi)
}

/** A SQLite database copied with its write-ahead log, in case a late write left one. */
function copySqlite(from: string, to: string) {
  for (const suffix of ['-wal', '-shm']) rmSync(`${to}${suffix}`, { force: true })
  copyFileSync(from, to)
  if (existsSync(`${from}-wal`)) copyFileSync(`${from}-wal`, `${to}-wal`)
}

async function reset(shared: SharedCms) {
  const { strapi } = shared.cms
  await settle(shared.cms)
  for (const transport of [...strapi.log.transports]) {
    if (!shared.transports.includes(transport)) strapi.log.remove(transport)
  }
  await strapi.db.connection.destroy()
  const { database } = shared
  if (database.kind === 'sqlite') {
    copySqlite(database.template, database.file)
  } else {
    const { Client } = require('pg')
    const admin = new Client({ connectionString: BASE_DATABASE_URL })
    await admin.connect()
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`)
      await admin.query(`CREATE DATABASE "${database.name}" TEMPLATE "${database.template}"`)
    } finally {
      await admin.end()
    }
  }
  strapi.db.connection.initialize()
  // What the compiled modules the CMS runs keep in memory (not the tests' own copies of src/).
  require(path.join(appDir, 'dist/src/lib/role-permissions.js')).forgetRolePermissions()
  const rateLimit = require(path.join(appDir, 'dist/src/lib/rate-limit.js'))
  rateLimit.useLimiterStore((options: unknown) => rateLimit.memoryStore(options))
  await shared.mail.clear()
  useEnvironment(shared.settings)
}
