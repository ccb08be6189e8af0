// Starts the CMS for the end-to-end tests: compiled server, no admin panel, a fresh SQLite file with
// the demo content and demo users, on port 1337 (or PORT). Stops cleanly on SIGINT/SIGTERM.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-e2e-cms-'))

const compile = spawn(process.execPath, [path.join(appDir, 'scripts/compile.mjs')], { cwd: appDir, stdio: 'inherit' })
const compiled = await new Promise((resolve) => compile.on('exit', (code) => resolve(code === 0)))
if (!compiled) process.exit(1)

const { DATABASE_URL: _ignored, ...env } = process.env
const strapi = spawn(process.execPath, [path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin/strapi.js'), 'start'], {
  cwd: appDir,
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '1337',
    DATABASE_FILENAME: path.join(dataDir, 'data.db'),
    SERVE_ADMIN_PANEL: 'false',
    RATE_LIMIT_ENABLED: 'false',
    SEED_DEMO: 'true',
    DEMO_MODE: 'true',
    STRAPI_LOG_LEVEL: process.env.STRAPI_LOG_LEVEL ?? 'warn',
    STRAPI_STARTUP_BANNER: 'false',
    STRAPI_TELEMETRY_DISABLED: 'true',
  },
})

const stop = () => strapi.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
strapi.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 0)
})
