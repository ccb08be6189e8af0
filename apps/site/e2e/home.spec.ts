import { expect, test } from '@playwright/test'

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
