import { hydrated } from './page'
import type { Page } from '@playwright/test'
import { createAccount, expect, logIn, test } from './accounts'

/**
 * The session client in the browser (spec 4): the header's user area follows useSession(),
 * seeded by the server render; it refetches on another tab's message and when the page becomes
 * visible, so a session that ended elsewhere shows without a reload.
 */

const account = (page: Page) => page.getByRole('list', { name: 'Account' })

/** Console errors and uncaught exceptions of a page. */
function collectErrors(page: Page, into: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(`${page.url()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => into.push(`${page.url()}: ${error.message}`))
}

/** What the browser does when a tab comes back to the front. */
async function becomeVisible(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

test("logging out in one tab switches the other tab's header to Inloggen without a reload", async ({ page }) => {
  const errors: string[] = []
  collectErrors(page, errors)
  const { email, password } = await createAccount('tabs')
  await logIn(page, email, password)

  const other = await page.context().newPage()
  collectErrors(other, errors)
  await other.goto('/nieuws')
  await hydrated(other)
  await expect(account(other).getByRole('link', { name: 'Uitloggen' })).toBeVisible()
  await expect(other.getByRole('link', { name: 'Rond je onboarding af' })).toBeVisible()
  // A reload would lose this.
  await other.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))

  // Tab A logs out through the header and the confirmation page.
  await page.bringToFront()
  await page.goto('/')
  await hydrated(page)
  await account(page).getByRole('link', { name: 'Uitloggen' }).click()
  await expect(page).toHaveURL(/\/uitloggen$/)
  await page.getByRole('button', { name: 'Ja, uitloggen' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(account(page).getByRole('link', { name: 'Inloggen' })).toBeVisible()

  // Tab B follows, without a reload.
  await expect(account(other).getByRole('link', { name: 'Inloggen' })).toBeVisible()
  await expect(account(other).getByRole('link', { name: 'Registreren' })).toBeVisible()
  await expect(other.getByRole('link', { name: 'Rond je onboarding af' })).toHaveCount(0)
  expect(await other.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  expect(errors).toEqual([])
})

test('an anonymous page asks nothing on load and refetches the session, without cookies, when it becomes visible', async ({ page }) => {
  const errors: string[] = []
  collectErrors(page, errors)
  const sessionRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/session') sessionRequests.push(request.method())
  })
  await page.goto('/')
  await hydrated(page)
  await expect(account(page).getByRole('link', { name: 'Inloggen' })).toBeVisible()
  expect(sessionRequests).toEqual([])

  const response = page.waitForResponse((candidate) => new URL(candidate.url()).pathname === '/api/auth/session')
  await becomeVisible(page)
  const answer = await response
  expect(answer.request().method()).toBe('GET')
  expect(await answer.json()).toEqual({})
  expect(await answer.headerValue('set-cookie')).toBeNull()
  expect(await page.context().cookies()).toEqual([])
  expect(errors).toEqual([])
})

test('a session ended elsewhere changes the header when the page becomes visible', async ({ page, baseURL }) => {
  const errors: string[] = []
  collectErrors(page, errors)
  const { email, password } = await createAccount('elsewhere')
  await logIn(page, email, password)
  await page.goto('/')
  await hydrated(page)
  await expect(account(page).getByRole('link', { name: 'Mijn profiel' })).toBeVisible()
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))

  // Another client of the same session signs out through /api/auth (no message to this tab).
  const csrf = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string }
  const signOut = await page.request.post('/api/auth/signout', {
    form: { csrfToken: csrf.csrfToken, callbackUrl: `${new URL(baseURL!).origin}/`, json: 'true' },
    headers: { Origin: new URL(baseURL!).origin },
  })
  expect(signOut.status()).toBe(200)
  await expect(account(page).getByRole('link', { name: 'Mijn profiel' })).toBeVisible()

  await becomeVisible(page)
  await expect(account(page).getByRole('link', { name: 'Inloggen' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  expect(errors).toEqual([])
})
