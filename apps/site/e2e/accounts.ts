import { randomBytes, randomInt } from 'node:crypto'
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test as base, type Browser, type BrowserContext, type Cookie, type Page } from '@playwright/test'
import { E2E_CMS_URL, E2E_MAIL_URL, E2E_SITE_URL } from './config'

/**
 * Helpers for the account journeys: fresh addresses, the real mail catcher (MailDev's HTTP API),
 * and logging in: through the pages like a person would (password, then the e-mailed code), or by
 * posting the same two forms where the login is not what a test is about.
 */

export const PASSWORD = 'Veilig!Wachtwoord42'
export const DEMO_PASSWORD = 'Talentstad!2026'

/** A visitor IP of its own per test: the CMS throttles per visitor (the site trusts one proxy hop). */
export function randomIp() {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`
}

/**
 * Each test runs as its own visitor. When a test fails, the output says what every open page showed
 * (its address and text): CI keeps only the output, not the error context Playwright writes.
 */
export const test = base.extend<{ pagesOnFailure: void }>({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': randomIp() })
  },
  pagesOnFailure: [
    // After the test, before its pages close (`context` is torn down after this).
    async ({ browser, context: _context }, use, testInfo) => {
      await use()
      if (testInfo.status === testInfo.expectedStatus) return
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          const text = await page
            .locator('body')
            .innerText({ timeout: 1000 })
            .catch(() => '(not readable)')
          console.log(`--- what ${page.url()} showed when the test failed:\n${text.replace(/\n{2,}/g, '\n').slice(0, 2000)}`)
        }
      }
    },
    { auto: true },
  ],
})
export { expect }

export function newAddress(tag: string) {
  return `e2e-${tag}-${randomBytes(5).toString('hex')}@example.test`
}

export type Mail = {
  subject: string
  text?: string
  html?: string
  to: Array<{ address: string }>
  time?: string
  date?: string
  headers?: Record<string, string>
}

async function mailsTo(address: string): Promise<Mail[]> {
  const all = (await (await fetch(`${E2E_MAIL_URL}/email`)).json()) as Mail[]
  return all.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()))
}

export async function mailCount(address: string) {
  return (await mailsTo(address)).length
}

/** Waits for the first mail to this address after the first `previous` (and matching `subject`, when given). */
export async function nextMail(address: string, previous: number, timeoutMs = 15_000, subject?: RegExp): Promise<Mail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const mail = (await mailsTo(address)).slice(previous).find((candidate) => !subject || subject.test(candidate.subject))
    if (mail) return mail
    if (Date.now() > until) throw new Error(`no new mail to ${address} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** A subject filter for nextMail: the literal text anywhere in the subject. */
export function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
}

export function linkIn(mail: Mail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=[A-Za-z0-9_-]+`))
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`)
  return match[0]
}

/** A link of the mail's plain-text part to a site path, with its signed token. */
export function mailLink(mail: Mail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S+${path}\\?token=[A-Za-z0-9_.-]+`))
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`)
  return match[0]
}
/** The same address on the e2e site (the CMS builds links with its SITE_URL). */
export const onSite = (link: string) => {
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

export function codeIn(mail: Mail): string {
  const match = (mail.text ?? '').match(/\b(\d{6})\b/)
  if (!match) throw new Error(`no code in mail "${mail.subject}"`)
  return match[1]!
}

/** A registered, activated account made through the CMS's account API (fast set-up for tests). */
export async function createAccount(tag: string, password = PASSWORD) {
  const email = newAddress(tag)
  const ip = randomIp()
  const before = await mailCount(email)
  const register = await fetch(`${E2E_CMS_URL}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      firstName: 'Test',
      lastName: tag,
      email,
      password,
      confirmPassword: password,
      typeOfUser: 'TYPE_STUDENT',
      consent: true,
    }),
  })
  expect(register.status, await register.clone().text()).toBe(200)
  const token = new URL(linkIn(await nextMail(email, before), '/activeren')).searchParams.get('token')
  const activate = await fetch(`${E2E_CMS_URL}/api/account/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ token }),
  })
  expect(activate.status).toBe(200)
  return { email, password }
}

/**
 * Runs `work` while no other test worker logs in to the same account: the demo accounts are shared
 * by several specs, and two logins at once would each read the other's code (a new login challenge
 * replaces the previous one). A directory is the lock; one left by a killed worker expires.
 */
