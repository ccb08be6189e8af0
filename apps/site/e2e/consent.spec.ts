import { mkdirSync } from 'node:fs'
import type { BrowserContext, Page, Response } from '@playwright/test'
import { createAccount, expect, logInByRequest, test } from './accounts'
import { E2E_GTM_ID, E2E_GTM_PORT, startFakeGtm, type FakeGtm } from './fake-gtm'
import { hydrated } from './page'
import { expectUncovered, zoom } from './assistive'
import { expectNoAxeViolations } from './axe'
import { E2E_SITE_URL } from './config'
import { takingShots } from './shots'

// Analytics only with consent (issue 14, AVG / Telecommunicatiewet): the cookie notice, the choice
// in a cookie, Google Tag Manager only after 'Accepteren' (here the fake of e2e/fake-gtm.ts, which
// playwright.config.ts gives the site as GTM_SCRIPT_URL), withdrawal on /privacy-cookies.

const SHOTS = '/tmp/shots'
const FAKE_ORIGIN = `http://127.0.0.1:${E2E_GTM_PORT}`

// One fake on a fixed port for the whole file: its tests run one after another.
test.describe.configure({ mode: 'serial' })

let fake: FakeGtm
test.beforeAll(async () => {
  fake = await startFakeGtm({ port: E2E_GTM_PORT })
})
test.afterAll(async () => {
  await fake?.close()
})
test.beforeEach(() => fake.reset())

const notice = (page: Page) => page.getByRole('region', { name: 'Cookies op Talentstad' })
const settings = (page: Page) => page.getByRole('region', { name: 'Je cookiekeuze' })

/** Console errors and uncaught exceptions of the page; tests expect none. */
function consoleErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Requests the browser sends to the tag manager's origin (what would reach Google). */
function tagManagerRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(FAKE_ORIGIN)) urls.push(request.url())
  })
  return urls
}

async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'consent')
}

/** The CSP nonce of a document response. */
function nonceOf(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? ''
  return /'nonce-([^']+)'/.exec(csp)?.[1]
}

const fakeLoaded = (page: Page) => page.evaluate(() => (window as unknown as { __fakeGtmLoaded?: number }).__fakeGtmLoaded ?? 0)
const fakeEvents = (page: Page) => page.evaluate(() => (window as unknown as { __fakeGtmEvents?: unknown[] }).__fakeGtmEvents ?? [])
const tagManagerScript = (page: Page) => page.locator('script[data-tag-manager]')

test('a first visit shows the notice: two equally prominent choices, a link, no tag manager, axe 0 violations', async ({ page }) => {
  const errors = consoleErrors(page)
  const sent = tagManagerRequests(page)
  await page.goto('/')
  await hydrated(page)

  await expect(notice(page)).toBeVisible()
  await expect(notice(page)).toContainText('noodzakelijke cookies')
  await expect(notice(page)).toContainText('alleen met je toestemming')
  const accept = notice(page).getByRole('button', { name: 'Accepteren', exact: true })
  const refuse = notice(page).getByRole('button', { name: 'Weigeren', exact: true })
  await expect(accept).toBeVisible()
  await expect(refuse).toBeVisible()
  await expect(notice(page).getByRole('link', { name: 'Meer over cookies' })).toHaveAttribute('href', '/privacy-cookies')

  // Equally prominent: the same size, colours and type.
  const look = (button: typeof accept) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return [
        Math.round(box.width),
        Math.round(box.height),
        style.backgroundColor,
        style.color,
        style.fontSize,
        style.fontWeight,
        style.borderColor,
      ]
    })
  expect(await look(accept)).toEqual(await look(refuse))

  await expectNoAxeViolations(page)

  // Nothing of the tag manager before a choice.
  await expect(tagManagerScript(page)).toHaveCount(0)
  expect(await fakeLoaded(page)).toBe(0)
  expect(sent).toEqual([])
  expect(fake.scriptLoads()).toBe(0)
  expect(await consentCookie(page.context())).toBeUndefined()
  expect(errors).toEqual([])
})

test('at 375 px the notice leaves the page usable: it covers at most a third and never the end of the page', async ({ page }) => {
  const errors = consoleErrors(page)
  await page.setViewportSize({ width: 375, height: 667 })
  await page.goto('/')
  await hydrated(page)
  const box = (await notice(page).boundingBox())!
  expect(box.height).toBeLessThan(667 / 3)
  expect(box.y + box.height).toBeCloseTo(667, 0)

  // At the end of the page the notice sits below the footer: the footer's last link can be used.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  const last = page.getByRole('contentinfo').getByRole('link').last()
  await expect(last).toBeInViewport()
  const onTop = await last.evaluate((link) => {
    const rect = link.getBoundingClientRect()
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2)
    return hit === link || link.contains(hit)
  })
  expect(onTop).toBe(true)
  expect(errors).toEqual([])
})

