import { expect, test } from '@playwright/test'
import { MEMBER_ROUTES, ROLE_ROUTES, ROUTES, SITE_NAME } from './routes'

test.describe('every route of spec 2.1', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 inside the frame with its h1 and title`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${route.title} | ${SITE_NAME}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1 ?? route.title)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      // The frame: skip link, header with navigation, main, footer.
      await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toHaveCount(1)
      await expect(page.getByRole('banner')).toBeVisible()
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(1)
      await expect(page.locator('main#main-content')).toHaveCount(1)
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }

  test('privacy and disclaimer show a Dutch last-updated date', async ({ page }) => {
    for (const path of ['/privacy-cookies', '/disclaimer']) {
      await page.goto(path)
      await expect(
        page.getByText(
          /^Laatst bijgewerkt: \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
        ),
      ).toBeVisible()
    }
  })
})

test.describe('member routes without a session', () => {
  for (const route of [...MEMBER_ROUTES, ...ROLE_ROUTES]) {
    test(`${route.path} leads to the login page, keeping where the visitor was going`, async ({ page }) => {
      await page.goto(route.path)
      if (route.path === '/uitloggen') {
        await expect(page).toHaveURL(/\/$/)
        return
      }
      await expect(page).toHaveURL(/\/inloggen(\?|$)/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inloggen')
      if (route.path === '/2fa') return
      const url = new URL(page.url())
      expect(new URL(url.searchParams.get('callbackUrl')!).pathname).toBe(route.path)
      expect(url.searchParams.get('error')).toBe('SessionRequired')
      await expect(page.getByRole('alert')).toContainText('Log in om deze pagina te bekijken.')
    })
  }
})

test.describe('unknown paths', () => {
  test('get the Dutch 404 page with status 404 inside the frame', async ({ page }) => {
    const response = await page.goto('/deze/pagina/bestaat-niet')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle(`Pagina niet gevonden | ${SITE_NAME}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
  })
})

test.describe('errors', () => {
  test("keep their status and show 'Er is iets misgegaan' inside the frame", async ({ request }) => {
    // No route has an action yet, so a POST is answered with 405 Method Not Allowed.
    const response = await request.post('/bedrijven', { form: { test: '1' } })
    expect(response.status()).toBe(405)
    const html = await response.text()
    expect(html).toContain('<title>Er is iets misgegaan | Talentstad</title>')
    expect(html).toMatch(/<h1[^>]*>Er is iets misgegaan<\/h1>/)
    expect(html).toContain('Naar de inhoud')
    expect(html).toContain('<footer')
  })
})
