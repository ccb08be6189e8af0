import { expect, logInByRequest, test } from './accounts'
import { createCommunityManager } from './cms-admin'
import type { Page } from '@playwright/test'
import { hydrated, settled } from './page'

// The Content-Security-Policy holds without complaints: a page whose own scripts try something the
// policy refuses (an eval, an inline style, a script from elsewhere) shows up as a violation in the
// browser's Issues panel and costs Lighthouse's Best Practices score, even when nothing visibly
// breaks. Every page with a form is loaded, hydrated and validated once (a field left with a wrong
// value runs the form's schema in the browser); none may report a violation.

const PAGES = [
  { path: '/', field: null },
  { path: '/oproepen', field: null },
  { path: '/evenementen/stadshackathon-slimme-mobiliteit', field: null },
  { path: '/inloggen', field: 'E-mailadres' },
  { path: '/registreren', field: 'E-mailadres' },
  { path: '/wachtwoord-vergeten', field: 'E-mailadres' },
  { path: '/contact', field: null },
]

/** Collects every violation a page reports, from its first script on (each page anew). */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
}

for (const { path, field } of PAGES) {
  test(`${path} reports no CSP violation`, async ({ page }) => {
    const violations = await watchViolations(page)
    await page.goto(path)
    await hydrated(page)
    if (field) {
      const input = page.getByLabel(field, { exact: true })
      await input.fill('geen-adres')
      await input.blur()
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible()
    }
    // Scripts loaded after hydration have run.
    await page.waitForLoadState('load')
    await settled(page)
    expect(await violations()).toEqual([])
  })
}

// A member's pages build the shared schemas (profile, calls, organisations) as their modules load:
// zod's probe must be switched off before any of them runs.
test('the profile pages of a member report no CSP violation', async ({ page }) => {
  const manager = await createCommunityManager('csp-manager')
  await logInByRequest(page, manager.email, manager.password)
  const violations = await watchViolations(page)
  for (const path of ['/profiel', '/profiel/bewerken']) {
    await page.goto(path)
    await hydrated(page)
    await page.waitForLoadState('load')
    expect(await violations(), path).toEqual([])
  }
})
