import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { E2E_SESSION_SECRET, E2E_SITE_URL } from './config'
import { TOAST } from '@talentstad/types'
import { expectResult, hydrated, main } from './page'

/** Signs a toast cookie exactly as an action's redirectWithToast would. */
async function addToastCookie(context: BrowserContext, title: string, type: 'success' | 'error' = 'success') {
  process.env.SESSION_SECRET = E2E_SESSION_SECRET
  process.env.SITE_URL = E2E_SITE_URL
  const { createToastHeaders } = await import('../app/lib/toast.server')
  const setCookie = (await createToastHeaders({ type, title })).get('set-cookie') ?? ''
  const pair = setCookie.split(';')[0] ?? ''
  const separator = pair.indexOf('=')
  const name = pair.slice(0, separator)
  await context.addCookies([{ name, value: pair.slice(separator + 1), url: E2E_SITE_URL }])
  return name
}

// An action's result is said once, on the page, where the member looks (docs/decisions/0063).
test.describe('results said once', () => {
  test('the one-time result cookie is a status message with the cursor on it, no toast, and is used only once', async ({
    page,
    context,
  }) => {
    const cookieName = await addToastCookie(context, 'Je gegevens zijn opgeslagen')
    await page.goto('/')
    await hydrated(page)
    const result = await expectResult(page, 'Je gegevens zijn opgeslagen')
    await expect(result).toBeFocused()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
    // No toast was wanted, so the toaster's code was never loaded.
    await expect(page.getByRole('region', { name: /Meldingen/ })).toHaveCount(0)
    expect((await context.cookies()).some((cookie) => cookie.name === cookieName)).toBe(false)
    await page.reload()
    await hydrated(page)
    await expect(page.getByText('Je gegevens zijn opgeslagen')).toHaveCount(0)
  })
})

// WCAG 2.2.1 (docs/decisions/0037): every result stays on the page, and a toast (spec 9: a
// visitor's bookmark) with a link in it stays until it is closed.
test.describe('results stay readable', () => {
  test('the result stays on the page as a status message, until the member goes to another page', async ({ page, context }) => {
    await addToastCookie(context, 'De rol is gewijzigd.')
    await page.goto('/bedrijven')
    await hydrated(page)
    const result = await expectResult(page, 'De rol is gewijzigd.')
    // Above the page's own heading, in the main content the skip link leads to.
    const [resultBox, headingBox] = await Promise.all([result.boundingBox(), main(page).getByRole('heading', { level: 1 }).boundingBox()])
    expect(resultBox!.y).toBeLessThan(headingBox!.y)

    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Onderwijs' }).click()
    await expect(page).toHaveURL(/\/onderwijs$/)
    await expect(main(page).getByText('De rol is gewijzigd.')).toHaveCount(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/bedrijven$/)
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(main(page).getByText('De rol is gewijzigd.')).toHaveCount(0)
  })

  test('an error result is an alert on the page, without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    await addToastCookie(context, 'Het lukte niet om je andere sessies te beëindigen.', 'error')
    const page = await context.newPage()
    await page.goto('/bedrijven')
    await expect(main(page).getByRole('alert').filter({ hasText: 'Het lukte niet om je andere sessies te beëindigen.' })).toBeVisible()
    await context.close()
  })

  test('a toast with a link stays until it is closed, and the keyboard reaches its link and its close button', async ({ page }) => {
    await page.clock.install()
    await page.goto('/oproepen')
    await hydrated(page)
    const reference = await siteRing(page)
    const bookmark = page.getByRole('button', { name: /^Bewaar: / }).first()
    await bookmark.focus()
    await page.keyboard.press('Enter')
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Je moet ingelogd zijn om te bookmarken.' })
    await expect(toast).toBeVisible()
    // Spec 9: bottom-left.
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveAttribute('data-x-position', 'left')
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    // Twice the duration of a toast passes on the page's clock: this one stays.
    await page.clock.runFor(2 * TOAST.durationMs)
    await expect(toast).toBeVisible()
    // Sonner's hot key (named in the region's label) takes the cursor to the notifications.
    await expect(page.getByRole('region', { name: 'Meldingen alt+T' })).toHaveCount(1)
    await page.keyboard.press('Alt+KeyT')
    await tabTo(page, toast.getByRole('link', { name: 'Inloggen' }))
    const close = toast.getByRole('button', { name: 'Melding sluiten' })
    await tabTo(page, close, 'Shift+Tab')
    // Sonner animates its own shadow: wait for the ring to settle.
    await expect.poll(() => ring(close)).toEqual(reference)
    await page.keyboard.press('Enter')
    await expect(toast).toHaveCount(0)
  })
})

/** The focus ring an element shows: its outline and the halo around it. */
function ring(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element)
    return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, shadow: style.boxShadow }
  })
}

/**
 * The site's focus ring (base.css: a dark ring with a yellow halo), read from a plain link that is
 * the first tab stop of the page for a moment.
 */
async function siteRing(page: Page) {
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), { href: '#', textContent: 'Referentie', id: 'ring-reference' })
    document.body.prepend(link)
  })
  await page.keyboard.press('Tab')
  const link = page.locator('#ring-reference')
  await expect(link).toBeFocused()
  const reference = await ring(link)
  expect(reference.outline).toBe('solid 3px rgb(27, 31, 36)')
  expect(reference.shadow).toBe('rgb(255, 210, 63) 0px 0px 0px 7px')
  await link.evaluate((element) => element.remove())
  return reference
}

/** Presses Tab (or Shift+Tab) until the element has the focus, at most eight times. */
async function tabTo(page: Page, target: Locator, key = 'Tab') {
  for (let step = 0; step < 8; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}
