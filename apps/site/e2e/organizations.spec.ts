import { randomBytes, randomInt } from 'node:crypto'
import {
  ACCOUNT_MESSAGES,
  applicationDecisionNotice,
  MESSAGES,
  ORGANIZATION_MESSAGES,
  soleAdminMessage,
  CONTENT_MESSAGES,
  MEMBERSHIP_MESSAGES,
  APPLICATION_MESSAGES,
} from '@talentstad/types'
import type { Page } from '@playwright/test'
import { createCommunityManager } from './cms-admin'
import {
  containing,
  createAccount,
  expect,
  linkIn,
  logIn,
  mailCount,
  memberContext,
  newAddress,
  nextMail,
  PASSWORD,
  randomIp,
  rememberSession,
  test,
} from './accounts'
import { announcements, expectUncovered, recordAnnouncements, zoom } from './assistive'
import { expectNoAxeViolations } from './calls-fixtures'
import { E2E_MAIL_URL, E2E_SITE_URL } from './config'
import { dataLayerEvents, expectResult, expectShownWhole, hydrated, TEXT_SPACING } from './page'
import { jpegFixture } from './profile-fixtures'
import { shoot as shootPage } from './shots'

// Organisations end to end (issue 11), one journey in order: a member applies (the anonymous
// message first), the spec's community manager approves from the mail, the organisation is in its
// directory; its new admin invites a colleague who registers with the invited address and accepts
// through the link; the colleague becomes contentManager and posts a job; the admin edits the
// address and a call-to-action and sees them on the public page; removes the colleague; the last
// admin can neither leave nor delete their account, nor rename the organisation to another's name;
// an outsider gets 403 on every organisation page. Axe on every new page and
// state; screenshots at 375 and 1280 px to /tmp/shots/org-*.png.

test.describe.configure({ mode: 'serial' })

const run = randomBytes(3).toString('hex')
const NAME = `Kanaal Test ${run}`
const KVK = String(randomInt(10_000_000, 99_999_999))
const JOB = `Junior developer gezocht ${run}`
const EVENT = `Open avond ${run}`
let applicant: { email: string; password: string }
/** The community manager of this spec alone. */
let manager: { email: string; password: string }
const colleague = { email: newAddress('org-colleague'), password: PASSWORD }
let organizationId = ''
let invitationPath = ''

/** One login per account for the whole run (accounts.ts: the CMS sends at most 3 codes per quarter of an hour). */
const member = memberContext

