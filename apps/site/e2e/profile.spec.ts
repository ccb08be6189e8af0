import { hydrated, main } from './page'
import { ACCOUNT_MESSAGES, MESSAGES, PROFILE_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@talentstad/types'
import type { Page } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, expect, logIn, test } from './accounts'
import { E2E_SITE_URL } from './config'
import { jpegFixture, watchConsole } from './profile-fixtures'
import { axeViolations } from './axe'

async function expectNoAxeViolations(page: Page, label: string) {
  expect(await axeViolations(page), label).toEqual([])
}

test('profile edit: Dutch field errors, saving, and a picture upload that refuses a non-image', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = watchConsole(page)
  const { email, password } = await createAccount('profile-edit')
  await logIn(page, email, password)
  await page.goto('/profiel/bewerken')
  await expectNoAxeViolations(page, 'edit')
  const details = main(page).locator('#profiel-gegevens')

  await expect(details.getByLabel('E-mailadres')).toHaveValue(email)
  await expect(details.getByLabel('E-mailadres')).not.toBeEditable()

  // Wrong values: Dutch messages on the fields, linked to them, nothing saved.
  await details.getByLabel('Voornaam').fill('')
  await details.getByLabel('Telefoonnummer (niet verplicht)').fill('bel me')
  await details.getByLabel('LinkedIn-profiel (niet verplicht)').fill('https://example.com/in/iemand')
  await details.getByRole('button', { name: 'Gegevens opslaan' }).click()
  await expect(details.getByLabel('Voornaam')).toHaveAttribute('aria-invalid', 'true')
  await expect(details.getByText(MESSAGES.required)).toBeVisible()
  await expect(details.getByText(PROFILE_MESSAGES.invalidPhone)).toBeVisible()
  await expect(details.getByText(PROFILE_MESSAGES.invalidLinkedIn)).toBeVisible()
  await expect(page).toHaveURL(/\/profiel\/bewerken$/)
  await expectNoAxeViolations(page, 'edit with errors')

  // The server says the same when the browser's check is bypassed.
  const refused = await page.request.post('/profiel/bewerken', {
    form: { intent: 'profile', firstName: '', lastName: 'X', phoneNumber: 'bel me', linkedIn: '', typeOfUser: 'TYPE_STUDENT' },
    headers: { origin: E2E_SITE_URL },
  })
  expect(refused.status()).toBe(400)
  expect(await refused.text()).toContain(PROFILE_MESSAGES.invalidPhone)

  await details.getByLabel('Voornaam').fill('Fenna')
  await details.getByLabel('Achternaam').fill('de Vries')
  await details.getByLabel('Telefoonnummer (niet verplicht)').fill('06 12345678')
  await details.getByLabel('LinkedIn-profiel (niet verplicht)').fill('https://www.linkedin.com/in/fenna-de-vries')
  await details.getByLabel('Professional').check()
  await details.getByRole('button', { name: 'Gegevens opslaan' }).click()
  await expect(page).toHaveURL(/\/profiel$/)
  await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible()
  await expect(main(page).getByRole('heading', { name: 'Fenna de Vries' })).toBeVisible()
  await expect(main(page).getByText('06 12345678')).toBeVisible()
  await expect(main(page).getByText('https://www.linkedin.com/in/fenna-de-vries')).toBeVisible()
  await expect(main(page).getByText('Professional', { exact: true })).toBeVisible()

  // The picture: the cap in MB on the form, nothing chosen, a non-image, then a real JPEG.
  await page.goto('/profiel/bewerken')
  const picture = main(page).locator('#profiel-foto')
  await expect(picture.getByText(`maximaal ${UPLOAD_LIMITS.maxMb} MB`)).toBeVisible()
  await picture.getByRole('button', { name: 'Foto opslaan' }).click()
  await expect(picture.getByText(MESSAGES.noFileSelected)).toBeVisible()
  await picture
    .getByLabel('Profielfoto')
    .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') })
  await picture.getByRole('button', { name: 'Foto opslaan' }).click()
  await expect(picture.getByText(UPLOAD_MESSAGES.wrongType)).toBeVisible()
  await expect(picture.getByLabel('Profielfoto')).toHaveAttribute('aria-invalid', 'true')
  await expect(main(page).getByRole('img', { name: 'Je huidige profielfoto' })).toHaveCount(0)

  await picture.getByLabel('Profielfoto').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await jpegFixture() })
  await picture.getByRole('button', { name: 'Foto opslaan' }).click()
  await expect(page.getByText('Je profielfoto is opgeslagen.')).toBeVisible()
  const avatar = main(page).getByRole('img', { name: 'Je huidige profielfoto' })
  await expect(avatar).toBeVisible()
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(problems).toEqual([])
})

