// Starts the CMS for the end-to-end tests: compiled server and admin panel, a fresh SQLite file with
// the demo content, demo users and demo editors, on port 1337 (or PORT). Stops cleanly on SIGINT/SIGTERM.
// The admin panel (e2e/admin-desk.spec.ts) is built once when dist/build has none (about 100 s);
// after changing src/admin, delete apps/cms/dist/build or run `npm run build -w @talentstad/cms`.
// E2E_ADMIN_PANEL=false leaves it out; `--build-only` builds what is missing and exits.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-e2e-cms-'))

// `npm test` compiles once before every suite and sets CMS_SKIP_COMPILE.
if (process.env.CMS_SKIP_COMPILE !== 'true') {
  const compile = spawn(process.execPath, [path.join(appDir, 'scripts/compile.mjs')], { cwd: appDir, stdio: 'inherit' })
  const compiled = await new Promise((resolve) => compile.on('exit', (code) => resolve(code === 0)))
  if (!compiled) process.exit(1)
}
const strapiBin = path.join(path.dirname(require.resolve('@strapi/strapi/package.json')), 'bin/strapi.js')
const withAdminPanel = process.env.E2E_ADMIN_PANEL !== 'false'
if (withAdminPanel && !existsSync(path.join(appDir, 'dist/build/index.html'))) {
  // Built without NODE_ENV (a production build asks for the deployment's secrets); it compiles the server too.
  const { NODE_ENV: _env, ...buildEnv } = process.env
  const build = spawn(process.execPath, [strapiBin, 'build'], {
    cwd: appDir,
    stdio: 'inherit',
    env: { ...buildEnv, STRAPI_TELEMETRY_DISABLED: 'true' },
  })
  const built = await new Promise((resolve) => build.on('exit', (code) => resolve(code === 0)))
  if (!built) process.exit(1)
}
// `--build-only`: what the e2e CMS needs built (the admin panel), then no server (`npm test` builds it
// beside the site's build before the e2e run).
if (process.argv.includes('--build-only')) {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}
mkdirSync(path.join(dataDir, 'public/uploads'), { recursive: true })
const testSecret = () => randomBytes(24).toString('hex')

const { DATABASE_URL: _ignored, ...env } = process.env
const strapi = spawn(process.execPath, [strapiBin, 'start'], {
  cwd: appDir,
  stdio: 'inherit',
  env: {
    ...env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: process.env.PORT ?? '1337',
    DATABASE_FILENAME: path.join(dataDir, 'data.db'),
    PUBLIC_DIR: path.join(dataDir, 'public'),
    APP_KEYS: `${testSecret()},${testSecret()}`,
    ADMIN_JWT_SECRET: testSecret(),
    API_TOKEN_SALT: testSecret(),
    TRANSFER_TOKEN_SALT: testSecret(),
    ENCRYPTION_KEY: testSecret(),
    JWT_SECRET: testSecret(),
    SERVE_ADMIN_PANEL: String(withAdminPanel),
    RATE_LIMIT_ENABLED: 'false',
    // The site forwards the visitor's IP in X-Forwarded-For with CMS_PROXY_SECRET (playwright.config.ts
    // gives both the same); the account limiters key on it. Every e2e browser has the same IP, so the
    // per-IP account limits are raised (per account they stay).
    CMS_PROXY_SECRET: process.env.CMS_PROXY_SECRET ?? 'e2e-only-proxy-secret-0123456789',
    IS_PROXIED: 'true',
    ACCOUNT_IP_LIMIT_FACTOR: process.env.ACCOUNT_IP_LIMIT_FACTOR ?? '50',
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
// Strapi's exit code passes through; killed by a signal (no clean shutdown) counts as a failure.
strapi.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(code ?? 1)
})
