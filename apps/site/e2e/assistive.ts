import { expect, type Locator, type Page } from '@playwright/test'

/**
 * What a keyboard and screen-reader user gets, measured in the browser (issue 27).
 *
 * `recordAnnouncements` notes what a screen reader would read out of live regions from now on: a
 * change inside a status or alert region (or another `aria-live` one) that was on the page before
 * the change, and an alert as it appears. A `role="status"` that is put on the page together with
 * its text is not read reliably, and a region whose text stays the same is not read again: neither
 * is noted. It keeps recording across client-side navigations; a full page load ends it.
 */
export async function recordAnnouncements(page: Page) {
  await page.evaluate(() => {
    const LIVE = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]'
    const heard: string[] = []
    ;(window as unknown as { __announcements: string[] }).__announcements = heard
    const known = new WeakSet<Element>(document.querySelectorAll(LIVE))
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const nodes = mutation.type === 'characterData' ? [mutation.target] : [...mutation.addedNodes]
        for (const node of nodes) {
          const element = node instanceof Element ? node : node.parentElement
          const region = element?.closest(LIVE)
          if (!region) continue
          const alert = region.getAttribute('role') === 'alert'
          if (!known.has(region) && !alert) continue
          const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim()
          if (text) heard.push(text)
        }
      }
      for (const region of document.querySelectorAll(LIVE)) known.add(region)
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
}

/** What was announced since `recordAnnouncements`, in order. */
export const announcements = (page: Page) =>
  page.evaluate(() => (window as unknown as { __announcements?: string[] }).__announcements ?? [])

/**
 * Browser zoom as the page sees it (as layout.spec.ts does for 200%): a 1280 × 800 window at
 * `percent` lays out in a viewport of 1280 / factor × 800 / factor CSS px with `factor` device
 * pixels per CSS pixel. Returns a function that puts the page back at 1280 × 800.
 */
export async function zoom(page: Page, percent: number): Promise<() => Promise<void>> {
  const factor = percent / 100
  const width = Math.round(1280 / factor)
  const height = Math.round(800 / factor)
  await page.setViewportSize({ width, height })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: factor, mobile: false })
  expect(await page.evaluate(() => [window.innerWidth, window.devicePixelRatio])).toEqual([width, factor])
  return async () => {
    await cdp.send('Emulation.clearDeviceMetricsOverride')
    await cdp.detach()
    await page.setViewportSize({ width: 1280, height: 800 })
  }
}

/**
 * Whether the element is wholly in the window and nothing (the sticky header, the cookie notice)
 * lies over it: the points near its four corners (inside their rounding) and its centre all hit
 * it. Polls, for a header that slides away.
 */
export async function expectUncovered(locator: Locator) {
  await expect(locator).toBeInViewport({ ratio: 1 })
  await expect
    .poll(() =>
      locator.evaluate((element) => {
        const box = element.getBoundingClientRect()
        // Inside a rounded corner's arc (a point on the box's corner itself hits what is behind it).
        const radius = Math.max(
          ...['Top', 'Bottom'].flatMap((y) =>
            ['Left', 'Right'].map((x) => parseFloat(getComputedStyle(element)[`border${y}${x}Radius` as 'borderTopLeftRadius']) || 0),
          ),
        )
        const inset = 2 + Math.min(radius, box.height / 2, box.width / 2) * 0.3
        const xs = [box.left + inset, box.left + box.width / 2, box.right - inset]
        const ys = [box.top + inset, box.top + box.height / 2, box.bottom - inset]
        return xs.every((x) => ys.every((y) => element.contains(document.elementFromPoint(x, y))))
      }),
    )
    .toBe(true)
}
