import { createAccount, expect, logIn, test } from './accounts'
import { E2E_SITE_URL } from './config'
import { checkTemplate, consoleErrors, open } from './layout'
import { hydrated } from './page'

// Layout at every width (issue 12): a representative set of templates at 320, 375, 768 and 1280 px,
// measured in the browser rather than judged by eye. A page fails when it scrolls sideways, when a
// visible box sticks out of the window, when a text is squeezed into a column narrower than eight
// characters over more than three lines, when a control is smaller than 24 × 24 px (WCAG 2.2
// target size, 2.5.8: links inside running text and targets with room around them are exempt),
// when two controls overlap, or when the header takes two lines (a member's onboarding prompt
// beside the menu). Screenshots at 375 and 1280 px are written as test artefacts.
// One page per template: it is resized through the widths.

const PUBLIC_TEMPLATES = [
  '/',
  '/oproepen',
  '/evenementen',
  '/evenementen/stadshackathon-slimme-mobiliteit',
  '/vacatures',
  '/artikelen/machine-learning-zonder-hype',
  '/bedrijven',
  '/oproepen/teamgenoten-voor-de-stadshackathon',
  '/bedrijven/kanaal-digital',
  '/community',
  '/inloggen',
  '/registreren',
]
const MEMBER_TEMPLATES = ['/profiel', '/profiel/opgeslagen', '/onboarding']

test.describe('layout at 320, 375, 768 and 1280 px', () => {
  // The cookie notice sits sticky over the page by design; here the choice is made already.
  test.beforeEach(async ({ context }) => {
    await context.addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  })
  for (const path of PUBLIC_TEMPLATES) {
    test(path, async ({ page }, testInfo) => {
      const errors = consoleErrors(page)
      await open(page, path)
      await checkTemplate(page, path, testInfo)
      expect(errors).toEqual([])
    })
  }

  test('member pages', async ({ page }, testInfo) => {
    test.setTimeout(60_000)
    const errors = consoleErrors(page)
    const { email, password } = await createAccount('layout')
    await logIn(page, email, password)
    // Something saved, so /profiel/opgeslagen shows its tabs.
    await open(page, '/evenementen')
    await hydrated(page)
    const save = page.getByRole('button', { name: /^Bewaar: / }).first()
    await save.click()
    await expect(save).toHaveAttribute('aria-pressed', 'true')
    for (const path of MEMBER_TEMPLATES) {
      await open(page, path)
      await checkTemplate(page, path, testInfo)
    }
    expect(errors).toEqual([])
  })
})
