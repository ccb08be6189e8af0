import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_SITE_URL } from './config'

const SHOTS = '/tmp/shots'

/**
 * Whether screenshots are taken: for a person to open (every new page at 375 and 1280 px, before it
 * is done), so by default wherever someone can look, not on CI, which keeps only its output. They
 * assert nothing. E2E_SHOTS=on or off says otherwise.
 */
export const takingShots = process.env.E2E_SHOTS ? process.env.E2E_SHOTS === 'on' : !process.env.CI

/**
 * A full-page screenshot at 375 and at 1280 px wide, from the top: /tmp/shots/<name>-<width>.png.
 * The viewport is as before afterwards. `answerConsent`: the cookie notice (sticky by design) is
 * answered first, and the page reloaded, so the page shows whole (with or without screenshots).
 */
export async function shoot(page: Page, name: string, { answerConsent = false } = {}) {
  // Also without screenshots: the steps after it see the same page locally and on CI.
  if (answerConsent && !(await page.context().cookies()).some((cookie) => cookie.name === 'consent')) {
    await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
    await page.reload()
  }
  if (!takingShots) return
  mkdirSync(SHOTS, { recursive: true })
  const original = page.viewportSize() ?? { width: 1280, height: 800 }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(original)
}
