import { randomBytes } from 'node:crypto'
import path from 'node:path'

/**
 * The environment every test CMS boots with (tests/strapi.ts), around a folder of its own (`dir`:
 * uploads, multipart files). The template database (tests/global-setup.ts) is seeded with the same.
 */
export function testCmsEnv(dir: string): Record<string, string> {
  return {
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
    NOTIFICATION_SCHEDULE: 'off',
    // Files of multipart bodies while a request runs: a folder of this instance's own (tests/uploads-disk.test.ts reads it).
    UPLOAD_TMP_DIR: path.join(dir, 'incoming'),
    // With REDIS_URL (the whole run on Redis, or one test's own): rate-limit keys of this instance
    // only, so earlier runs' counts (same test IPs) never carry over.
    REDIS_KEY_PREFIX: `test-${randomBytes(6).toString('hex')}:`,
  }
}

/**
 * Settings a test may give its CMS that leave what the first start writes to the database
 * unchanged: such a CMS starts from a copy of the template database. Any other setting (the seed,
 * the admin account, the upload provider, the database itself, …) gets a database of its own.
 */
export const TEMPLATE_SAFE_SETTINGS = new Set([
  'SMTP_HOST',
  'SMTP_PORT',
  'SITE_URL',
  'IS_PROXIED',
  'SENTRY_DSN',
  'NOTIFICATION_PERIOD_MS',
  'MAIL_RETRY_DELAYS_MS',
])

/** The template database, as tests/global-setup.ts provides it to the test files. */
export type CmsTemplate =
  { kind: 'sqlite'; file: string; publicDir: string } | { kind: 'postgres'; database: string; publicDir: string } | null

declare module 'vitest' {
  export interface ProvidedContext {
    cmsTemplate: CmsTemplate
    /** Names what this run's test CMSs leave behind (databases, folders), for tests/global-setup.ts to remove. */
    cmsRunId: string
  }
}
