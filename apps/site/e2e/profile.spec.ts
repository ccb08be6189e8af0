import { expectResult, hydrated, main } from './page'
import { ACCOUNT_MESSAGES, MESSAGES, PROFILE_MESSAGES, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@talentstad/types'
import type { Page } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, expect, logInByRequest, logInOnce, randomIp, test } from './accounts'
import { callBy, createCommunityManager } from './cms-admin'
import { E2E_SITE_URL } from './config'
import { jpegFixture, pngFixture, watchConsole } from './profile-fixtures'
import { expectNoAxeViolations } from './axe'
import { shoot as shootPage } from './shots'

/** Screenshots at 375 and 1280 px: /tmp/shots/profile-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `profile-${name}`, { answerConsent: true })

/** One section card of the /profiel dashboard, by its title. */
const section = (page: Page, title: string) => main(page).getByRole('region', { name: title, exact: true })

test('the profile is a dashboard: a fresh member sees empty sections and onboarding progress; the counts follow what they do', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const problems = watchConsole(page)
  const { email, password } = await createAccount('dashboard')
  await logInByRequest(page, email, password)
  await page.goto('/profiel')

  // Who: the initials on their colour (no picture yet), name, type and address.
  const header = main(page).getByRole('region', { name: 'Test dashboard' })
  await expect(header.locator('[data-artwork="person"]')).toHaveText('TD')
  await expect(header.getByText('Student', { exact: true })).toBeVisible()
  await expect(header.getByText(email)).toBeVisible()
  await expect(header.getByRole('link', { name: 'Profiel bewerken' })).toHaveAttribute('href', '/profiel/bewerken')

  // Onboarding: nothing filled in yet, and a link to go on.
  const onboarding = section(page, 'Je account instellen')
  await expect(onboarding).toContainText('0 van 4 stappen ingevuld')
  await expect(onboarding.getByRole('progressbar')).toHaveAttribute('value', '0')
  await expect(onboarding.getByRole('link', { name: 'Verder met stap 1: Profielfoto' })).toHaveAttribute('href', '/onboarding?stap=1')

  // Every section says there is nothing yet; a member sees no review queues.
  await expect(section(page, 'Mijn oproepen').locator('.ts-dash-card__count')).toHaveText('Nog geen oproepen')
  await expect(section(page, 'Mijn enters').locator('.ts-dash-card__count')).toHaveText('Nog geen enters')
  await expect(section(page, 'Opgeslagen items').locator('.ts-dash-card__count')).toHaveText('Nog geen opgeslagen items')
  await expect(section(page, 'Mijn evenementen').locator('.ts-dash-card__count')).toHaveText('Nog geen evenementen')
  await expect(section(page, 'Mijn organisaties').locator('.ts-dash-card__count')).toHaveText('Nog geen organisaties')
  await expect(section(page, 'Oproepen beoordelen')).toHaveCount(0)
  await expect(section(page, 'Aanmeldingen van organisaties')).toHaveCount(0)
  await expect(main(page).locator('a[href^="/profiel/oproepen/beoordelen"], a[href="/profiel/aanmeldingen"]')).toHaveCount(0)
  // What stays: details, devices with 'log out elsewhere', preferences and password.
  await expect(section(page, 'Je gegevens')).toContainText('Nog niet ingevuld')
  await expect(section(page, 'Ingelogde apparaten').getByRole('button', { name: 'Uitloggen op alle andere apparaten' })).toBeVisible()
  const settings = main(page).getByRole('navigation', { name: 'Instellingen' })
  await expect(settings.getByRole('link', { name: 'Voorkeuren' })).toHaveAttribute('href', '/profiel/voorkeuren')
  await expect(settings.getByRole('link', { name: 'Wachtwoord wijzigen' })).toHaveAttribute('href', '/wachtwoord-wijzigen')
  await expectNoAxeViolations(page, 'fresh dashboard')
  await shoot(page, 'dashboard-nieuw')

  // Save an item, enter another member's call, place a call (without JavaScript: a plain form), add a picture.
  await page.goto('/evenementen')
  await hydrated(page)
  const save = page.getByRole('button', { name: /^Bewaar: / }).first()
  await save.click()
  await expect(save).toHaveAttribute('aria-pressed', 'true')

  const call = await callBy((await createAccount('dashboard-author')).email, 'Meedenkers gezocht')
  await page.goto(`/oproepen/${call.slug}`)
  await hydrated(page)
  await main(page).getByRole('button', { name: 'Enter versturen' }).click()
  await expect(main(page).getByTestId('entered-badge')).toHaveText(MESSAGES.entered)

  const noJs = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  })
  const form = await noJs.newPage()
  await form.goto('/profiel/oproepen/nieuw')
  await form.getByRole('checkbox', { name: 'Professionals' }).check()
  await form.getByLabel('Titel').fill('Sparringpartner gezocht voor mijn portfolio')
  await form.getByLabel('Tekst').fill('Wie kijkt een uur mee naar **mijn portfolio**?')
  await form.getByRole('button', { name: 'Volgende' }).click()
  await form.getByRole('button', { name: 'Oproep versturen' }).click()
  await expect(form).toHaveURL(/\/profiel\/oproepen$/)
  await noJs.close()

  await page.goto('/onboarding')
  await main(page)
    .getByLabel('Profielfoto')
    .setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: await pngFixture() })
  await main(page).getByRole('button', { name: 'Opslaan en sluiten' }).click()
  await expect(page).toHaveURL(/\/profiel$/)

  // The dashboard counts all of it, in words that read well, each with a way to the page behind it.
  const calls = section(page, 'Mijn oproepen')
  await expect(calls.locator('.ts-dash-card__count')).toHaveText('1 oproep')
  await expect(calls.getByText('1 in beoordeling')).toBeVisible()
  await expect(calls.getByRole('link', { name: 'Naar je oproepen' })).toHaveAttribute('href', '/profiel/oproepen')
  await expect(section(page, 'Mijn enters').locator('.ts-dash-card__count')).toHaveText('1 enter')
  await expect(section(page, 'Mijn enters').getByRole('link', { name: 'Naar je enters' })).toHaveAttribute('href', '/profiel/enters')
  await expect(section(page, 'Opgeslagen items').locator('.ts-dash-card__count')).toHaveText('1 opgeslagen item')
  await expect(section(page, 'Opgeslagen items').getByRole('link', { name: 'Naar je opgeslagen items' })).toHaveAttribute(
    'href',
    '/profiel/opgeslagen',
  )
  await expect(header.getByRole('img', { name: 'Je profielfoto' })).toBeVisible()
  await expect(header.locator('[data-artwork]')).toHaveCount(0)
  await expect(onboarding).toContainText('1 van 4 stappen ingevuld')
  await expect(onboarding.getByRole('link', { name: 'Verder met stap 2: Loopbaanfase' })).toHaveAttribute('href', '/onboarding?stap=2')
  await expectNoAxeViolations(page, 'dashboard with content')
  await shoot(page, 'dashboard-met-inhoud')

  // Removing the bookmark on the saved items page takes it off the count again.
  await page.goto('/profiel/opgeslagen')
  await hydrated(page)
  await main(page)
    .getByRole('button', { name: /^Bewaar: / })
    .first()
    .click()
  await expect(main(page).getByText('Je hebt nog niets opgeslagen')).toBeVisible()
  await page.goto('/profiel')
  await expect(section(page, 'Opgeslagen items').locator('.ts-dash-card__count')).toHaveText('Nog geen opgeslagen items')
  expect(problems).toEqual([])
})

