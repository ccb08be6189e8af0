import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { ROUTES } from './routes'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return results.violations.map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

test.describe('axe-core: 0 WCAG 2.1 A/AA violations', () => {
  for (const route of [...ROUTES, { path: '/bestaat-niet', title: 'Pagina niet gevonden' }]) {
    test(route.path, async ({ page }) => {
      await page.goto(route.path)
      await page.waitForLoadState('networkidle')
      expect(await violations(page)).toEqual([])
    })
  }

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 667 } })

    test('home with the menu open and a footer column open', async ({ page }) => {
      await page.goto('/')
      await page.waitForLoadState('networkidle')
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
      for (const path of ['/', '/privacy-cookies', '/profiel/organisatie/1/leden/1', '/studentenorganisaties']) {
        await page.goto(path)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow, path).toBeLessThanOrEqual(0)
      }
    })
  }
})
