import type { Page } from '@playwright/test'
import { E2E_CMS_PORT } from './config'
export { expectNoAxeViolations } from './axe'
import { shoot as shootPage } from './shots'

/**
 * What the calls journey (calls.spec.ts) shares with playwright.config.ts: the fake OpenAI
 * endpoint the e2e site is pointed at (helper-made e2e/fake-openai.ts, started by the spec on this
 * port), and the spec's small helpers.
 */
export const E2E_OPENAI_PORT = Number(process.env.E2E_OPENAI_PORT ?? E2E_CMS_PORT + 3)
export const E2E_OPENAI_BASE_URL = `http://127.0.0.1:${E2E_OPENAI_PORT}/v1`
export const E2E_OPENAI_API_KEY = 'sk-e2e-only-fake-openai-key'

/** Screenshots at 375 and 1280 px: /tmp/shots/calls-<name>-<width>.png (shots.ts). */
export const shoot = (page: Page, name: string) => shootPage(page, `calls-${name}`)