test('a picture over the cap is refused with 413 and the Dutch message before it is read', async ({ page }) => {
  const { email, password } = await createAccount('profile-big')
  await logIn(page, email, password)
  const response = await page.request.post('/profiel/bewerken', {
    multipart: {
      intent: 'avatar',
      file: { name: 'groot.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(UPLOAD_LIMITS.maxBytes + 128 * 1024, 0xff) },
    },
    headers: { origin: E2E_SITE_URL },
  })
  expect(response.status()).toBe(413)
  expect(await response.text()).toContain(MESSAGES.fileTooLarge)
})

test('preferences: interests, themes and data sharing, saved with a toast', async ({ page }) => {
  const problems = watchConsole(page)
  const { email, password } = await createAccount('preferences')
  await logIn(page, email, password)
  await page.goto('/profiel/voorkeuren')
  await hydrated(page)
  await expectNoAxeViolations(page, 'preferences')
  await main(page).getByLabel('Vacatures en stages').check()
  const theme = main(page).getByRole('group', { name: 'Welke thema’s interesseren je?' }).getByRole('checkbox').last()
  await theme.check()
  await main(page).getByLabel('Mijn telefoonnummer').check()
  await main(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click()
  await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible()
  await page.reload()
  await expect(main(page).getByLabel('Vacatures en stages')).toBeChecked()
  await expect(main(page).getByLabel('Nieuws', { exact: true })).not.toBeChecked()
  await expect(main(page).getByRole('group', { name: 'Welke thema’s interesseren je?' }).getByRole('checkbox').last()).toBeChecked()
  await expect(main(page).getByLabel('Mijn telefoonnummer')).toBeChecked()
  await expect(main(page).getByLabel('Mijn e-mailadres')).not.toBeChecked()

  // Unticking saves too.
  await main(page).getByLabel('Mijn telefoonnummer').uncheck()
  await main(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click()
  await expect(page.getByText(PROFILE_MESSAGES.saved)).toBeVisible()
  await page.reload()
  await expect(main(page).getByLabel('Mijn telefoonnummer')).not.toBeChecked()
  await expect(main(page).getByLabel('Vacatures en stages')).toBeChecked()
  expect(problems).toEqual([])
})

test('deleting the account: a wrong password is refused, the right one removes it, ends the session and login fails', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const { email, password } = await createAccount('delete')
  await logIn(page, email, password)
  const sessionCookies = await page.context().cookies()

  await page.goto('/profiel/bewerken')
  const zone = main(page).locator('#account-verwijderen')
  await expect(main(page).getByText('je opgeslagen items;')).toBeVisible()
  await zone.getByLabel('Vul ter bevestiging je wachtwoord in').fill('Niet!HetWachtwoord1')
  await zone.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click()
  await expect(zone.getByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible()
  await page.goto('/profiel')
  await expect(page).toHaveURL(/\/profiel$/)

  await page.goto('/profiel/bewerken')
  await zone.getByLabel('Vul ter bevestiging je wachtwoord in').fill(password)
  await zone.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByText(PROFILE_MESSAGES.accountDeleted)).toBeVisible()
  await page.goto('/profiel')
  await expect(page).toHaveURL(/\/inloggen/)

  // The old session cookie, replayed in a fresh browser, opens nothing.
  const other = await browser.newContext({ baseURL: E2E_SITE_URL })
  await other.addCookies(sessionCookies)
  const otherPage = await other.newPage()
  await otherPage.goto('/profiel')
  await expect(otherPage).toHaveURL(/\/inloggen/)
  await other.close()

  // Logging in again fails.
  await page.goto('/inloggen')
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page.getByText(ACCOUNT_MESSAGES.invalidCredentials)).toBeVisible()
  await expect(page).toHaveURL(/\/inloggen/)
})

test('an organisation member sees their organisations and role on the profile', async ({ page }) => {
  await logIn(page, 'beheerder@demo.talentstad.nl', DEMO_PASSWORD)
  await page.goto('/profiel')
  const organisations = main(page).getByRole('region', { name: 'Mijn organisaties' })
  await expect(organisations.getByRole('link', { name: 'Kanaal Digital' })).toHaveAttribute(
    'href',
    /^\/profiel\/organisatie\/[a-z0-9]+\/content$/,
  )
  await expect(organisations).toContainText('Kanaal Digital (Bedrijf), je rol: Beheerder')
  await expectNoAxeViolations(page, 'profile with organisations')
})
