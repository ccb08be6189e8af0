import { expect, test, type BrowserContext } from '@playwright/test'
import { E2E_SESSION_SECRET, E2E_SITE_URL } from './config'

/** Signs a toast cookie exactly as an action's redirectWithToast would. */
async function addToastCookie(context: BrowserContext, title: string) {
  process.env.SESSION_SECRET = E2E_SESSION_SECRET
  process.env.SITE_URL = E2E_SITE_URL
  const { createToastHeaders } = await import('../app/lib/toast.server')
  const setCookie = (await createToastHeaders({ type: 'success', title })).get('set-cookie') ?? ''
  const pair = setCookie.split(';')[0] ?? ''
  const separator = pair.indexOf('=')
  const name = pair.slice(0, separator)
  await context.addCookies([{ name, value: pair.slice(separator + 1), url: E2E_SITE_URL }])
  return name
}

test.describe('toasts', () => {
  test('a one-time toast cookie shows bottom-left, closes after 1.5 s and is used only once', async ({ page, context }) => {
    const cookieName = await addToastCookie(context, 'Je gegevens zijn opgeslagen')
    await page.goto('/')
    const toast = page.getByText('Je gegevens zijn opgeslagen')
    await expect(toast).toBeVisible()
    // Held by the pointer while its place is checked: a slow machine may otherwise see it go first.
    await toast.hover()
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveAttribute('data-x-position', 'left')
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom')
    await expect(page.getByRole('region', { name: /Meldingen/ })).toHaveCount(1)
    await page.mouse.move(900, 100)

    await expect(toast).toBeHidden({ timeout: 4_000 })
    expect((await context.cookies()).some((cookie) => cookie.name === cookieName)).toBe(false)
    await page.reload()
    await page.waitForTimeout(300)
    await expect(page.getByText('Je gegevens zijn opgeslagen')).toHaveCount(0)
  })

  test('pauses while hovered', async ({ page, context }) => {
    await addToastCookie(context, 'Blijf even staan')
    await page.goto('/')
    const toast = page.getByText('Blijf even staan')
    await expect(toast).toBeVisible()
    await toast.hover()
    await page.waitForTimeout(2_500)
    await expect(toast).toBeVisible()
    await page.mouse.move(900, 100)
    await expect(toast).toBeHidden({ timeout: 4_000 })
  })
})
