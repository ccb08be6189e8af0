import { expect, type Page } from '@playwright/test'

/** The page's main landmark. */
export const main = (page: Page) => page.getByRole('main')

/**
 * Waits until React has hydrated the page. A test that types or clicks before that races React:
 * hydration resets a select's chosen option and a click may become a plain form submission.
 */
export const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
