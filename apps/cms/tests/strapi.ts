import { randomBytes } from 'node:crypto'
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import type { Core } from '@strapi/strapi'
import { inject } from 'vitest'
import { TEMPLATE_SAFE_SETTINGS, testCmsEnv } from './cms-env'

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
): Promise<{ env: Record<string, string>; cleanup: () => Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL
  // The template is of the run's own database: not for a test that points DATABASE_URL elsewhere.
  const usable = Object.keys(env).every((key) => TEMPLATE_SAFE_SETTINGS.has(key)) && databaseUrl === BASE_DATABASE_URL
  const template = usable ? inject('cmsTemplate') : null
  if (template) cpSync(path.join(template.publicDir, 'uploads'), path.join(dir, 'public/uploads'), { recursive: true })
  if (template?.kind === 'sqlite') {
    const file = path.join(dir, 'data.db')
    copyFileSync(template.file, file)
    if (existsSync(`${template.file}-wal`)) copyFileSync(`${template.file}-wal`, `${file}-wal`)
    return { env: { DATABASE_FILENAME: file }, cleanup: async () => undefined }
  }
  if (databaseUrl) {
    const { Client } = require('pg')
    const admin = new Client({ connectionString: databaseUrl })
    await admin.connect()
    if (template?.kind === 'postgres') {
      const database = `test_${randomBytes(6).toString('hex')}`
      await admin.query(`CREATE DATABASE "${database}" TEMPLATE "${template.database}"`)
      const url = new URL(databaseUrl)
      url.pathname = `/${database}`
      return {
        env: { DATABASE_URL: url.toString(), DATABASE_SCHEMA: 'public' },
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

/**
 * Boots the compiled CMS (run `npm run build:server` first) on a database of its own, seeded with
 * the demo content and demo users, listening on a free port.
 */
export async function startCms(env: Record<string, string> = {}): Promise<TestCms> {
  const databaseUrl = process.env.DATABASE_URL
  // Uploads (seed images) and the SQLite file live in a temporary folder of their own.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-cms-'))
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true })
  const database = await databaseFor(dir, env)
  Object.assign(process.env, testCmsEnv(dir), database.env, env)

  const { createStrapi } = require('@strapi/strapi')
  const strapi: Core.Strapi = createStrapi({ appDir, distDir: path.join(appDir, 'dist') })
  await strapi.load()
  // The CMS has read its settings: the next test CMS in this file starts from the run's server again.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl
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
      await database.cleanup()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