test('a field the keyboard reaches is never hidden behind the notice, at 100% and at 400% zoom', async ({ page }) => {
  await page.goto('/contact')
  await hydrated(page)
  // Text boxes and buttons the keyboard reaches (not the honeypot, which is out of sight and out
  // of the tab order; a text area at 400% is taller than the window itself).
  const fields = page.getByRole('main').locator('input:not([type=hidden]):not([tabindex="-1"]), button:not([tabindex="-1"])')
  for (const percent of [100, 200, 400]) {
    const done = await zoom(page, percent)
    await page.evaluate(() => window.scrollTo(0, 0))
    for (const field of await fields.all()) {
      if (!(await field.isVisible())) continue
      await field.focus()
      await expectUncovered(field)
    }
    await done()
  }
})

test('by keyboard: Tab from the skip link to the choices, no trap, and Weigeren loads nothing', async ({ page, context }) => {
  const errors = consoleErrors(page)
  const sent = tagManagerRequests(page)
  await page.goto('/community')
  await hydrated(page)

  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(notice(page).getByRole('link', { name: 'Meer over cookies' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(notice(page).getByRole('button', { name: 'Accepteren' })).toBeFocused()
  await page.keyboard.press('Tab')
  const refuse = notice(page).getByRole('button', { name: 'Weigeren' })
  await expect(refuse).toBeFocused()
  // No trap: the next Tab leaves the notice for the page.
  await page.keyboard.press('Tab')
  expect(await page.evaluate(() => document.activeElement?.closest('[data-testid="cookie-notice"]') === null)).toBe(true)
  await page.keyboard.press('Shift+Tab')
  await expect(refuse).toBeFocused()
  await page.keyboard.press('Enter')

  await expect(notice(page)).toHaveCount(0)
  // Focus is not lost with the button: it moved to the page's main content.
  await expect(page.locator('main#main-content')).toBeFocused()
  await expect(page).toHaveURL(/\/community$/)
  await expect.poll(async () => (await consentCookie(context))?.value).toBe('necessary')

  // The choice holds on the next pages; nothing of the tag manager anywhere.
  await page.reload()
  await hydrated(page)
  await expect(notice(page)).toHaveCount(0)
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Bedrijven' }).click()
  await expect(page).toHaveURL(/\/bedrijven$/)
  await expect(notice(page)).toHaveCount(0)
  await expect(tagManagerScript(page)).toHaveCount(0)
  expect(await fakeLoaded(page)).toBe(0)
  expect(sent).toEqual([])
  expect(fake.scriptLoads()).toBe(0)
  expect(errors).toEqual([])
})

test('Accepteren loads the tag manager with the CSP nonce, without a reload, and the choice persists', async ({ page, context }) => {
  const errors = consoleErrors(page)
  const sent = tagManagerRequests(page)
  // A cookie the page cache does not know: the page is rendered for this visitor, with its own nonce.
  await context.addCookies([{ name: 'probe', value: '1', url: E2E_SITE_URL }])
  const first = await page.goto('/nieuws')
  await hydrated(page)
  expect(sent).toEqual([])
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))

  await notice(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(() => fakeLoaded(page)).toBe(1)
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  await expect(page).toHaveURL(/\/nieuws$/)
  expect(fake.scriptLoads()).toBe(1)
  expect(fake.requests[0]!.id).toBe(E2E_GTM_ID)
  expect(sent).toEqual([`${FAKE_ORIGIN}/gtm.js?id=${E2E_GTM_ID}`])
  expect((await consentCookie(context))?.value).toBe('analytics')
  // The script carries this document's nonce (browsers hide the attribute's value; the property keeps it).
  await expect(tagManagerScript(page)).toHaveCount(1)
  expect(await tagManagerScript(page).evaluate((script) => (script as HTMLScriptElement).nonce)).toBe(nonceOf(first))
  expect(await tagManagerScript(page).evaluate((script) => script.hasAttribute('nonce'))).toBe(true)
  // The data layer started as the tag manager expects.
  expect(await fakeEvents(page)).toContainEqual(expect.objectContaining({ event: 'gtm.js' }))

  // A new page load: the server renders the tag manager itself, with that response's nonce.
  const next = await page.goto('/evenementen')
  await hydrated(page)
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(() => fakeLoaded(page)).toBe(1)
  await expect(tagManagerScript(page)).toHaveCount(1)
  expect(await tagManagerScript(page).evaluate((script) => (script as HTMLScriptElement).nonce)).toBe(nonceOf(next))
  expect(fake.scriptLoads()).toBe(2)

  // Moving around in the app does not load it again.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Onderwijs' }).click()
  await expect(page).toHaveURL(/\/onderwijs$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Onderwijs')
  expect(await fakeLoaded(page)).toBe(1)
  await expect(tagManagerScript(page)).toHaveCount(1)
  expect(fake.scriptLoads()).toBe(2)

  // The page HTML itself: the inline start script carries the response's nonce, and the CSP allows the tag manager's origin.
  const response = await page.request.get('/bedrijven')
  const html = await response.text()
  const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')![1]!
  expect(html).toContain(`<script nonce="${nonce}">(function(w,d,src){`)
  expect(response.headers()['content-security-policy']).toMatch(new RegExp(`script-src [^;]*${FAKE_ORIGIN.replace(/[.:/]/g, '\\$&')}`))
  expect(response.headers()['cache-control']).toBe('private, no-store')
  expect(errors).toEqual([])
})

test('Accepteren on a page from the page cache (no nonce) reloads once, then the tag manager runs', async ({ page }) => {
  const errors = consoleErrors(page)
  await expect.poll(async () => (await page.request.get('/artikelen')).headers()['x-page-cache']).toBe('hit')
  const copy = await page.goto('/artikelen')
  expect(copy!.headers()['x-page-cache']).toBe('hit')
  await hydrated(page)
  const reloaded = page.waitForEvent('load')
  await notice(page).getByRole('button', { name: 'Accepteren' }).click()
  await reloaded
  await hydrated(page)
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(() => fakeLoaded(page)).toBe(1)
  await expect(tagManagerScript(page)).toHaveCount(1)
  expect(await tagManagerScript(page).evaluate((script) => (script as HTMLScriptElement).nonce)).toBeTruthy()
  await expect(page).toHaveURL(/\/artikelen$/)
  expect(errors).toEqual([])
})

test("a member's bookmark reaches the tag manager's data layer with typeOfUser, and no personal data", async ({ page }) => {
  const errors = consoleErrors(page)
  const { email } = await createAccount('consent-bookmark').then(async (account) => {
    await logInByRequest(page, account.email, account.password)
    return account
  })
  await page.goto('/oproepen')
  await hydrated(page)
  await notice(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect.poll(() => fakeLoaded(page)).toBe(1)

  const card = page.locator('.ts-content-card').first()
  const save = card.getByRole('button', { name: /^Bewaar: / })
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')
  await expect
    .poll(() => fakeEvents(page))
    .toContainEqual(expect.objectContaining({ event: 'bookmark', isFavorited: true, typeOfUser: 'TYPE_STUDENT' }))
  const events = JSON.stringify(await fakeEvents(page))
  expect(events).not.toContain(email)
  expect(events).not.toContain(email.split('@')[0])
  expect(errors).toEqual([])
})

test('withdrawal on /privacy-cookies: the tag manager is gone and no new request leaves', async ({ page, context }) => {
  // Consent, the tag manager's load, withdrawal and a wait for stray requests: 17-26 s on a slow machine.
  test.slow()
  const errors = consoleErrors(page)
  await page.goto('/privacy-cookies')
  await hydrated(page)
  await expect(settings(page).getByTestId('consent-status')).toHaveText(
    'Je hebt nog geen keuze gemaakt. Tot je dat doet, gebruiken we alleen noodzakelijke cookies.',
  )
  // The page's own buttons (a plain form: the page loads again).
  await settings(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect(settings(page).getByTestId('consent-status')).toHaveText('Je hebt analytische cookies geaccepteerd.')
  await expect(notice(page)).toHaveCount(0)
  await expect.poll(() => fakeLoaded(page)).toBe(1)
  expect((await consentCookie(context))?.value).toBe('analytics')

  await expectNoAxeViolations(page)
  if (takingShots) {
    mkdirSync(SHOTS, { recursive: true })
    await page.screenshot({ path: `${SHOTS}/consent-settings-1280.png`, fullPage: true })
  }

  fake.reset()
  const sent = tagManagerRequests(page)
  await settings(page).getByRole('button', { name: 'Toestemming intrekken' }).click()
  await expect(settings(page).getByTestId('consent-status')).toHaveText(
    'Je hebt analytische cookies geweigerd. We gebruiken alleen noodzakelijke cookies.',
  )
  await hydrated(page)
  expect((await consentCookie(context))?.value).toBe('necessary')
  await expect(tagManagerScript(page)).toHaveCount(0)
  expect(await fakeLoaded(page)).toBe(0)
  await page.goto('/')
  await hydrated(page)
  await expect(notice(page)).toHaveCount(0)
  await expect(tagManagerScript(page)).toHaveCount(0)
  expect(sent).toEqual([])
  expect(fake.scriptLoads()).toBe(0)

  // And back: accepting again on the same page works.
  await page.goto('/privacy-cookies')
  await settings(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect(settings(page).getByTestId('consent-status')).toHaveText('Je hebt analytische cookies geaccepteerd.')
  await expect.poll(() => fake.scriptLoads()).toBe(1)
  expect(errors).toEqual([])
})

test('without JavaScript the notice is a form: the post sets the cookie and comes back', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/bedrijven?tag=open-source')
  await expect(notice(page)).toBeVisible()
  await notice(page).getByRole('button', { name: 'Weigeren' }).click()
  await expect(page).toHaveURL(/\/bedrijven\?tag=open-source$/)
  await expect(notice(page)).toHaveCount(0)
  expect((await consentCookie(context))?.value).toBe('necessary')

  await page.goto('/privacy-cookies')
  await settings(page).getByRole('button', { name: 'Accepteren' }).click()
  await expect(page).toHaveURL(/\/privacy-cookies$/)
  await expect(settings(page).getByTestId('consent-status')).toHaveText('Je hebt analytische cookies geaccepteerd.')
  const cookie = (await consentCookie(context))!
  expect(cookie).toMatchObject({ value: 'analytics', httpOnly: true, sameSite: 'Lax', path: '/' })
  // Limited time: about 180 days.
  const days = (cookie.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(179)
  expect(days).toBeLessThan(181)
  // No script runs without JavaScript: nothing reached the tag manager.
  expect(fake.scriptLoads()).toBe(0)
  await context.close()
})

test('the consent route: cross-site posts, bad choices and other encodings are refused; redirects stay on the site', async ({
  request,
}) => {
  const form = { keuze: 'analytics', terug: '/bedrijven' }
  const crossSite = await request.post('/api/consent', { form, headers: { Origin: 'https://evil.example' }, maxRedirects: 0 })
  expect(crossSite.status()).toBe(403)
  expect(crossSite.headers()['set-cookie']).toBeUndefined()

  const bad = await request.post('/api/consent', { form: { keuze: 'everything' }, maxRedirects: 0 })
  expect(bad.status()).toBe(400)
  expect(await bad.text()).toContain('Kies Accepteren of Weigeren.')
  const json = await request.post('/api/consent', { data: { keuze: 'analytics' }, maxRedirects: 0 })
  expect(json.status()).toBe(415)

  const offSite = await request.post('/api/consent', { form: { keuze: 'analytics', terug: '//evil.example/x' }, maxRedirects: 0 })
  expect(offSite.status()).toBe(303)
  expect(offSite.headers()['location']).toBe('/privacy-cookies')

  const ok = await request.post('/api/consent', { form, maxRedirects: 0 })
  expect(ok.status()).toBe(303)
  expect(ok.headers()['location']).toBe('/bedrijven')
  const setCookies = ok.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie')
  expect(setCookies.map((header) => header.value)).toContainEqual('consent=analytics; Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax')

  const get = await request.get('/api/consent', { maxRedirects: 0 })
  expect(get.status()).toBe(303)
  expect(get.headers()['location']).toBe('/privacy-cookies')
})

test("a shared cache only ever keeps the page of a visitor without a choice (never another visitor's)", async ({ playwright }) => {
  const page = async (cookie?: string) => {
    const context = await playwright.request.newContext({ extraHTTPHeaders: cookie ? { cookie } : {} })
    const response = await context.get('/vacatures')
    const result = { cacheControl: response.headers()['cache-control'], vary: response.headers()['vary'], html: await response.text() }
    await context.dispose()
    return result
  }
  const anonymous = await page()
  expect(anonymous.cacheControl).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  expect(anonymous.vary).toMatch(/Cookie/i)
  expect(anonymous.html).toContain('data-testid="cookie-notice"')
  expect(anonymous.html).not.toContain('data-tag-manager')

  const accepted = await page('consent=analytics')
  expect(accepted.cacheControl).toBe('private, no-store')
  expect(accepted.html).not.toContain('data-testid="cookie-notice"')
  expect(accepted.html).toContain('data-tag-manager')

  const refused = await page('consent=necessary')
  expect(refused.cacheControl).toBe('private, no-store')
  expect(refused.html).not.toContain('data-testid="cookie-notice"')
  expect(refused.html).not.toContain('data-tag-manager')
})

test('the notice and the privacy page at 375 and 1280 px (screenshots)', async ({ page }) => {
  mkdirSync(SHOTS, { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 800 })
    await page.goto('/')
    await hydrated(page)
    await expect(notice(page)).toBeVisible()
    if (takingShots) await page.screenshot({ path: `${SHOTS}/consent-notice-${width}.png` })
    await page.goto('/privacy-cookies')
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    if (takingShots) await page.screenshot({ path: `${SHOTS}/consent-privacy-${width}.png`, fullPage: true })
  }
})
