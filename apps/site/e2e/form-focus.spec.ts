import { expect, newAddress, test } from './accounts'
import { hydrated } from './page'

// Where the cursor goes on a form page (issue 12): after a client-side navigation to it, in its
// first field (the first empty one); after a reply with errors, on the error summary. A first page
// load leaves the focus alone (the skip link comes first).

const focusedLabel = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null
    if (!active || active === document.body) return 'body'
    return active.labels?.[0]?.textContent?.trim() ?? `${active.tagName.toLowerCase()}#${active.id}`
  })

test('client-side navigation to a form page puts the cursor in its first field', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/inloggen$/)
  await expect.poll(() => focusedLabel(page)).toBe('E-mailadres')

  await page.getByRole('link', { name: 'Registreer je' }).click()
  await expect(page).toHaveURL(/\/registreren$/)
  await expect.poll(() => focusedLabel(page)).toBe('Voornaam')

  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect.poll(() => focusedLabel(page)).toBe('Je naam')

  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL(/\/inloggen$/)
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click()
  await expect(page).toHaveURL(/\/wachtwoord-vergeten$/)
  await expect.poll(() => focusedLabel(page)).toBe('E-mailadres')
})

test('a reply with errors puts the cursor on the error summary; a first page load leaves the focus alone', async ({ page }) => {
  await page.goto('/inloggen')
  await hydrated(page)
  expect(await focusedLabel(page)).toBe('body')
  await page.getByLabel('E-mailadres').fill(newAddress('focus'))
  await page.getByLabel('Wachtwoord').fill('Niet!hetWachtwoord1')
  await page.getByRole('button', { name: 'Inloggen' }).click()
  const summary = page.getByRole('alert').filter({ hasText: /onjuist/ })
  await expect(summary).toBeVisible()
  await expect(summary).toBeFocused()
})
