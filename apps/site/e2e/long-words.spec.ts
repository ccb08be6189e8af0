import { expect, test } from './accounts'
import { E2E_SITE_URL } from './config'
import { layoutProblems, open } from './layout'

// Member-written text in headings (an organisation's name beside its logo, a call's title, a
// member's name) may hold long Dutch compounds. At 320 px none of them may push the page sideways
// (WCAG 1.4.10). The page's own headings are given such a word in the browser, so the test does not
// depend on what the demo content holds.

const LONG_WORD = 'Hoogheemraadschapsvergunningverleningsprocedure'

test('a heading with a long Dutch compound does not push a page sideways at 320 px', async ({ page, context }) => {
  // The cookie notice sits sticky over the page by design; here the choice is made already.
  await context.addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  await page.setViewportSize({ width: 320, height: 800 })
  await page.goto('/bedrijven')
  const company = await page.getByRole('main').locator('a[href^="/bedrijven/"]').first().getAttribute('href')
  await page.goto('/oproepen')
  const call = await page.getByRole('main').locator('a[href^="/oproepen/"]').first().getAttribute('href')
  for (const path of [company!, call!, '/bedrijven', '/nieuws']) {
    await open(page, path)
    await page.evaluate((word) => {
      for (const heading of document.querySelectorAll('main h1, main h2, main h3')) heading.textContent = `Testbedrijf ${word}`
    }, LONG_WORD)
    expect(await page.evaluate(layoutProblems), path).toEqual([])
  }
})
