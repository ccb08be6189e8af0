// Shared by playwright.config.ts and the specs. E2E_SITE_PORT / E2E_CMS_PORT let two checkouts run
// their end-to-end suites side by side.
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100)
export const E2E_SITE_URL = `http://127.0.0.1:${E2E_SITE_PORT}`
export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1337)
export const E2E_CMS_URL = `http://127.0.0.1:${E2E_CMS_PORT}`
/** Only for the site the e2e run starts; tests use it to sign a toast cookie like an action would. */
export const E2E_SESSION_SECRET = 'e2e-only-session-secret-0123456789abcdef'
/** Shared with the CMS in a real deployment; here only the tests post content-change signals. */
export const E2E_CMS_WEBHOOK_SECRET = 'e2e-only-webhook-secret-0123456789'
/** MailDev for the e2e run: the CMS sends account mails here, tests read them over its HTTP API. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_CMS_PORT + 1)
export const E2E_MAIL_WEB_PORT = Number(process.env.E2E_MAIL_WEB_PORT ?? E2E_CMS_PORT + 2)
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_WEB_PORT}`
/** The admin-panel account the e2e CMS creates at start-up (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN_EMAIL = 'redactie@e2e.talentstad.local'
export const E2E_ADMIN_PASSWORD = 'E2e-Redactie!2026'
