import { expect, test } from '@playwright/test'
import { violationSummary } from './axe'
import { hydrated } from './page'
import { MEMBER_ROUTES, ROLE_ROUTES, ROUTES, SITE_NAME } from './routes'

test.describe('every route of spec 2.1', () => {
  for (const route of ROUTES) {
    test(`${route.path} answers 200 inside the frame with its h1 and title, and axe finds no WCAG 2.1 A/AA violation`, async ({ page }) => {
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
      await hydrated(page)
      expect(await violationSummary(page)).toEqual([])
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
  // The redirect and the login page it ends on are the server's answer: read without a browser, which
  // made these the slowest tests of the run (a page and its scripts for each).
  for (const route of [...MEMBER_ROUTES, ...ROLE_ROUTES]) {
    test(`${route.path} leads to the login page, keeping where the visitor was going`, async ({ request }) => {
      const response = await request.get(route.path)
      expect(response.status()).toBe(200)
      const url = new URL(response.url())
      if (route.path === '/uitloggen') {
        expect(url.pathname).toBe('/')
        return
      }
      expect(url.pathname).toBe('/inloggen')
      const html = await response.text()
      expect(html).toMatch(/<h1[^>]*>Inloggen<\/h1>/)
      if (route.path === '/2fa') return
      expect(new URL(url.searchParams.get('callbackUrl')!).pathname).toBe(route.path)
      expect(url.searchParams.get('error')).toBe('SessionRequired')
      expect(html).toMatch(/<[^>]+role="alert"[^>]*>(?:(?!<\/div>).)*Log in om deze pagina te bekijken\./s)
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
