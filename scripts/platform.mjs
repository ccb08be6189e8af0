// The production platform on throw-away data, for the measuring scripts (bench, lighthouse): a CMS on
// a fresh SQLite file with the demo seed, and production sites in front of it. One place for the
// environment both need; each script adds its own (item count, admin account, cache off).
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { bin, root, run, service } from './lib.mjs'

const secret = () => randomBytes(24).toString('hex')

/** Builds the site and compiles the CMS; false when either fails. */
export async function buildPlatform() {
  if ((await run(bin('turbo'), ['run', 'build', '--filter=@talentstad/site', '--output-logs=errors-only'])) !== 0) return false
  return (await run(process.execPath, ['scripts/compile.mjs'], { cwd: path.join(root, 'apps/cms') })) === 0
}

/**
 * A temporary data directory and the secrets CMS and site share. `children` collects every process
 * started through it; `stop()` ends them and removes the data, and they end with this process too.
 */
export function createPlatform(name) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `talentstad-${name}-`))
  mkdirSync(path.join(dataDir, 'public/uploads'), { recursive: true })
  const secrets = { webhook: secret(), session: secret(), proxy: secret() }
  const children = []
  const stop = () => {
    for (const child of children) child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM')
  })
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })

  /** The local mail catcher (MailDev): SMTP on `smtpPort`, its web API on `webPort`. */
  const startMail = ({ smtpPort, webPort }) => {
    const child = service('mail', process.execPath, [
      path.join(root, 'node_modules/maildev/bin/maildev'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--silent',
    ])
    children.push(child)
    return child
  }

  /**
   * The CMS in production mode with the demo seed; `env` adds to or overrides it. `script` (a path
   * from the root) runs instead of `strapi start` with the same environment.
   */
  const startCms = ({ port, siteUrl, smtpPort, env = {}, script }) => {
    const args = script ? [path.join(root, script)] : [path.join(root, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start']
    const child = service('cms', process.execPath, args, {
      cwd: path.join(root, 'apps/cms'),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: '',
        DATABASE_FILENAME: path.join(dataDir, 'data.db'),
        PUBLIC_DIR: path.join(dataDir, 'public'),
        SERVE_ADMIN_PANEL: 'false',
        RATE_LIMIT_ENABLED: 'false',
        SEED_DEMO: 'true',
        STRAPI_LOG_LEVEL: 'warn',
        STRAPI_STARTUP_BANNER: 'false',
        STRAPI_TELEMETRY_DISABLED: 'true',
        SITE_URL: siteUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        CMS_WEBHOOK_SECRET: secrets.webhook,
        CMS_PROXY_SECRET: secrets.proxy,
        APP_KEYS: `${secret()},${secret()}`,
        ADMIN_JWT_SECRET: secret(),
        API_TOKEN_SALT: secret(),
        TRANSFER_TOKEN_SALT: secret(),
        ENCRYPTION_KEY: secret(),
        JWT_SECRET: secret(),
        ...env,
      },
    })
    children.push(child)
    return child
  }

  /** A production site (server.js) on `port` in front of `cmsUrl`; `env` adds to or overrides it. */
  const startSite = ({ label = 'site', port, cmsUrl, siteUrl, env = {} }) => {
    const child = service(label, process.execPath, ['server.js'], {
      cwd: path.join(root, 'apps/site'),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        CMS_URL: cmsUrl,
        SITE_URL: siteUrl,
        SESSION_SECRET: secrets.session,
        CMS_WEBHOOK_SECRET: secrets.webhook,
        CMS_PROXY_SECRET: secrets.proxy,
        ...env,
      },
    })
    children.push(child)
    return child
  }

  return { dataDir, children, stop, startMail, startCms, startSite }
}