/** Screenshots at 375 and 1280 px: /tmp/shots/org-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `org-${name}`)

async function check(page: Page, name: string) {
  await expectNoAxeViolations(page, name)
  await shoot(page, name)
}

const orgPath = (rest: string) => `/profiel/organisatie/${organizationId}/${rest}`

test.beforeAll(async () => {
  ;[applicant, manager] = await Promise.all([createAccount('org-applicant'), createCommunityManager('org-manager')])
})

test('a visitor is told to log in; a member applies with a logo, sees Dutch errors, the duplicate message and the state on the profile', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000)
  await page.goto('/organisatie-aanmelden')
  await expect(page.getByTestId('signup-not-logged-in')).toContainText(MESSAGES.organizationSignUpNotLoggedIn)
  await expect(page.getByRole('main').getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    '/inloggen?callbackUrl=%2Forganisatie-aanmelden',
  )
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  await check(page, 'aanmelden-anoniem')

  const { page: own } = await member(browser, applicant)
  await own.goto('/organisatie-aanmelden')
  await own.getByRole('button', { name: 'Organisatie aanmelden' }).click()
  await expect(own.getByText(ORGANIZATION_MESSAGES.typeRequired)).toBeVisible()
  await expect(own.getByText(ORGANIZATION_MESSAGES.nameRequired)).toBeVisible()

  await own.getByRole('radio', { name: 'Bedrijf' }).check()
  await own.getByLabel('Naam van de organisatie').fill(NAME)
  await own.getByLabel('Korte beschrijving').fill('Wij bouwen apps voor de stad.')
  await own.getByLabel('E-mailadres van de organisatie').fill('info@kanaal-test.example')
  await own.getByLabel('Telefoonnummer').fill('020 123 4567')
  await own.getByLabel('Website').fill('http://kanaal-test.example')
  await own.getByLabel('KvK-nummer').fill('1234')
  await own.getByRole('button', { name: 'Organisatie aanmelden' }).click()
  await expect(own.getByText(MESSAGES.invalidUrl)).toBeVisible()
  await expect(own.getByText(ORGANIZATION_MESSAGES.chamberOfCommerce)).toBeVisible()
  await expect(own.getByLabel('Naam van de organisatie')).toHaveValue(NAME)
  await check(own, 'aanmelden-fouten')

  await own.getByLabel('Website').fill('https://kanaal-test.example')
  await own.getByLabel('KvK-nummer').fill(KVK)
  await own
    .getByLabel('Logo (niet verplicht)')
    .setInputFiles({ name: 'logo.jpg', mimeType: 'image/jpeg', buffer: await jpegFixture(400, 400) })
  const managerMails = await mailCount(manager.email)
  await own.getByRole('button', { name: 'Organisatie aanmelden' }).click()
  // On the profile, where the application is listed as waiting, with the confirmation and its analytics event.
  await expect(own).toHaveURL(/\/profiel$/)
  await expect(own.getByRole('status').filter({ hasText: APPLICATION_MESSAGES.submitted })).toBeVisible()
  await expect(own.getByTestId('my-applications')).toContainText('In beoordeling')
  expect(await dataLayerEvents(own, 'organization_application_sent')).toHaveLength(1)
  await check(own, 'aanmelden-verstuurd')

  // The community manager is mailed with a link to the review page.
  const mail = await nextMail(manager.email, managerMails, 15_000, containing(NAME))
  expect(mail.subject).toContain(NAME)

  // The same organisation again: the CMS's duplicate message, what was typed kept.
  await own.goto('/organisatie-aanmelden')
  await own.getByRole('radio', { name: 'Bedrijf' }).check()
  await own.getByLabel('Naam van de organisatie').fill(`${NAME} BV`)
  await own.getByLabel('Korte beschrijving').fill('Nog een keer.')
  await own.getByLabel('E-mailadres van de organisatie').fill('info@kanaal-test.example')
  await own.getByLabel('Telefoonnummer').fill('020 123 4567')
  await own.getByLabel('Website').fill('https://kanaal-test.example')
  await own.getByLabel('KvK-nummer').fill(KVK)
  await own.getByRole('button', { name: 'Organisatie aanmelden' }).click()
  await expect(own.getByRole('alert').filter({ hasText: APPLICATION_MESSAGES.alreadyPending })).toBeVisible()
  await expect(own.getByLabel('Naam van de organisatie')).toHaveValue(`${NAME} BV`)

  await own.goto('/profiel')
  const applications = own.getByTestId('my-applications')
  await expect(applications).toContainText(NAME)
  await expect(applications).toContainText('In beoordeling')
  await check(own, 'profiel-aanmeldingen')
})

test('the community manager opens the application from the mail, needs a reason to reject, approves; the organisation is in its directory', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const { page } = await member(browser, manager)
  await page.goto('/profiel/aanmeldingen')
  await expect(page.getByTestId('application-queue')).toContainText(NAME)
  await check(page, 'aanmeldingen')
  await page.getByLabel('Soort organisatie', { exact: true }).selectOption('ORGANIZATION_TYPE_STUDENTS')
  await page.getByRole('button', { name: 'Filteren' }).click()
  await expect(page).toHaveURL(/\?type=ORGANIZATION_TYPE_STUDENTS$/)
  await expect(page.getByRole('main')).not.toContainText(NAME)

  const mails = (await (await fetch(`${E2E_MAIL_URL}/email`)).json()) as Array<{ subject: string; text?: string }>
  const link = /\/profiel\/aanmeldingen\/[a-z0-9]+/.exec(mails.reverse().find((candidate) => candidate.subject.includes(NAME))?.text ?? '')
  expect(link).not.toBeNull()
  await page.goto(link![0])
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Aanmelding: ${NAME}`)
  await expect(page.getByRole('main')).toContainText(KVK)
  await expect(page.getByRole('main')).toContainText(applicant.email)
  await expect(page.getByRole('img', { name: `Logo van ${NAME}` })).toBeVisible()
  await check(page, 'aanmelding')
  await page.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(page.getByText(MESSAGES.rejectReasonRequired)).toBeVisible()
  await expectNoAxeViolations(page, 'application, reason missing')

  const applicantMails = await mailCount(applicant.email)
  await page.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(page).toHaveURL(/\/profiel\/aanmeldingen$/)
  await expectResult(page, applicationDecisionNotice(NAME, 'approved'))
  await expect(page.getByTestId('application-recent')).toContainText(NAME)
  expect((await nextMail(applicant.email, applicantMails)).subject).toBe(`${NAME} is goedgekeurd`)

  await page.goto(`/bedrijven?q=${encodeURIComponent(NAME)}`)
  await expect(page.getByRole('main').getByRole('link', { name: NAME }).first()).toBeVisible()
})

test('the new admin invites a colleague, who registers with that address, logs in and accepts through the link', async ({ browser }) => {
  test.setTimeout(180_000)
  const { page } = await member(browser, applicant)
  await page.goto('/profiel')
  const href = await page.getByRole('region', { name: 'Mijn organisaties' }).getByRole('link', { name: NAME }).getAttribute('href')
  organizationId = /^\/profiel\/organisatie\/([a-z0-9]+)\/content$/.exec(href ?? '')![1]!

  await page.goto(orgPath('leden'))
  await expect(page.getByTestId('member')).toHaveText([/^Test org-applicant, beheerder, lid sinds/])
  await check(page, 'leden-beheerder')
  await page.getByLabel('E-mailadres').fill('geen-adres')
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible()
  const before = await mailCount(colleague.email)
  await page.getByLabel('E-mailadres').fill(colleague.email)
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click()
  await expectResult(page, MEMBERSHIP_MESSAGES.invitationSent)
  await expect(page.getByTestId('invitations')).toContainText(colleague.email)
  await expectNoAxeViolations(page, 'members with an invitation')
  const mail = await nextMail(colleague.email, before)
  invitationPath = /\/uitnodiging\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')![0]

  // The colleague, without an account yet: which organisation, and how to go on.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } })
  const visitor = await context.newPage()
  await visitor.goto(invitationPath)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Uitnodiging van ${NAME}`)
  await expect(visitor.getByRole('link', { name: 'Registreer je' })).toBeVisible()
  await check(visitor, 'uitnodiging-anoniem')

  // Registers through the link with the invited address; the activation link leads to the login,
  // which returns to the invitation.
  const loginHref = await visitor.getByRole('main').getByRole('link', { name: 'Inloggen' }).getAttribute('href')
  expect(loginHref).toBe(`/inloggen?callbackUrl=${encodeURIComponent(invitationPath)}`)
  await visitor.getByRole('link', { name: 'Registreer je' }).click()
  await expect(visitor).toHaveURL(`/registreren?callbackUrl=${encodeURIComponent(invitationPath)}`)
  await visitor.getByLabel('Voornaam').fill('Collega')
  await visitor.getByLabel('Achternaam').fill('Test')
  await visitor.getByLabel('E-mailadres').fill(colleague.email)
  await visitor.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
  await visitor.getByLabel('Herhaal wachtwoord').fill(PASSWORD)
  await visitor.getByLabel('Professional').check()
  await visitor.getByLabel(/Ik ga akkoord/).check()
  await visitor.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(visitor.getByText(ACCOUNT_MESSAGES.registered)).toBeVisible()
  const activation = await nextMail(colleague.email, before + 1)
  await visitor.goto(linkIn(activation, '/activeren'))
  await expect(visitor).toHaveURL(`/inloggen?callbackUrl=${encodeURIComponent(invitationPath)}`)
  await logIn(visitor, colleague.email, colleague.password)
  // A new member is onboarded first; closing onboarding leads back to the invitation.
  await expect(visitor).toHaveURL(`/onboarding?callbackUrl=${encodeURIComponent(invitationPath)}`)
  await visitor.getByRole('button', { name: 'Opslaan en sluiten' }).click()
  await expect(visitor).toHaveURL(invitationPath)
  await rememberSession(visitor, colleague.email)
  await expect(visitor.getByRole('main')).toContainText('als medewerker')
  await check(visitor, 'uitnodiging')
  await visitor.getByRole('button', { name: 'Uitnodiging accepteren' }).click()
  await expect(visitor).toHaveURL(new RegExp(`${orgPath('leden')}$`))
  await expectResult(visitor, MEMBERSHIP_MESSAGES.invitationAccepted)
  await expect(visitor.getByTestId('member')).toHaveCount(2)
  // Members do not see the admins' forms.
  await expect(visitor.getByRole('button', { name: 'Uitnodiging versturen' })).toHaveCount(0)
  await check(visitor, 'leden-medewerker')

  // Used once: the link says so now.
  await visitor.goto(invitationPath)
  await expect(visitor.getByTestId('invitation-problem')).toHaveText(MEMBERSHIP_MESSAGES.invitationUsed)
  await context.close()
})

test('the admin makes the colleague contentManager, who posts a job and an event for the organisation and edits the event', async ({
  browser,
}) => {
  test.setTimeout(180_000)
  const { page } = await member(browser, applicant)
  await page.goto(orgPath('leden'))
  await page.getByRole('link', { name: 'Collega Test' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Collega Test')
  // The page is about this member's role: the cursor is there on arrival.
  await expect(page.getByLabel('Rol', { exact: true })).toBeFocused()
  await check(page, 'lid')
  await page.getByLabel('Rol', { exact: true }).selectOption('contentManager')
  await page.getByRole('button', { name: 'Rol opslaan' }).click()
  // The result stays on the page after the toast (WCAG 2.2.1, docs/decisions/0037).
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: MEMBERSHIP_MESSAGES.roleChanged })).toBeHidden({ timeout: 5_000 })
  await expectResult(page, MEMBERSHIP_MESSAGES.roleChanged)
  await expect(page.getByTestId('member-facts')).toContainText('Contentbeheerder')

  const { page: writer } = await member(browser, colleague)
  await writer.goto(orgPath('content'))
  await expect(writer.getByText('Je organisatie heeft nog niets online staan.')).toBeVisible()
  await check(writer, 'content-leeg')
  await writer.getByRole('link', { name: 'Nieuw item' }).click()
  await writer.getByRole('radio', { name: 'Vacature' }).check()
  await writer.getByRole('checkbox', { name: 'Studenten' }).check()
  await writer.getByLabel('Titel').fill(JOB)
  await expect(writer.getByRole('toolbar', { name: 'Opmaak van de tekst' })).toBeVisible()
  const editor = writer.getByRole('textbox', { name: 'Tekst' })
  await editor.click()
  await writer.keyboard.type('Kom werken aan apps voor de stad.')
  await expectNoAxeViolations(writer, 'content form, step 1')
  await writer.getByRole('button', { name: 'Volgende' }).click()
  await expect(writer.getByText('Stap 2 van 2: Afbeeldingen en details')).toBeVisible()
  await shoot(writer, 'content-nieuw')
  await writer.getByRole('button', { name: 'Plaatsen' }).click()
  await expect(writer).toHaveURL(new RegExp(`${orgPath('content')}$`))
  await expectResult(writer, 'Het item is geplaatst en staat online.')
  await expect(writer.getByTestId('organization-item').filter({ hasText: JOB })).toContainText('Vacature')
  await check(writer, 'content')

  // An event: dates and place on step 2; online at once like the job.
  await writer.getByRole('link', { name: 'Nieuw item' }).click()
  await writer.getByRole('radio', { name: 'Evenement' }).check()
  await writer.getByRole('checkbox', { name: 'Professionals' }).check()
  await writer.getByLabel('Titel').fill(EVENT)
  await expect(writer.getByRole('toolbar', { name: 'Opmaak van de tekst' })).toBeVisible()
  await editor.click()
  await writer.keyboard.type('Een avond over apps voor de stad.')
  await expect(editor).toContainText('Een avond over apps voor de stad.')
  await writer.getByRole('button', { name: 'Volgende' }).click()
  await expect(writer.getByText('Stap 2 van 2: Afbeeldingen en details')).toBeVisible()
  await writer.getByLabel('Begin').fill('2030-03-14T19:00')
  await writer.getByLabel('Einde (niet verplicht)').fill('2030-03-14T21:30')
  await writer.getByLabel('Locatie (niet verplicht)').fill('Havenstraat 12a')
  await writer.getByRole('button', { name: 'Plaatsen' }).click()
  await expect(writer).toHaveURL(new RegExp(`${orgPath('content')}$`))
  await expect(writer.getByTestId('organization-item').filter({ hasText: EVENT })).toContainText('Evenement')

  // Editing it from the organisation's content page comes back there, with the change kept.
  await writer
    .getByTestId('organization-item')
    .filter({ hasText: EVENT })
    .getByRole('link', { name: /^Aanpassen/ })
    .click()
  await writer.getByRole('button', { name: 'Volgende' }).click()
  await expect(writer.getByLabel('Begin')).toHaveValue('2030-03-14T19:00')
  await writer.getByLabel('Locatie (niet verplicht)').fill('Stadhuis, zaal 3')
  // An organisation's item that is online needs no review: the change is live, and the words say so.
  await writer.getByRole('button', { name: 'Wijziging opslaan' }).click()
  await expect(writer).toHaveURL(new RegExp(`${orgPath('content')}$`))
  await expectResult(writer, CONTENT_MESSAGES.savedOnline)
  await writer
    .getByTestId('organization-item')
    .filter({ hasText: EVENT })
    .getByRole('link', { name: /^Aanpassen/ })
    .click()
  await writer.getByRole('button', { name: 'Volgende' }).click()
  await expect(writer.getByLabel('Locatie (niet verplicht)')).toHaveValue('Stadhuis, zaal 3')
  await writer.goto(orgPath('content'))
  await writer.getByRole('link', { name: `Bekijk de openbare pagina van ${NAME}` }).click()
  // The public page is cached; the CMS's change signal (debounced 250 ms) drops it.
  await expect(async () => {
    await writer.reload()
    await expect(writer.getByRole('main')).toContainText(JOB, { timeout: 500 })
  }).toPass({ timeout: 10_000 })
})

test('the admin edits every section (general, contact person, address, call-to-actions, tags); the public page shows them at once', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  const { page } = await member(browser, applicant)
  await page.goto(orgPath('bewerken'))
  await check(page, 'bewerken')
  const general = page.getByRole('region', { name: 'Algemeen' })
  await general.getByLabel('Beschrijving').fill('Wij bouwen apps waar de hele stad iets aan heeft.')
  await general.getByLabel('Website').fill('http://kanaal-test.example')
  await general.getByRole('button', { name: 'Algemeen opslaan' }).click()
  await expect(general.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true')
  await general.getByLabel('Website').fill('https://kanaal-test.example')
  await general.getByRole('button', { name: 'Algemeen opslaan' }).click()
  await expect(page).toHaveURL(/#general$/)
  // Said in the section that was saved, where the page scrolls to, and still there after the toast.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: ORGANIZATION_MESSAGES.saved })).toBeHidden({ timeout: 5_000 })
  await expect(await expectResult(page, ORGANIZATION_MESSAGES.saved, general)).toBeInViewport()
  await expect(page.getByRole('main').getByText(ORGANIZATION_MESSAGES.saved)).toHaveCount(1)

  const contactPerson = page.getByRole('region', { name: 'Contactpersoon' })
  await contactPerson.getByLabel('Naam').fill('Sanne Kanaal')
  await contactPerson.getByLabel('Functie').fill('Recruiter')
  await contactPerson.getByRole('button', { name: 'Contactpersoon opslaan' }).click()
  await expect(page).toHaveURL(/#contactPerson$/)
  await expectResult(page, ORGANIZATION_MESSAGES.saved, contactPerson)
  await expect(general.getByText(ORGANIZATION_MESSAGES.saved)).toHaveCount(0)

  const tags = page.getByRole('region', { name: 'Tags' })
  const firstTag = tags.getByRole('checkbox').first()
  const tagName = (await firstTag.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '')).trim()
  await firstTag.check()
  await tags.getByRole('button', { name: 'Tags opslaan' }).click()
  await expect(page).toHaveURL(/#tags$/)
  await expect(tags.getByRole('checkbox').first()).toBeChecked()
  const address = page.getByRole('region', { name: 'Adres' })
  await address.getByLabel('Straat').fill('Havenstraat')
  await address.getByLabel('Huisnummer').fill('12a')
  await address.getByLabel('Postcode').fill('12345')
  await address.getByLabel('Plaats').fill('Talentstad')
  await address.getByRole('button', { name: 'Adres opslaan' }).click()
  await expect(page.getByText(ORGANIZATION_MESSAGES.postalInvalid)).toBeVisible()
  await expect(address.getByLabel('Straat')).toHaveValue('Havenstraat')
  await expectNoAxeViolations(page, 'edit, address error')
  await address.getByLabel('Postcode').fill('1234ab')
  await address.getByRole('button', { name: 'Adres opslaan' }).click()
  await expect(page).toHaveURL(/#address$/)
  await expectResult(page, ORGANIZATION_MESSAGES.saved, address)

  const buttons = page.getByRole('region', { name: 'Knoppen' })
  await buttons.getByLabel('Tekst van knop 1').fill('Bekijk vacatures')
  await buttons.getByLabel('Link van knop 1').fill('https://kanaal-test.example/vacatures')
  await buttons.getByLabel('Tekst van knop 2').fill('Contact')
  await buttons.getByLabel('Link van knop 2').fill('https://kanaal-test.example/contact')
  await buttons.getByRole('button', { name: 'Knoppen opslaan' }).click()
  await expect(page).toHaveURL(/#callToActions$/)
  const edit = page.url()
  await page.goto('/profiel')
  await page.goto(edit)
  await expect(address.getByLabel('Postcode')).toHaveValue('1234 AB')
  await expect(buttons.getByLabel('Tekst van knop 2')).toHaveValue('Contact')
  // Reordering works as a submit (no JavaScript needed); then the list is saved in its new order.
  await buttons.getByRole('button', { name: 'Omhoog: knop 2' }).click()
  await expect(buttons.getByLabel('Tekst van knop 1')).toHaveValue('Contact')
  await buttons.getByRole('button', { name: 'Knoppen opslaan' }).click()
  await expectResult(page, ORGANIZATION_MESSAGES.saved, buttons)

  await page.goto(`/bedrijven?q=${encodeURIComponent(NAME)}`)
  const publicPage = (await page.getByRole('main').getByRole('link', { name: NAME }).first().getAttribute('href'))!
  await expect(async () => {
    await page.goto(publicPage)
    await expect(page.getByRole('main')).toContainText('Havenstraat 12a', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await expect(page.getByRole('main')).toContainText('1234 AB Talentstad')
  await expect(page.getByRole('main')).toContainText('Wij bouwen apps waar de hele stad iets aan heeft.')
  await expect(page.getByRole('main')).toContainText('Sanne Kanaal')
  await expect(page.getByRole('main').getByRole('list', { name: 'Tags' })).toContainText(tagName)
  const contact = page.getByRole('main').getByRole('link', { name: 'Contact' })
  await expect(contact.first()).toHaveAttribute('href', 'https://kanaal-test.example/contact')
})

test("'Knoppen' by keyboard: the cursor stays on the moved row, each change is read out as what it was, a refused save puts the cursor on the error (at 400% zoom too)", async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { page } = await member(browser, applicant)
  // The cookie notice is answered (at 400% zoom it would take the window's lower half).
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  await page.goto(orgPath('bewerken'))
  await hydrated(page)
  const buttons = page.getByRole('region', { name: 'Knoppen' })
  const button = (name: string) => buttons.getByRole('button', { name, exact: true })
  const text = (number: number) => buttons.getByLabel(`Tekst van knop ${number}`)
  await expect(text(1)).toHaveValue('Contact')
  await expect(text(2)).toHaveValue('Bekijk vacatures')
  await text(3).fill('Nieuws')
  await buttons.getByLabel('Link van knop 3').fill('https://kanaal-test.example/nieuws')
  await recordAnnouncements(page)
  const status = buttons.getByRole('status')
  const keep = 'Sla de knoppen op om de wijziging te bewaren.'

  // 'Omlaag' moves 'Contact' to the second row; the cursor goes with it, on its 'Omlaag'.
  await button('Omlaag: knop 1').focus()
  await page.keyboard.press('Enter')
  await expect(text(2)).toHaveValue('Contact')
  await expect(button('Omlaag: knop 2')).toBeFocused()
  await expect(status).toHaveText(`‘Contact’ staat nu op plaats 2 van 3. ${keep}`)
  // Once more: the last row has no 'Omlaag', so its 'Omhoog'; then up again, on 'Omhoog'.
  await page.keyboard.press('Enter')
  await expect(text(3)).toHaveValue('Contact')
  await expect(button('Omhoog: knop 3')).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(text(2)).toHaveValue('Contact')
  await expect(button('Omhoog: knop 2')).toBeFocused()
  // A removal is said as one; the cursor on the 'Verwijderen' of the row that took its place, or of the row before the last.
  await button('Verwijderen: knop 1').focus()
  await page.keyboard.press('Enter')
  await expect(text(1)).toHaveValue('Contact')
  await expect(button('Verwijderen: knop 1')).toBeFocused()
  await expect(status).toHaveText(`‘Bekijk vacatures’ is verwijderd. ${keep}`)
  await button('Verwijderen: knop 2').focus()
  await page.keyboard.press('Enter')
  await expect(text(2)).toHaveValue('')
  await expect(button('Verwijderen: knop 1')).toBeFocused()
  // Every change was read out, the same words twice as well.
  expect(await announcements(page)).toEqual([
    `‘Contact’ staat nu op plaats 2 van 3. ${keep}`,
    `‘Contact’ staat nu op plaats 3 van 3. ${keep}`,
    `‘Contact’ staat nu op plaats 2 van 3. ${keep}`,
    `‘Bekijk vacatures’ is verwijderd. ${keep}`,
    `‘Nieuws’ is verwijderd. ${keep}`,
  ])
  await expectNoAxeViolations(page, 'edit, call-to-actions rearranged')

  // A refused save at 400% zoom: the cursor in the invalid field, its error read with it and in view.
  const restore = await zoom(page, 400)
  const link = buttons.getByLabel('Link van knop 1')
  await link.fill('http://kanaal-test.example/contact')
  await button('Knoppen opslaan').focus()
  await page.keyboard.press('Enter')
  await expect(link).toBeFocused()
  await expect(link).toHaveAttribute('aria-invalid', 'true')
  await expect(link).toHaveAccessibleDescription(MESSAGES.invalidUrl)
  await expectUncovered(link)
  await expectUncovered(buttons.getByText(MESSAGES.invalidUrl))
  await restore()
  await expectNoAxeViolations(page, 'edit, call-to-action refused')
  // Enter in a field saves (the form's first submit button), never removes or moves the row it is in.
  await text(1).press('Enter')
  await expect(link).toBeFocused()
  await expect(text(1)).toHaveValue('Contact')
  await expect(page).not.toHaveURL(/#callToActions$/)
})

test("the organisation's tabs are shown whole at 320 px, with text spacing too, each as the keyboard reaches it", async ({ browser }) => {
  const { page } = await member(browser, applicant)
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(orgPath('content'))
  const links = page.getByRole('navigation', { name: `Pagina’s van ${NAME}` }).getByRole('link')
  await expect(links).toHaveText(['Content', 'Leden', 'Organisatie bewerken'])
  for (const spacing of [false, true]) {
    if (spacing) await page.addStyleTag({ content: TEXT_SPACING })
    await links.first().focus()
    for (const link of await links.all()) {
      await expect(link).toBeFocused()
      await expectShownWhole(link)
      await page.keyboard.press('Tab')
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })
})

test('the admin removes the colleague after a confirmation; the last admin cannot leave', async ({ browser }) => {
  test.setTimeout(120_000)
  const { page } = await member(browser, applicant)
  await page.goto(orgPath('leden'))
  await page.getByRole('link', { name: 'Collega Test' }).click()
  await page.getByRole('link', { name: 'Lid verwijderen' }).click()
  await expect(page.getByRole('region', { name: 'Lid verwijderen' })).toContainText(MEMBERSHIP_MESSAGES.removeConfirm)
  // The question is read first (the cursor on its heading, not on the button that confirms).
  await expect(page.getByRole('heading', { level: 2, name: 'Lid verwijderen' })).toBeFocused()
  await check(page, 'lid-verwijderen')
  await page.getByRole('button', { name: 'Collega Test verwijderen' }).click()
  await expect(page).toHaveURL(new RegExp(`${orgPath('leden')}$`))
  await expectResult(page, MEMBERSHIP_MESSAGES.memberRemoved)
  await expect(page.getByTestId('member')).toHaveCount(1)

  await page.getByRole('link', { name: 'Test org-applicant' }).click()
  await page.getByRole('link', { name: 'Organisatie verlaten' }).click()
  await page.getByRole('button', { name: 'Organisatie verlaten' }).click()
  // The refusal is read out: the cursor is on it.
  await expect(page.getByRole('alert').filter({ hasText: MEMBERSHIP_MESSAGES.lastAdmin })).toBeFocused()
  await check(page, 'laatste-beheerder')
})

test('the last admin cannot delete their account: the message names the organisation and what to do, nothing is deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const { page } = await member(browser, applicant)
  // The cookie choice made, so the screenshots show the page without the notice over it.
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  await page.goto('/profiel/bewerken')
  const zone = page.getByRole('main').locator('#account-verwijderen')
  await zone.getByLabel('Vul ter bevestiging je wachtwoord in').fill(applicant.password)
  const answer = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/profiel/bewerken'))
  await zone.getByRole('button', { name: 'Mijn account definitief verwijderen' }).click()
  expect((await answer).status()).toBe(409)
  // In the deletion form, read out with the cursor on it; the page stays, the member stays logged in.
  const refusal = zone.getByRole('alert').filter({ hasText: soleAdminMessage([NAME]) })
  await expect(refusal).toBeFocused()
  await expect(refusal).toContainText(`Je bent de enige beheerder van ${NAME}.`)
  await expect(page).toHaveURL(/\/profiel\/bewerken$/)
  await check(page, 'account-verwijderen-enige-beheerder')
  await page.goto(orgPath('leden'))
  await expect(page.getByTestId('member')).toHaveText([/^Test org-applicant, beheerder, lid sinds/])
})

test("renaming the organisation to another organisation's name is refused at the name field", async ({ browser }) => {
  test.setTimeout(90_000)
  const { page } = await member(browser, applicant)
  await page.goto(orgPath('bewerken'))
  const general = page.getByRole('region', { name: 'Algemeen' })
  await general.getByLabel('Naam').fill('kanaal  DIGITAL')
  await general.getByRole('button', { name: 'Algemeen opslaan' }).click()
  await expect(general.getByLabel('Naam')).toHaveAttribute('aria-invalid', 'true')
  await expect(general.getByText(ORGANIZATION_MESSAGES.nameTaken)).toBeVisible()
  await expectNoAxeViolations(page, 'edit, name taken')
  await page.goto(orgPath('bewerken'))
  await expect(general.getByLabel('Naam')).toHaveValue(NAME)
})

test('an outsider and the removed colleague get the 403 page on every page of the organisation', async ({ browser }) => {
  test.setTimeout(120_000)
  const outsider = await createAccount('org-outsider')
  for (const account of [outsider, colleague]) {
    const { page, context } = await member(browser, account)
    for (const path of ['content', 'leden', 'bewerken', 'leden/abc123']) {
      const response = await page.goto(orgPath(path))
      expect(response?.status(), path).toBe(403)
      await expect(page.getByRole('main')).toContainText('Je hebt geen toegang tot deze pagina.')
    }
    await context.close()
  }
})
