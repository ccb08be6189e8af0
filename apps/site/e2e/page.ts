import { expect, type Locator, type Page } from '@playwright/test'

/** The page's main landmark. */
export const main = (page: Page) => page.getByRole('main')

/**
 * Waits until React has hydrated the page. A test that types or clicks before that races React:
 * hydration resets a select's chosen option and a click may become a plain form submission.
 */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)

/**
 * An action's result as the page keeps it (docs/decisions/0037): a status message in the main
 * content, or in the section given, that stays after the short toast has gone.
 */
export async function expectResult(page: Page, text: string | RegExp, within: Locator = main(page)) {
  const result = within.getByRole('status').filter({ hasText: text })
  await expect(result).toBeVisible()
  return result
}

/** WCAG 1.4.12: the text spacing a reader may set (line height 1.5, letters 0.12em, words 0.16em, paragraphs 2em). */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`

/**
 * The element is shown whole: inside the window, and not cut off by an ancestor that clips or
 * scrolls (a row that scrolls sideways). Says what cuts it otherwise.
 */
export async function expectShownWhole(locator: Locator) {
  const cut = await locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const name = (element.textContent ?? '').trim()
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) return `"${name}" is outside the window (${box.left}–${box.right})`
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX === 'visible') continue
      const frame = parent.getBoundingClientRect()
      if (box.left < frame.left - 0.5 || box.right > frame.right + 0.5)
        return `"${name}" is cut off by <${parent.tagName.toLowerCase()} class="${parent.className}">`
    }
    return null
  })
  expect(cut).toBeNull()
}

/** The analytics events of one name the page pushed to its data layer (lib/analytics/data-layer.ts). */
export const dataLayerEvents = (page: Page, name: string) =>
  page.evaluate(
    (wanted) =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === wanted),
    name,
  )
