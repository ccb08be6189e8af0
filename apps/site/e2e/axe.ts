import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { hydrated, toasterLoaded } from './page'

/** The WCAG 2.1 A and AA rules every page must pass. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * axe's WCAG 2.1 A/AA violations on the page, once its transitions have ended: a toast that is still
 * fading in has a lower contrast than the one that stays on screen.
 *
 * Run in the page itself (axe's "legacy" mode) and with the details of violations only: the same
 * rules on the same elements, at about a third of the time. The default mode collects every frame's
 * results and finishes them in a new blank page it opens each time; the pages have no frames of
 * another origin to gain from that. The passes' details were read by nobody.
 */
export async function axeViolations(page: Page) {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 3000 })
    .catch(() => {
      // A looping animation (a spinner) never ends: check the page as it is.
    })
  return (
    await new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG_TAGS)
      .setLegacyMode(true)
      .analyze()
  ).violations
}

/** The violations in a form that reads well in a failed assertion: rule, help text and the elements. */
export async function violationSummary(page: Page) {
  return (await axeViolations(page)).map((violation) => ({
    id: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }))
}

/**
 * The page has no WCAG 2.1 A/AA violations. A toast is first let go: one fading out is caught half
 * transparent (a contrast violation of that moment). The pointer is moved off the page before, as
 * sonner keeps a toast on screen while the pointer rests on it (where the last click was).
 */
export async function expectNoAxeViolations(page: Page, what?: string) {
  await page.mouse.move(0, 0)
  // A toast the server passed along shows once the page is hydrated and the toaster has loaded:
  // on a page that runs scripts, wait for the toaster first, then for the toast to go.
  if (await runsScripts(page)) {
    await hydrated(page)
    await toasterLoaded(page)
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await axeViolations(page), what).toEqual([])
}

/** Whether the page runs its scripts (a context may have JavaScript off): CSS's `scripting` media feature. */
const runsScripts = (page: Page) => page.evaluate(() => !window.matchMedia('(scripting: none)').matches)
