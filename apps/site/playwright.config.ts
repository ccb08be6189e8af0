import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig, devices } from '@playwright/test'
import {
  E2E_ADMIN_EMAIL,
  E2E_ADMIN_PASSWORD,
  E2E_CMS_PORT,
  E2E_CMS_URL as CMS_URL,
  E2E_CMS_WEBHOOK_SECRET,
  E2E_MAIL_URL,
  E2E_MAIL_WEB_PORT,
  E2E_SMTP_PORT,
  E2E_SESSION_SECRET,
  E2E_SITE_PORT as SITE_PORT,
  E2E_SITE_URL as SITE_URL,
} from './e2e/config'
import { E2E_OPENAI_API_KEY, E2E_OPENAI_BASE_URL } from './e2e/calls-fixtures'
import { E2E_SENTRY_DSN, E2E_SENTRY_PORT, E2E_SENTRY_URL } from './e2e/fake-sentry'
import { E2E_GTM_ID, E2E_GTM_SCRIPT_URL } from './e2e/fake-gtm'
import { CHROMIUM as chromium } from './e2e/chromium'
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** Given to the e2e CMS and site alike (client IP forwarding, apps/cms/src/middlewares/client-ip.ts). */
const E2E_CMS_PROXY_SECRET = 'e2e-only-proxy-secret-0123456789'

// The e2e run starts the real CMS (fresh temp SQLite with seeded demo data) and the site's
// production build. E2E_WITHOUT_CMS=1 leaves the CMS out, for working on the frame alone.
const cmsServer = {
  command: 'npm run start:test -w @talentstad/cms',
  cwd: REPO_ROOT,
  url: `${CMS_URL}/_health`,
  // The first run also builds the admin panel (about 100 s; apps/cms/scripts/start-test.mjs).
  timeout: 360_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(E2E_CMS_PORT),
    SITE_URL,
    // The CMS tells the e2e site when content changes (lib/content-events.ts), signed with this.
    CMS_WEBHOOK_SECRET: E2E_CMS_WEBHOOK_SECRET,
    // The site sends it with the visitor's X-Forwarded-For; the CMS trusts the forwarded IP only then.
    CMS_PROXY_SECRET: E2E_CMS_PROXY_SECRET,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(E2E_SMTP_PORT),
    // Specs run the digest as a community manager (a scheduled run would mail at any moment).
    DIGEST_SCHEDULE: 'off',
    // Every notification at once: in production a member hears of the first thing at once and of the
    // rest in an hourly summary, so one spec's submission would hold back another spec's mail to the
    // same community manager (the coalescing is tested in apps/cms/tests/mail-floods.test.ts).
    NOTIFICATION_PERIOD_MS: '1',
    // An admin-panel account for editing like an editor (cms-edit.spec.ts).
    ADMIN_EMAIL: E2E_ADMIN_EMAIL,
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
  },
}

// The real SMTP catcher: account e2e tests read the activation, code and reset mails from it.
const mailServer = {
  command: `node ${JSON.stringify(`${REPO_ROOT}node_modules/maildev/bin/maildev`)} --smtp ${E2E_SMTP_PORT} --web ${E2E_MAIL_WEB_PORT} --ip 127.0.0.1 --silent`,
  url: `${E2E_MAIL_URL}/email`,
  timeout: 30_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}

// A fake Sentry (e2e/fake-sentry.ts) for the whole run: the site's server SDK sends to it, the
// browser SDK through the site's tunnel. Node 20 runs no TypeScript, so esbuild compiles it first.
const FAKE_SENTRY_JS = path.join(os.tmpdir(), `talentstad-fake-sentry-${E2E_SENTRY_PORT}.mjs`)
const fakeSentryServer = {
  command: `npx esbuild e2e/fake-sentry.ts --bundle --format=esm --platform=node --log-level=warning --outfile=${JSON.stringify(FAKE_SENTRY_JS)} && node ${JSON.stringify(FAKE_SENTRY_JS)} --port ${E2E_SENTRY_PORT}`,
  url: `${E2E_SENTRY_URL}/__fake/health`,
  timeout: 30_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
}

const siteServer = {
  // `npm test` has built the site already (beside the admin panel) and says so.
  command: process.env.E2E_SITE_BUILT === 'true' ? 'npm start' : 'npm run build && npm start',
  url: `${SITE_URL}/healthz`,
  timeout: 180_000,
  reuseExistingServer: !process.env.CI,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(SITE_PORT),
    HOST: '127.0.0.1',
    CMS_URL,
    SITE_URL,
    SESSION_SECRET: E2E_SESSION_SECRET,
    CMS_WEBHOOK_SECRET: E2E_CMS_WEBHOOK_SECRET,
    CMS_PROXY_SECRET: E2E_CMS_PROXY_SECRET,
    // Tests give each browser its own X-Forwarded-For, so per-visitor throttling in the CMS does
    // not make one test starve another (and the throttling tests can act as one visitor).
    TRUST_PROXY: '1',
    // 'Herschrijf met AI' against the fake OpenAI endpoint that calls.spec.ts starts (e2e/fake-openai.ts).
    OPENAI_BASE_URL: E2E_OPENAI_BASE_URL,
    OPENAI_API_KEY: E2E_OPENAI_API_KEY,
    // Error reporting on, against the fake Sentry; the test-only throwing loader for monitoring.spec.ts.
    SENTRY_DSN: E2E_SENTRY_DSN,
    MONITORING_TEST_ROUTE: 'true',
    // Every browser of the run posts from one address (127.0.0.1): the tunnel's per-address limit
    // (default 60 a minute) would refuse other specs' reports, which Chromium logs as console errors.
    // The limit itself is tested in app/lib/monitoring/tunnel.server.test.ts and lib/rate-limit.server.test.ts.
    SENTRY_TUNNEL_PER_MINUTE: '100000',
    // Every request of the suite is traced (the monitoring spec looks for its own; the budget has unit tests).
    SENTRY_TRACES_PER_MINUTE: '1000000',
    // /ontwerp, the components page production does not serve (e2e/design-system.spec.ts).
    DESIGN_SYSTEM_PAGE: 'true',
    // Analytics with consent: every spec sees the cookie notice; consent.spec.ts starts the fake tag manager (e2e/fake-gtm.ts).
    GTM_ID: E2E_GTM_ID,
    GTM_SCRIPT_URL: E2E_GTM_SCRIPT_URL,
  },
}

export default defineConfig({
  testDir: './e2e',
  // Fails the run at once when Playwright's own disabled features are no longer all in ours.
  globalSetup: './e2e/chromium.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // The site reads the CMS with production's limit (5 s): an expectation waits as long (ADR 0025). A
  // test's own limit bounds a journey of many steps; a passing test spends nothing on either.
  timeout: 45_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: SITE_URL,
    locale: 'nl-NL',
    // A trace costs about a fifth of the run's time (measured on the a11y spec), and nobody can open
    // one after CI: recorded on failure locally only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testIgnore: /admin-desk\.spec\.ts$/,
    },
    {
      // The admin panel (issue 32) is heavy in a browser: its tests run after all others, not beside them.
      name: 'admin-panel',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
      testMatch: /admin-desk\.spec\.ts$/,
      dependencies: ['chromium'],
    },
  ],
  webServer: process.env.E2E_WITHOUT_CMS ? [fakeSentryServer, siteServer] : [mailServer, cmsServer, fakeSentryServer, siteServer],
})
