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

/**
 * Resolves once the page has handled what was in flight: two animation frames (a scroll handler's
 * frame and the paint after it) and a task after them (React's render of a state set in a frame).
 * Before asserting that something did not happen, instead of waiting for time.
 */
export const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve()
            channel.port2.postMessage(null)
          }),
        ),
      ),
  )

/** Scrolls the window by `y` and resolves after its scroll event and what the page does then (`settled`). */
export async function scrollWindowBy(page: Page, y: number) {
  await page.evaluate(
    (by) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true, passive: true })
        window.scrollBy(0, by)
      }),
    y,
  )
  await settled(page)
}

/**
 * Turns the mouse wheel and resolves once the page has received the wheel event and handled what
 * follows (`settled`): a scroll it starts has begun by then.
 */
export async function wheelAndSettle(page: Page, deltaY: number) {
  const received = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener('wheel', () => resolve(), { once: true, passive: true })),
  )
  await page.mouse.wheel(0, deltaY)
  await received
  await settled(page)
}
