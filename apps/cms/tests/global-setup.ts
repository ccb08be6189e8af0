import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { TestProject } from 'vitest/node'
import { testCmsEnv, type CmsTemplate } from './cms-env'

const require = createRequire(import.meta.url)

/**
 * Once per run of the CMS tests: the database as the CMS's first start leaves it (tables, roles,
 * demo content and its uploads), built by one CMS in a process of its own. A test CMS starts from a
 * copy (tests/strapi.ts): on PostgreSQL a database created from it as a template, on SQLite a copy
 * of the file. That skips creating some eighty tables and seeding for most test files, which was
 * most of their start-up (about 10 s of 12 on SQLite, 25 of 30 on PostgreSQL). When PostgreSQL
 * does not let the test user create databases, every test CMS gets a fresh schema as before.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-template-'))
  mkdirSync(path.join(dir, 'public/uploads'), { recursive: true })
  const base = process.env.DATABASE_URL
  let template: CmsTemplate = null
  let drop = async () => undefined as void
  let env: Record<string, string>
  if (base) {
    const { Client } = require('pg')
    const admin = new Client({ connectionString: base })
    await admin.connect()
    const database = `talentstad_template_${randomBytes(6).toString('hex')}`
    try {
      await admin.query(`CREATE DATABASE "${database}"`)
    } catch (error) {
      console.warn(`No template database (${(error as Error).message}): every test CMS seeds its own.`)
      await admin.end()
      rmSync(dir, { recursive: true, force: true })
      project.provide('cmsTemplate', null)
      return
    }
    const url = new URL(base)
    url.pathname = `/${database}`
    env = { DATABASE_URL: url.toString(), DATABASE_SCHEMA: 'public' }
    template = { kind: 'postgres', database, publicDir: path.join(dir, 'public') }
    drop = async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
      await admin.end()
    }
  } else {
    const file = path.join(dir, 'data.db')
    env = { DATABASE_FILENAME: file }
    template = { kind: 'sqlite', file, publicDir: path.join(dir, 'public') }
  }
  await promisify(execFile)(process.execPath, [path.join(__dirname, 'fixtures/seed-template.mjs')], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'test', ...testCmsEnv(dir), ...env },
    timeout: 300_000,
    maxBuffer: 16 * 1024 * 1024,
  })
  project.provide('cmsTemplate', template)
  return async () => {
    await drop()
    rmSync(dir, { recursive: true, force: true })
  }
}