test('a community manager sees what waits in both review queues, with links to them', async ({ page }) => {
  const manager = await createCommunityManager('profile-manager')
  await logInByRequest(page, manager.email, manager.password)
  // The counts are the queues' own (apps/cms/tests/me-dashboard.test.ts compares them); other specs
  // add to the queues meanwhile, so here the dashboard says them in words.
  await page.goto('/profiel')
  await expect(section(page, 'Oproepen beoordelen').locator('.ts-dash-card__count')).toHaveText(
    /^(1 oproep wacht|\d+ oproepen wachten) op beoordeling$|^Geen oproepen om te beoordelen$/,
  )
  await expect(section(page, 'Aanmeldingen van organisaties').locator('.ts-dash-card__count')).toHaveText(
    /^(1 aanmelding wacht|\d+ aanmeldingen wachten) op beoordeling$|^Geen aanmeldingen om te beoordelen$/,
  )
  await expect(section(page, 'Oproepen beoordelen').getByRole('link', { name: 'Naar oproepen beoordelen' })).toHaveAttribute(
    'href',
    '/profiel/oproepen/beoordelen',
  )
  await expect(
    section(page, 'Aanmeldingen van organisaties').getByRole('link', { name: 'Naar aanmeldingen van organisaties' }),
  ).toHaveAttribute('href', '/profiel/aanmeldingen')
  await expectNoAxeViolations(page, 'community manager dashboard')
  await shoot(page, 'dashboard-community-manager')
})

