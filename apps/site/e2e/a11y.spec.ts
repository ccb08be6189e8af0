import { expect, test } from '@playwright/test'
import { violationSummary as violations } from './axe'
import { hydrated } from './page'

// Every route of spec 2.1 is checked by routes.spec.ts, in the same visit that checks its frame.
test.describe('axe-core: 0 WCAG 2.1 A/AA (and 2.2 AA) violations', () => {
  // The states of the content templates: filtered, empty, paged, past events, every detail type
  // and an organisation filtered by tag.
  const TEMPLATES = [
    '/community?doelgroep=student&type=vacatures',
    '/community?q=zzgeenresultaatzz',
    '/community?page=2',
    '/evenementen?periode=voorbij',
    '/evenementen/stadshackathon-slimme-mobiliteit',
    '/vacatures/junior-front-end-developer-32-40-uur',
    '/nieuws/gemeente-opent-nieuw-innovatiecentrum-aan-de-haven',
    '/artikelen/machine-learning-zonder-hype',
    '/bedrijven?tag=open-source',
    '/oproepen/bestaat-niet',
    // Account pages in their other states: the new-password form of a reset link, a failed activation.
    `/wachtwoord-vergeten?token=${'a'.repeat(43)}`,
    `/activeren?token=${'a'.repeat(43)}`,
    '/inloggen?error=SessionRequired&callbackUrl=%2Fprofiel',
  ].map((path) => ({ path, title: path }))
  for (const route of [...TEMPLATES, { path: '/bestaat-niet', title: 'Pagina niet gevonden' }]) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path)
      await hydrated(page)
      expect(await violations(page)).toEqual([])
    })
  }

  test('/contact with Dutch field errors', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await page.getByRole('button', { name: 'Bericht versturen' }).click()
    await expect(page.getByLabel('Je naam', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(await violations(page)).toEqual([])
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 667 } })

    test('home with the menu open and a footer column open', async ({ page }) => {
      await page.goto('/')
      await hydrated(page)
      expect(await violations(page)).toEqual([])
      await page.getByRole('contentinfo').getByRole('button', { name: 'Ontdek' }).click()
      await page.getByRole('button', { name: 'Menu' }).click()
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  })

  // 320 px is the narrowest phone; 640 px is a 1280 px screen at 200% zoom.
  for (const width of [320, 640]) {
    test(`nothing scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 640 })
      for (const path of ['/', '/privacy-cookies', '/registreren', '/studentenorganisaties']) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, path).toBeLessThanOrEqual(0)
      }
    })
  }
})
