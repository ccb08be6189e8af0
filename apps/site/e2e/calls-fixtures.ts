import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { E2E_CMS_PORT } from './config'
export { expectNoAxeViolations } from './axe'

/**
 * What the calls journey (calls.spec.ts) shares with playwright.config.ts: the fake OpenAI
 * endpoint the e2e site is pointed at (helper-made e2e/fake-openai.ts, started by the spec on this
 * port), and the spec's small helpers.
 */
export const E2E_OPENAI_PORT = Number(process.env.E2E_OPENAI_PORT ?? E2E_CMS_PORT + 3)
export const E2E_OPENAI_BASE_URL = `http://127.0.0.1:${E2E_OPENAI_PORT}/v1`
export const E2E_OPENAI_API_KEY = 'sk-e2e-only-fake-openai-key'

const SHOTS = '/tmp/shots'

/** A full-page screenshot at 375 and at 1280 px wide: /tmp/shots/calls-<name>-<width>.png. */
export async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  const original = page.viewportSize() ?? { width: 1280, height: 800 }
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.screenshot({ path: `${SHOTS}/calls-${name}-${width}.png`, fullPage: true })
  }
  await page.setViewportSize(original)
}