test('profile edit: Dutch field errors, saving, and a picture upload that refuses a non-image', async ({ page }) => {
  test.setTimeout(90_000)
  const problems = watchConsole(page)
  const { email, password } = await createAccount('profile-edit')
  await logInByRequest(page, email, password)
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
  await expectResult(page, PROFILE_MESSAGES.saved)
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
  await expectResult(page, 'Je profielfoto is opgeslagen.')
  const avatar = main(page).getByRole('img', { name: 'Je huidige profielfoto' })
  await expect(avatar).toBeVisible()
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  expect(problems).toEqual([])
})

test('a picture over the cap is refused with 413 and the Dutch message before it is read', async ({ page }) => {
  const { email, password } = await createAccount('profile-big')
  await logInByRequest(page, email, password)
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
  await logInByRequest(page, email, password)
  await page.goto('/profiel/voorkeuren')
  await hydrated(page)
  await expectNoAxeViolations(page, 'preferences')
  await main(page).getByLabel('Vacatures en stages').check()
  const theme = main(page).getByRole('group', { name: 'Welke thema’s interesseren je?' }).getByRole('checkbox').last()
  await theme.check()
  await main(page).getByLabel('Mijn telefoonnummer').check()
  await main(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click()
  await expectResult(page, PROFILE_MESSAGES.saved)
  await page.reload()
  await expect(main(page).getByLabel('Vacatures en stages')).toBeChecked()
  await expect(main(page).getByLabel('Nieuws', { exact: true })).not.toBeChecked()
  await expect(main(page).getByRole('group', { name: 'Welke thema’s interesseren je?' }).getByRole('checkbox').last()).toBeChecked()
  await expect(main(page).getByLabel('Mijn telefoonnummer')).toBeChecked()
  await expect(main(page).getByLabel('Mijn e-mailadres')).not.toBeChecked()

  // Unticking saves too.
  await main(page).getByLabel('Mijn telefoonnummer').uncheck()
  await main(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click()
  await expectResult(page, PROFILE_MESSAGES.saved)
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
  await logInByRequest(page, email, password)
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
  await expectResult(page, PROFILE_MESSAGES.accountDeleted)
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
  await logInOnce(page, 'beheerder@demo.talentstad.nl', DEMO_PASSWORD)
  await page.goto('/profiel')
  const organisations = main(page).getByRole('region', { name: 'Mijn organisaties' })
  await expect(organisations.getByRole('link', { name: 'Kanaal Digital' })).toHaveAttribute(
    'href',
    /^\/profiel\/organisatie\/[a-z0-9]+\/content$/,
  )
  await expect(organisations.locator('.ts-dash-card__count')).toHaveText('1 organisatie')
  await expect(organisations.getByRole('listitem').filter({ hasText: 'Kanaal Digital' })).toContainText('Bedrijf, je rol: Beheerder')
  await expectNoAxeViolations(page, 'profile with organisations')
  await shoot(page, 'dashboard-beheerder')
})