async function withAccountLock<T>(email: string, work: () => Promise<T>): Promise<T> {
  const lock = join(tmpdir(), `talentstad-e2e-login-${email.toLowerCase().replace(/[^a-z0-9]/g, '_')}`)
  for (const until = Date.now() + 60_000; ;) {
    try {
      await mkdir(lock)
      break
    } catch {
      const since = await stat(lock).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      )
      if (since > 30_000 || Date.now() > until) await rm(lock, { recursive: true, force: true })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  try {
    return await work()
  } finally {
    await rm(lock, { recursive: true, force: true })
  }
}

/** Password on /inloggen, then the code from the mail on /2fa. Ends wherever the site sends the user. */
export async function logIn(page: Page, email: string, password: string, from = '/inloggen') {
  if (!page.url().includes('/inloggen')) await page.goto(from)
  await withAccountLock(email, async () => {
    const before = await mailCount(email)
    await page.getByLabel('E-mailadres').fill(email)
    await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Inloggen' }).click()
    await expect(page).toHaveURL(/\/2fa$/)
    // Community managers also get review mails; only the login code mail counts here.
    const code = codeIn(await nextMail(email, before, 15_000, /inlogcode/))
    await page.getByLabel('Code').fill(code)
    await page.getByRole('button', { name: 'Bevestigen' }).click()
    await expect(page).not.toHaveURL(/\/2fa$/)
  })
}

/**
 * Logs `page`'s browser context in by posting the login form and then the mailed code, as a browser
 * without scripts would, without rendering either page: for tests about what a member does once
 * logged in (auth.spec.ts and onboarding.spec.ts log in through the pages). The page stays where it
 * was; the redirect after the code is followed, so its "Je bent ingelogd" toast is taken there.
 */
export async function logInByRequest(page: Page, email: string, password: string) {
  const request = page.context().request
  const headers = { Origin: E2E_SITE_URL }
  await withAccountLock(email, async () => {
    const before = await mailCount(email)
    const login = await request.post('/inloggen', { form: { email, password }, headers, maxRedirects: 0 })
    expect(`${login.status()} ${login.headers().location}`, await login.text()).toBe('303 /2fa')
    const code = codeIn(await nextMail(email, before, 15_000, /inlogcode/))
    const confirmed = await request.post('/2fa', { form: { code }, headers })
    expect(new URL(confirmed.url()).pathname, await confirmed.text()).not.toBe('/2fa')
    expect(confirmed.status()).toBe(200)
  })
}

/** Where an account's session is kept on this machine, so specs and workers share one login. */
const sessionFile = (email: string) => join(tmpdir(), `talentstad-e2e-session-${email.toLowerCase().replace(/[^a-z0-9]/g, '_')}.json`)

/**
 * Logs `page` in as the account with the session an earlier test saved, while the site still
 * accepts it; otherwise by the login form and the mailed code (logInByRequest), and saves that
 * session. The page stays where it was. The CMS sends an account at most 3 login codes per quarter
 * of an hour, and the demo accounts are used by many specs. Only the session is shared, not a
 * test's other cookies.
 */
export async function logInOnce(page: Page, email: string, password: string) {
  const saved = await readFile(sessionFile(email), 'utf8').then(
    (text) => JSON.parse(text) as Cookie[],
    () => null,
  )
  if (saved) {
    await page.context().addCookies(saved)
    // A session the site no longer accepts is no session to NextAuth's session endpoint.
    const session = (await (await page.context().request.get('/api/auth/session')).json()) as { user?: unknown }
    if (session.user) return
  }
  await logInByRequest(page, email, password)
  await rememberSession(page, email)
}

/** Saves the page's session as the account's, for logInOnce (not the test's other cookies). */
export async function rememberSession(page: Page, email: string) {
  const cookies = (await page.context().cookies()).filter((cookie) => cookie.name !== 'consent')
  await writeFile(sessionFile(email), JSON.stringify(cookies))
}

/** A browser context of its own (its own visitor IP) logged in as the account (logInOnce). */
export async function memberContext(
  browser: Browser,
  account: { email: string; password: string },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } })
  const page = await context.newPage()
  await logInOnce(page, account.email, account.password)
  return { context, page }
}
