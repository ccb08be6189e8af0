import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
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
  // Both projects of vitest.config.ts ask for it: one template for the run, removed after the last.
  const run = ((globalThis as Record<symbol, Run | undefined>)[RUN] ??= { prepared: prepare(), users: 0 })
  run.users++
  const { template, runId, teardown } = await run.prepared
  project.provide('cmsTemplate', template)
  project.provide('cmsRunId', runId)
  return async () => {
    if (--run.users === 0) await teardown()
  }
}

const RUN = Symbol.for('talentstad.test.template-run')
type Prepared = { template: CmsTemplate; runId: string; teardown: () => Promise<void> }
type Run = { prepared: Promise<Prepared>; users: number }

async function prepare(): Promise<Prepared> {
  // What this run's test CMSs leave behind carries its name: the CMSs the workers share are never
  // stopped (tests/strapi.ts), so their databases and folders are removed here at the end.
  const runId = randomBytes(4).toString('hex')
  const leftovers = async () => {
    for (const name of readdirSync(os.tmpdir())) {
      if (name.startsWith(`talentstad-cms-${runId}-`)) rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true })
    }
    if (!process.env.DATABASE_URL) return
    const { Client } = require('pg')
    const admin = new Client({ connectionString: process.env.DATABASE_URL })
    await admin.connect()
    try {
      const { rows } = await admin.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [`test\\_${runId}\\_%`])
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
    } finally {
      await admin.end()
    }
  }
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
      return { template: null, runId, teardown: leftovers }
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
  const teardown = async () => {
    await leftovers()
    await drop()
    rmSync(dir, { recursive: true, force: true })
  }
  return { template, runId, teardown }
}
