import axe from 'axe-core'
import { expect, type Page } from '@playwright/test'
import { hydrated, settled } from './page'

/** The WCAG 2.1 A and AA rules every page must pass, and WCAG 2.2 AA's (target size) ahead of the standard. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core into the page's document, once per document (a client-side page change keeps it), and into
 * any frame. The main frame's copy goes over a CDP session of its own: Playwright's evaluate of the
 * 580 KB source cost twice as much, and @axe-core/playwright sent it twice a check (analyze, then
 * again for every frame), about 0.7 of a check's 1.2 s.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames().slice(1)) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source)
  }
  if (await page.evaluate(() => 'axe' in window)) return
  const session = await page.context().newCDPSession(page)
  try {
    const { exceptionDetails } = await session.send('Runtime.evaluate', { expression: axe.source })
    if (exceptionDetails) throw new Error(`axe-core did not load: ${exceptionDetails.text}`)
  } finally {
    await session.detach()
  }
}

/**
 * axe's WCAG 2.1 A/AA (and 2.2 AA) violations on the page (or within `include`, a selector), once its transitions
 * have ended: a toast that is still fading in has a lower contrast than the one that stays on screen.
 *
 * axe.run in the page, frames included, with the details of violations only: the passes' details
 * were read by nobody.
 */
export async function axeViolations(page: Page, include?: string) {
  await page
    .waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'), undefined, { timeout: 3000 })
    .catch(() => {
      // A looping animation (a spinner) never ends: check the page as it is.
    })
  await injectAxe(page)
  return page.evaluate(
    async ({ include, tags }) =>
      (
        await window.axe.run(include ? { include: [include] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        })
      ).violations,
    { include, tags: WCAG_TAGS },
  )
}

declare global {
  interface Window {
    axe: typeof axe
  }
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
  // On a page that runs scripts, what hydration renders (the cursor on a result, a toast) is there first.
  if (await runsScripts(page)) {
    await hydrated(page)
    await settled(page)
  }
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await axeViolations(page), what).toEqual([])
}

/** Whether the page runs its scripts (a context may have JavaScript off): CSS's `scripting` media feature. */
const runsScripts = (page: Page) => page.evaluate(() => !window.matchMedia('(scripting: none)').matches)
