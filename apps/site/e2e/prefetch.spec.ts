import { hydrated, settled } from './page'
import { expect, test } from '@playwright/test'

// Spec 9: card and list links prefetch the next page when they come within 200 px of the viewport,
// and links that never get close fetch nothing.

test('card links prefetch their page within 200 px of the viewport, and not before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 })
  const dataRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.endsWith('.data')) dataRequests.push(url.pathname)
  })
  // The overview: a full page of 12 cards.
  await page.goto('/community')
  await hydrated(page)

  const links = page.locator('.ts-content-card__link')
  await expect(links).toHaveCount(12)
  const first = await links.first().getAttribute('href')
  const last = await links.last().getAttribute('href')
  // The first card is on screen: its page is prefetched (data and route modules).
  await expect(page.locator(`link[rel="prefetch"][href^="${first}.data"]`)).toHaveCount(1)
  await expect.poll(() => dataRequests.some((path) => path.startsWith(`${first}.data`))).toBe(true)

  // The last card is far below the fold (more than 200 px): nothing is fetched for it yet.
  const distance = await links.last().evaluate((element) => element.getBoundingClientRect().top - window.innerHeight)
  expect(distance).toBeGreaterThan(400)
  // The first card's prefetch has gone out; the viewport observer handles every card in the same
  // frame, so once the page has settled, one for the last card would have gone out too.
  await settled(page)
  expect(dataRequests.some((path) => path.startsWith(`${last}.data`))).toBe(false)

  // Scroll until it is within 200 px below the viewport (not yet visible): now it is prefetched.
  await page.evaluate((by) => window.scrollBy(0, by), distance - 150)
  await expect(page.locator(`link[rel="prefetch"][href^="${last}.data"]`)).toHaveCount(1)
  await expect.poll(() => dataRequests.some((path) => path.startsWith(`${last}.data`))).toBe(true)
  const stillBelow = await links.last().evaluate((element) => element.getBoundingClientRect().top - window.innerHeight)
  expect(stillBelow).toBeGreaterThan(0)
})
