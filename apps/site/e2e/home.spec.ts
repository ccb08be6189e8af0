import { expect, test } from '@playwright/test'
import { E2E_CMS_URL } from './config'

async function cmsTotal(query: string) {
  const response = await fetch(`${E2E_CMS_URL}/api/content-items?pagination[pageSize]=1&fields[0]=slug&${query}`)
  const body = (await response.json()) as { meta: { pagination: { total: number } } }
  return body.meta.pagination.total
}

// The home page: hero, the 'Ik ben een … op zoek naar …' filter and fresh highlights of each type.
test.describe('home', () => {
  test('shows fresh highlights of each type, and the filter works with JavaScript too', async ({ page }) => {
    await page.goto('/')
    for (const heading of ['Oproepen', 'Vacatures en stages', 'Evenementen', 'Nieuws', 'Artikelen']) {
      const section = page.getByRole('region', { name: heading, exact: true })
      await expect(section.locator('.ts-content-card')).toHaveCount(3)
    }
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
    await page.getByLabel('Ik ben een …').selectOption('student')
    await page.getByLabel('op zoek naar …').selectOption('organisaties')
    await page.getByRole('button', { name: 'Bekijken' }).click()
    await expect(page).toHaveURL(/\/studentenorganisaties$/)
  })
})

test.describe('home hero', () => {
  test('counts open calls, upcoming events and jobs as the CMS does, each a link to its list', async ({ page }) => {
    const counts = page.getByRole('list', { name: /^Nu in / })
    // Other tests add and delete calls meanwhile: the page matches the CMS at one moment (the change
    // signal drops the cached count within a second).
    await expect(async () => {
      const now = new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString()
      const [calls, events, jobs] = await Promise.all([
        cmsTotal('filters[type][$eq]=CONTENT_TYPE_CALL_UP'),
        cmsTotal(`filters[type][$eq]=CONTENT_TYPE_EVENT&filters[startDate][$gte]=${encodeURIComponent(now)}`),
        cmsTotal('filters[type][$eq]=CONTENT_TYPE_JOB'),
      ])
      expect(calls).toBeGreaterThan(1)
      await page.goto('/')
      await expect(counts.getByRole('link'), 'calls, events, jobs').toHaveText(
        [`${calls} open oproepen`, `${events} komende evenementen`, `${jobs} vacatures en stages`],
        { timeout: 1000 },
      )
    }).toPass({ timeout: 15_000 })
    await expect(counts.getByRole('link', { name: /open oproepen$/ })).toHaveAttribute('href', '/oproepen')
    await expect(counts.getByRole('link', { name: /komende evenementen$/ })).toHaveAttribute('href', '/evenementen')
    await counts.getByRole('link', { name: /vacatures en stages$/ }).click()
    await expect(page).toHaveURL(/\/vacatures$/)
    const jobs = await cmsTotal('filters[type][$eq]=CONTENT_TYPE_JOB')
    await expect(page.locator('.ts-results__count')).toContainText(`${jobs} resultaten`)
  })
})

test.describe('home without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("the home filter 'Ik ben een … op zoek naar …' leads to the filtered list", async ({ page }) => {
    await page.goto('/')
    await page.getByLabel('Ik ben een …').selectOption('professional')
    await page.getByLabel('op zoek naar …').selectOption('evenementen')
    await page.getByRole('button', { name: 'Bekijken' }).click()
    await expect(page).toHaveURL(/\/evenementen\?doelgroep=professional$/)
    await expect(page.getByLabel('Doelgroep')).toHaveValue('professional')
  })
})
