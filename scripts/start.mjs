// `npm start`: builds what is missing, then runs the mail catcher, the CMS (SQLite, demo content)
// and the site in production mode. `npm run dev` does the same with hot reload.
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { DEMO } from './demo.mjs'
import { bin, root, run, service, waitFor } from './lib.mjs'

const dev = process.argv.includes('--dev')
const cmsDir = path.join(root, 'apps/cms')
const siteDir = path.join(root, 'apps/site')
const siteUrl = `http://localhost:${DEMO.sitePort}`
const cmsUrl = `http://127.0.0.1:${DEMO.cmsPort}`

/** Demo-only secrets, generated once per checkout and kept in .data/ (git-ignored), so sessions survive a restart. */
function demoSecret(name) {
  const dir = path.join(root, '.data')
  const file = path.join(dir, `${name}.secret`)
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  }
  return readFileSync(file, 'utf8').trim()
}

const children = []
const stopAll = (code = 0) => {
  for (const child of children) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}
process.on('SIGINT', () => stopAll(0))
process.on('SIGTERM', () => stopAll(0))

if (!dev) {
  console.log('Building (the first time includes the CMS admin panel and takes a few minutes)…')
  const code = await run(bin('turbo'), ['run', 'build', '--output-logs=errors-only'])
  if (code !== 0) process.exit(code)
} else {
  const code = await run(bin('turbo'), ['run', 'build', '--filter=@talentstad/types', '--output-logs=errors-only'])
  if (code !== 0) process.exit(code)
}

const webhookSecret = process.env.CMS_WEBHOOK_SECRET ?? demoSecret('webhook')
// The site proves with it that the X-Forwarded-For it sends the CMS is its own (the visitor's IP).
const proxySecret = process.env.CMS_PROXY_SECRET ?? demoSecret('proxy')

const mail = service('mail', bin('maildev'), [
  '--smtp',
  String(DEMO.smtpPort),
  '--web',
  String(DEMO.mailWebPort),
  '--ip',
  '127.0.0.1',
  '--silent',
])
children.push(mail)

const cms = service('cms', bin('strapi'), [dev ? 'develop' : 'start'], {
  cwd: cmsDir,
  env: {
    // Demo mode runs the CMS as development: the admin panel's secure cookies need https otherwise.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(DEMO.cmsPort),
    SITE_URL: siteUrl,
    // Signs the CMS → site content-change signal; the site refuses the built-in default in production.
    CMS_WEBHOOK_SECRET: webhookSecret,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(DEMO.smtpPort),
    SEED_DEMO: 'true',
    DEMO_MODE: 'true',
    ADMIN_EMAIL: DEMO.admin.email,
    ADMIN_PASSWORD: DEMO.admin.password,
    STRAPI_TELEMETRY_DISABLED: 'true',
    // Start-up, warnings and errors; `LOG_LEVEL=debug npm start` adds one access line a request.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // The site forwards the visitor's IP in X-Forwarded-For with this secret; the limiters key on it.
    CMS_PROXY_SECRET: proxySecret,
    IS_PROXIED: 'true',
  },
})
children.push(cms)

try {
  await waitFor(`${cmsUrl}/_health`, { child: cms })
} catch (error) {
  console.error(String(error))
  stopAll(1)
  await new Promise(() => {}) // stopAll exits the process
}

const site = service('site', 'npm', ['run', dev ? 'dev' : 'start'], {
  cwd: siteDir,
  env: {
    PORT: String(DEMO.sitePort),
    CMS_URL: cmsUrl,
    SITE_URL: siteUrl,
    NODE_ENV: dev ? 'development' : 'production',
    SESSION_SECRET: process.env.SESSION_SECRET ?? demoSecret('session'),
    CMS_WEBHOOK_SECRET: webhookSecret,
    CMS_PROXY_SECRET: proxySecret,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  },
})
children.push(site)
for (const child of children) child.on('exit', (code) => code && code !== 0 && stopAll(code))

try {
  await waitFor(`${siteUrl}/healthz`, { child: site, timeoutMs: 120_000 })
} catch (error) {
  console.error(String(error))
  stopAll(1)
  await new Promise(() => {}) // stopAll exits the process
}

console.log(`
Talentstad is running${dev ? ' (development, hot reload)' : ''}:
  Site         ${siteUrl}
  CMS admin    ${cmsUrl}/admin   (${DEMO.admin.email} / ${DEMO.admin.password})
  Mail inbox   http://127.0.0.1:${DEMO.mailWebPort}

Demo accounts (password ${DEMO.password}):
${DEMO.accounts.map(([email, what]) => `  ${email.padEnd(40)} ${what}`).join('\n')}

Stop with Ctrl+C.
`)
