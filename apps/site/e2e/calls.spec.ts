import { randomBytes } from 'node:crypto'
import { MESSAGES, PROFILE_MESSAGES, BODY_MESSAGES, CONTENT_MESSAGES, ENTER_MESSAGES, REVIEW_MESSAGES } from '@talentstad/types'
import type { Page } from '@playwright/test'
import { containing, createAccount, expect, mailCount, memberContext, nextMail, randomIp, test } from './accounts'
import { createCommunityManager } from './cms-admin'
import { announcements, recordAnnouncements } from './assistive'
import { E2E_OPENAI_API_KEY, E2E_OPENAI_PORT, expectNoAxeViolations, shoot } from './calls-fixtures'
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai'
import { jpegFixture } from './profile-fixtures'
import { E2E_SITE_URL } from './config'
import { dataLayerEvents, expectResult, hydrated } from './page'

// Calls end to end (issue 10), one journey in order: create with an image and the AI rewrite (and
// once without JavaScript), see it pending, review as the spec's own community manager (approve one,
// reject one with a reason; the author's mails), find it online, enter it once as another member,
// the author sees the enter, edit it (the old version stays online), withdraw the enter, delete
// the call with a reason. Every new page and state: axe and screenshots at 375 and 1280 px.

test.describe.configure({ mode: 'serial' })

const run = randomBytes(3).toString('hex')
const TITLE = `Testers gezocht voor onze buurtapp ${run}`
const NO_JS_TITLE = `Mentor gezocht zonder JavaScript ${run}`
let fake: FakeOpenAi
let author: { email: string; password: string }
let responder: { email: string; password: string }
/** The community manager of this spec alone. */
let managerAccount: { email: string; password: string }
let callId = ''
let callSlug = ''

/** One login per account for the whole run (accounts.ts: the CMS sends at most 3 codes per quarter of an hour). */
const newMember = memberContext

const myCall = (page: Page, title: string) => page.getByTestId('my-call').filter({ hasText: title })

test.beforeAll(async () => {
  fake = await startFakeOpenAi({ port: E2E_OPENAI_PORT, apiKey: E2E_OPENAI_API_KEY, chunkDelayMs: 2 })
  ;[author, responder, managerAccount] = await Promise.all([
    createAccount('call-author'),
    createAccount('call-responder'),
    createCommunityManager('call-manager'),
  ])
})

test.afterAll(async () => {
  await fake?.close()
})

test('a member creates a call in two steps, with an image and the AI rewrite, and sees it pending', async ({ browser }) => {
  test.setTimeout(150_000)
  const { context, page } = await newMember(browser, author)

  await page.goto('/profiel/oproepen')
  await expect(page.getByText('Je hebt nog geen oproepen geplaatst.')).toBeVisible()
  await expectNoAxeViolations(page, 'my calls, empty')
  await shoot(page, 'mijn-oproepen-leeg')

  await page.getByRole('link', { name: 'Nieuwe oproep' }).click()
  await expect(page).toHaveURL(/\/profiel\/oproepen\/nieuw$/)
  await expect(page.getByText('Stap 1 van 2: Inhoud')).toBeVisible()
  // A member without an organisation role posts calls only.
  await expect(page.getByRole('radio')).toHaveCount(1)
  await expect(page.getByRole('radio', { name: 'Oproep' })).toBeChecked()

  // Step 1 refused: Dutch messages, nothing lost.
  await page.getByLabel('Titel').fill(TITLE)
  await page.getByRole('button', { name: 'Volgende' }).click()
  await expect(page.getByText(CONTENT_MESSAGES.audienceRequired)).toBeVisible()
  await expect(page.getByText(BODY_MESSAGES.required)).toBeVisible()
  await expect(page.getByLabel('Titel')).toHaveValue(TITLE)

  await page.getByRole('checkbox', { name: 'Studenten' }).check()
  const editor = page.getByRole('textbox', { name: 'Tekst' })
  await expect(page.getByRole('toolbar', { name: 'Opmaak van de tekst' })).toBeVisible()
  await editor.click()
  await page.keyboard.type('Wie test onze app? Mail naar jan@example.nl of bel 06 12345678.')
  await page.keyboard.press('Enter')
  await page.getByRole('button', { name: 'Opsomming' }).click()
  await expect(page.getByRole('button', { name: 'Opsomming' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.type('een middag')
  await expect(editor.locator('ul li')).toHaveText('een middag')
  await expectNoAxeViolations(page, 'new call, step 1')
  await shoot(page, 'nieuw-stap-1')

  // The AI rewrite against the fake: title and text without personal data; the member accepts.
  await page.getByRole('button', { name: 'Herschrijf met AI' }).click()
  await expect(page.getByRole('button', { name: 'Gebruik deze tekst' })).toBeVisible()
  expect(fake.requests).toHaveLength(1)
  expect(fake.requests[0]!.text).toContain(TITLE)
  expect(fake.requests[0]!.text).not.toContain('jan@example.nl')
  expect(fake.requests[0]!.text).not.toContain('06 12345678')
  await expectNoAxeViolations(page, 'new call, AI suggestion')
  await shoot(page, 'nieuw-ai-suggestie')
  await page.getByRole('button', { name: 'Gebruik deze tekst' }).click()
  await expect(editor).toContainText('Wij zoeken iemand die ons team wil helpen.')
  await expect(editor.locator('li')).toContainText(['Je test onze nieuwe app.', 'Je geeft ons eerlijke tips.'])

  // Step 2, back and forth: everything typed stays.
  await page.getByRole('button', { name: 'Volgende' }).click()
  await expect(page.getByText('Stap 2 van 2: Afbeeldingen en details')).toBeVisible()
  await page.getByLabel('Link naar meer informatie (niet verplicht)').fill('http://example.nl')
  await page.getByRole('button', { name: 'Oproep versturen' }).click()
  await expect(page.getByText(MESSAGES.invalidUrl)).toBeVisible()
  await page.getByLabel('Link naar meer informatie (niet verplicht)').fill('https://example.nl/buurtapp')
  await page.getByRole('button', { name: 'Vorige' }).click()
  await expect(page.getByText('Stap 1 van 2: Inhoud')).toBeVisible()
  await expect(page.getByLabel('Titel')).toHaveValue(TITLE)
  await expect(page.getByRole('checkbox', { name: 'Studenten' })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Tekst' })).toContainText('Wij zoeken iemand die ons team wil helpen.')
  await page.getByRole('button', { name: 'Volgende' }).click()
  await expect(page.getByLabel('Link naar meer informatie (niet verplicht)')).toHaveValue('https://example.nl/buurtapp')
  await page
    .getByLabel('Afbeelding (niet verplicht)')
    .setInputFiles({ name: 'buurtapp.jpg', mimeType: 'image/jpeg', buffer: await jpegFixture(800, 450) })
  await expect(page.getByText('Gekozen afbeelding')).toBeVisible()
  await page.locator('fieldset', { hasText: 'Thema’s' }).getByRole('checkbox').first().check()
  await expectNoAxeViolations(page, 'new call, step 2')
  await shoot(page, 'nieuw-stap-2')

  const managerMails = await mailCount(managerAccount.email)
  await page.getByRole('button', { name: 'Oproep versturen' }).click()
  await expect(page).toHaveURL(/\/profiel\/oproepen$/)
  await expect(page.getByRole('status').filter({ hasText: CONTENT_MESSAGES.submitted })).toBeVisible()
  // The success's analytics event rode on its toast: pushed once, with the member's type and nothing personal.
  const [created, ...again] = await dataLayerEvents(page, 'call_created')
  expect(again).toEqual([])
  expect(Object.keys(created ?? {}).sort()).toEqual(['event', 'typeOfUser'])
  const row = myCall(page, TITLE)
  await expect(row).toContainText('In beoordeling')
  await expect(row).toContainText(CONTENT_MESSAGES.pendingNotice)
  await expect(row).toContainText('0 enters')
  callId = /\/oproepen\/([a-z0-9]+)\/aanpassen$/.exec((await row.getByRole('link', { name: /^Aanpassen/ }).getAttribute('href')) ?? '')![1]!
  await expectNoAxeViolations(page, 'my calls, pending')
  await shoot(page, 'mijn-oproepen-in-beoordeling')
  // The community managers hear of it.
  expect((await nextMail(managerAccount.email, managerMails, 15_000, containing(TITLE))).subject).toContain(TITLE)
  await context.close()
})

test('by keyboard: an empty body puts the cursor in the editor; Tab leaves a list; the link panel says its error; Vorige works whatever step 2 holds', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const { context, page } = await newMember(browser, author)
  await page.goto('/profiel/oproepen/nieuw')
  await hydrated(page)
  const editor = page.getByRole('textbox', { name: 'Tekst' })
  await expect(page.getByRole('toolbar', { name: 'Opmaak van de tekst' })).toBeVisible()
  await page.getByRole('checkbox', { name: 'Studenten' }).check()
  const title = `Toetsenbord ${run}`
  await page.getByLabel('Titel').fill(title)

  // Only the body is missing: the cursor goes into the editor, and its message is read with it.
  await page.getByRole('button', { name: 'Volgende' }).focus()
  await page.keyboard.press('Enter')
  await expect(editor).toBeFocused()
  await expect(editor).toHaveAttribute('aria-invalid', 'true')
  await expect(editor).toHaveAccessibleDescription(new RegExp(`${BODY_MESSAGES.required}$`))
  await expect(page.getByText('Stap 1 van 2: Inhoud')).toBeVisible()

  // A list typed in the editor: Tab and Shift+Tab move the cursor out of it, like everywhere else.
  await page.keyboard.type('Wat we zoeken:')
  await page.keyboard.press('Enter')
  await page.keyboard.type('- een middag')
  await page.keyboard.press('Enter')
  await page.keyboard.type('een avond')
  await expect(editor.locator('ul > li')).toHaveText(['een middag', 'een avond'])
  await page.keyboard.press('Tab')
  await expect(page.getByRole('button', { name: 'Herschrijf met AI' })).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(editor).toBeFocused()
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Link', exact: true })).toBeFocused()
  await expect(editor.locator('ul > li')).toHaveText(['een middag', 'een avond'])
  await expect(editor.locator('li li')).toHaveCount(0)
  await page.keyboard.press('Tab')
  await expect(editor).toBeFocused()

  // The link panel: an address it refuses is an alert, and the cursor is (back) in the address.
  await recordAnnouncements(page)
  const linkError = 'Vul een adres in dat begint met https://, http:// of mailto:'
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Enter')
  const address = page.getByRole('textbox', { name: 'Adres van de link' })
  await expect(address).toBeFocused()
  await address.fill('geen adres')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: linkError })).toBeVisible()
  await expect(address).toHaveAccessibleDescription(linkError)
  await page.getByRole('button', { name: 'Link plaatsen' }).focus()
  await page.keyboard.press('Enter')
  await expect(address).toBeFocused()
  await expect.poll(() => announcements(page)).toEqual([linkError, linkError])
  await expectNoAxeViolations(page, 'new call, link refused')
  await page.keyboard.press('Escape')
  await expect(editor).toBeFocused()

  // Step 2 with an address that is none: 'Vorige' still goes back, keeping everything typed.
  await page.getByRole('button', { name: 'Volgende' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Stap 2 van 2: Afbeeldingen en details')).toBeVisible()
  const moreInfo = page.getByLabel('Link naar meer informatie (niet verplicht)')
  await moreInfo.fill('geen-adres')
  await page.getByRole('button', { name: 'Vorige' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Stap 1 van 2: Inhoud')).toBeVisible()
  await expect(page.getByLabel('Titel')).toHaveValue(title)
  await expect(editor.locator('ul > li')).toHaveText(['een middag', 'een avond'])
  await page.getByRole('button', { name: 'Volgende' }).click()
  await expect(moreInfo).toHaveValue('geen-adres')
  await context.close()
})

test('a crafted body that is no blocks, or nested 5,000 deep, is a 400 with the Dutch message at the field; nothing is sent', async ({
  browser,
}) => {
  const { context, page } = await newMember(browser, author)
  for (const body of ['[[]]', '['.repeat(5000) + ']'.repeat(5000), '{"a":'.repeat(5000) + '1' + '}'.repeat(5000)]) {
    for (const intent of ['next', 'submit']) {
      const response = await page.request.post('/profiel/oproepen/nieuw', {
        multipart: { intent, type: 'CONTENT_TYPE_CALL_UP', audiences: 'AUDIENCE_STUDENT', title: `Kapot ${run}`, body },
        headers: { Origin: E2E_SITE_URL },
        maxRedirects: 0,
      })
      expect(response.status(), `${intent} ${body.slice(0, 12)}`).toBe(400)
      expect(await response.text()).toContain(BODY_MESSAGES.invalid)
    }
  }
  await page.goto('/profiel/oproepen')
  await expect(myCall(page, `Kapot ${run}`)).toHaveCount(0)
  await context.close()
})

test('without JavaScript the two-step form works too (light syntax in a textarea)', async ({ browser }) => {
  test.setTimeout(90_000)
  const { context: withJs } = await newMember(browser, author)
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await withJs.storageState(),
    extraHTTPHeaders: { 'X-Forwarded-For': randomIp() },
  })
  await withJs.close()
  const page = await context.newPage()
  await page.goto('/profiel/oproepen/nieuw')
  await expect(page.getByText('Zo maak je je tekst op:')).toBeVisible()
  await page.getByRole('checkbox', { name: 'Professionals' }).check()
  await page
    .getByLabel('Tekst')
    .fill('## Wat ik zoek\n\nEen mentor voor mijn **afstudeerproject**.\n\n- een uur per week\n- [meer info](https://example.nl/mentor)')
  await page.getByRole('button', { name: 'Volgende' }).click()
  await expect(page.getByText(CONTENT_MESSAGES.titleRequired)).toBeVisible()
  await expect(page.getByLabel('Tekst')).toHaveValue(/## Wat ik zoek\n\nEen mentor voor mijn \*\*afstudeerproject\*\*\./)
  // (axe needs JavaScript in the page; the same form with errors is checked with JavaScript above.)
  await shoot(page, 'nieuw-zonder-js-fout')
  await page.getByLabel('Titel').fill(NO_JS_TITLE)
  await page.getByRole('button', { name: 'Volgende' }).click()
  await expect(page.getByText('Stap 2 van 2: Afbeeldingen en details')).toBeVisible()
  await page.getByRole('button', { name: 'Vorige' }).click()
  await expect(page.getByLabel('Titel')).toHaveValue(NO_JS_TITLE)
  await expect(page.getByRole('checkbox', { name: 'Professionals' })).toBeChecked()
  await expect(page.getByLabel('Tekst')).toHaveValue(
    '## Wat ik zoek\n\nEen mentor voor mijn **afstudeerproject**.\n\n- een uur per week\n- [meer info](https://example.nl/mentor)',
  )
  await page.getByRole('button', { name: 'Volgende' }).click()
  await page.getByRole('button', { name: 'Oproep versturen' }).click()
  await expect(page).toHaveURL(/\/profiel\/oproepen$/)
  await expect(myCall(page, NO_JS_TITLE)).toContainText('In beoordeling')
  await context.close()
})

test('the community manager approves one call and rejects the other with a reason; the author is mailed', async ({ browser }) => {
  test.setTimeout(120_000)
  const { context, page } = await newMember(browser, managerAccount)
  await page.goto('/profiel/oproepen/beoordelen')
  const queue = page.getByRole('region', { name: 'Wachtrij' })
  await expect(queue.getByRole('link', { name: TITLE })).toBeVisible()
  await expectNoAxeViolations(page, 'review queue')
  await shoot(page, 'beoordelen-wachtrij')

  await queue.getByRole('link', { name: TITLE }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oproep beoordelen')
  await expect(page.getByText('Geplaatst door')).toBeVisible()
  await expect(page.locator('.ts-review-preview')).toContainText('Wij zoeken iemand die ons team wil helpen.')
  // The call's title is a heading in the preview, under the preview's own (h1 › h2 › h3).
  const preview = page.getByRole('region', { name: 'Zo komt de oproep eruit te zien' })
  await expect(preview.getByRole('heading', { level: 2 })).toHaveText('Zo komt de oproep eruit te zien')
  await expect(preview.getByRole('heading', { level: 3 })).toHaveText(TITLE)
  await expectNoAxeViolations(page, 'review one call')
  await shoot(page, 'beoordelen-oproep')
  let mails = await mailCount(author.email)
  await page.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(page).toHaveURL(/\/profiel\/oproepen\/beoordelen$/)
  await expectResult(page, REVIEW_MESSAGES.approved)
  expect((await nextMail(author.email, mails)).subject).toBe(`Je oproep is goedgekeurd: ${TITLE}`)

  mails = await mailCount(author.email)
  await queue.getByRole('link', { name: NO_JS_TITLE }).click()
  await page.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(page.getByText(MESSAGES.rejectReasonRequired)).toBeVisible()
  await expectNoAxeViolations(page, 'review, reason missing')
  await page.getByLabel('Reden van afwijzing (verplicht bij afwijzen)').fill('Vertel erbij in welk vakgebied je een mentor zoekt.')
  await page.getByRole('button', { name: 'Afwijzen' }).click()
  await expect(page).toHaveURL(/\/profiel\/oproepen\/beoordelen$/)
  await expectResult(page, REVIEW_MESSAGES.rejected)
  const rejected = await nextMail(author.email, mails)
  expect(rejected.subject).toBe(`Je oproep is afgewezen: ${NO_JS_TITLE}`)
  expect(rejected.text).toContain('Vertel erbij in welk vakgebied je een mentor zoekt.')
  const recent = page.getByTestId('review-recent')
  await expect(recent.getByRole('listitem').filter({ hasText: TITLE })).toContainText('Goedgekeurd')
  await expect(recent.getByRole('listitem').filter({ hasText: NO_JS_TITLE })).toContainText('Afgewezen')
  await shoot(page, 'beoordelen-na-besluit')
  await context.close()
})

test('the call is online; another member enters it once, sharing a chosen detail; the author sees the enter', async ({ browser, page }) => {
  test.setTimeout(150_000)
  // Online, in the list and on its page; anonymous visitors get a login link that comes back.
  // In the list once the CMS's content-change signal has reached the site (debounced, 250 ms); until
  // then a visitor may get the list as it was before the approval.
  await expect(async () => {
    await page.goto('/oproepen')
    await expect(page.getByRole('link', { name: TITLE }).first()).toBeVisible({ timeout: 1000 })
  }).toPass({ timeout: 10_000 })
  await page.getByRole('link', { name: TITLE }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(page).toHaveURL(/\/oproepen\/[a-z0-9-]+$/)
  callSlug = new URL(page.url()).pathname.split('/').pop()!
  const login = page.getByRole('link', { name: 'Log in om te reageren' })
  await expect(login).toHaveAttribute('href', `/inloggen?callbackUrl=${encodeURIComponent(`/oproepen/${callSlug}`)}`)
  await expectNoAxeViolations(page, 'call page, anonymous')
  await shoot(page, 'oproep-anoniem')

  const { context, page: member } = await newMember(browser, responder)
  await member.goto(`/oproepen/${callSlug}`)
  await hydrated(member)
  const secondTab = await context.newPage()
  await secondTab.goto(`/oproepen/${callSlug}`)
  await hydrated(secondTab)
  await expect(member.getByRole('heading', { name: 'Reageer met een Enter' })).toBeVisible()
  await expectNoAxeViolations(member, 'call page, enter form')
  await shoot(member, 'oproep-enter-formulier')
  await member.getByRole('checkbox', { name: 'Deel mijn telefoonnummer' }).check()
  // A shared phone number that is none: the server's reply says so at the field, and nothing is sent.
  const phone = member.getByRole('textbox', { name: 'Telefoonnummer' })
  await phone.fill('bel me maar')
  await member.getByRole('button', { name: 'Enter versturen' }).click()
  await expect(phone).toHaveAttribute('aria-invalid', 'true')
  await expect(member.getByRole('region', { name: 'Reageer met een Enter' })).toContainText(PROFILE_MESSAGES.invalidPhone)
  await expect(member.getByTestId('entered-badge')).toHaveCount(0)
  await phone.fill('06 12345678')
  await member.getByRole('textbox', { name: 'LinkedIn-profiel' }).fill('https://www.linkedin.com/in/niet-delen')
  await member.getByLabel('Bericht (niet verplicht)').fill('Ik test graag mee op woensdag.')
  const authorMails = await mailCount(author.email)
  await member.getByRole('button', { name: 'Enter versturen' }).click()
  await expect(member.getByTestId('entered-badge')).toHaveText(MESSAGES.entered)
  await expect(member.getByRole('region', { name: 'Reageer met een Enter' })).toContainText('telefoon 06 12345678')
  // Said where the page scrolls to (#enter), in the enter's section.
  await expectResult(member, ENTER_MESSAGES.entered, member.getByRole('region', { name: 'Reageer met een Enter' }))
  expect(await dataLayerEvents(member, 'enter_sent')).toHaveLength(1)
  await expectNoAxeViolations(member, 'call page, entered')
  await shoot(member, 'oproep-geenterd')
  expect((await nextMail(author.email, authorMails)).subject).toBe(`Nieuwe enter op je oproep: ${TITLE}`)

  // A second attempt from the other tab: refused with the Dutch message, still one enter.
  await secondTab.getByRole('button', { name: 'Enter versturen' }).click()
  await expect(secondTab.getByRole('alert').filter({ hasText: MESSAGES.alreadyEntered })).toBeVisible()
  await expect(secondTab.getByTestId('entered-badge')).toHaveText(MESSAGES.entered)

  await member.goto('/profiel/enters')
  const enter = member.getByTestId('my-enter').filter({ hasText: TITLE })
  await expect(enter).toHaveCount(1)
  await expect(enter).toContainText('06 12345678')
  await expect(enter).toContainText('Niet gedeeld')
  await expectNoAxeViolations(member, 'my enters')
  await shoot(member, 'mijn-enters')
  await context.close()

  // The author sees the enter, with only what was shared.
  const { context: authorContext, page: own } = await newMember(browser, author)
  await own.goto(`/oproepen/${callSlug}`)
  const enters = own.getByRole('region', { name: 'Enters op je oproep' })
  await expect(enters).toContainText('Test call-responder')
  await expect(enters).toContainText('06 12345678')
  await expect(enters).toContainText('Ik test graag mee op woensdag.')
  await expect(enters).not.toContainText('niet-delen')
  await expectNoAxeViolations(own, 'call page, author with enters')
  await shoot(own, 'oproep-auteur-enters')
  await own.goto('/profiel/oproepen')
  await expect(myCall(own, TITLE)).toContainText('Online')
  await expect(myCall(own, TITLE)).toContainText('1 enter')
  await expect(myCall(own, NO_JS_TITLE)).toContainText('Afgewezen')
  await expect(myCall(own, NO_JS_TITLE)).toContainText('Vertel erbij in welk vakgebied je een mentor zoekt.')
  await myCall(own, TITLE)
    .getByRole('link', { name: /^Enters bekijken/ })
    .click()
  await expect(own.getByRole('region', { name: `Enters op ${TITLE}` })).toContainText('06 12345678')
  await expectNoAxeViolations(own, 'my calls, enters of one')
  await shoot(own, 'mijn-oproepen-enters')
  await authorContext.close()
})

test('the author edits the call: the old version stays online until approved; nobody else may open the edit page', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000)
  // Anonymous: the sign-in redirect.
  await page.goto(`/oproepen/${callId}/aanpassen`)
  await expect(page).toHaveURL(/\/inloggen\?/)

  // Another member: the Dutch 403 page.
  const { context: otherContext, page: other } = await newMember(browser, responder)
  const refused = await other.goto(`/oproepen/${callId}/aanpassen`)
  expect(refused?.status()).toBe(403)
  await expect(other.getByRole('main')).toContainText('Je hebt geen toegang tot deze pagina.')
  await otherContext.close()

  const { context, page: own } = await newMember(browser, author)
  await own.goto('/profiel/oproepen')
  await myCall(own, TITLE)
    .getByRole('link', { name: /^Aanpassen/ })
    .click()
  await expect(own.getByRole('heading', { level: 1 })).toHaveText('Oproep aanpassen')
  await expect(own.getByLabel('Titel')).toHaveValue(TITLE)
  await expect(own.getByRole('textbox', { name: 'Tekst' })).toContainText('Wij zoeken iemand die ons team wil helpen.')
  await expectNoAxeViolations(own, 'edit call, step 1')
  await shoot(own, 'aanpassen-stap-1')
  await own.getByLabel('Titel').fill(`${TITLE} (bijgewerkt)`)
  await own.getByRole('button', { name: 'Volgende' }).click()
  await expect(own.getByText('Huidige afbeelding', { exact: true }).first()).toBeVisible()
  await expectNoAxeViolations(own, 'edit call, step 2')
  await shoot(own, 'aanpassen-stap-2')
  await own.getByRole('button', { name: 'Wijziging versturen' }).click()
  await expect(own).toHaveURL(/\/profiel\/oproepen$/)
  await expect(myCall(own, TITLE)).toContainText('Wijziging in beoordeling')
  await expect(myCall(own, TITLE)).toContainText(CONTENT_MESSAGES.editPendingNotice)
  await expect(own.getByRole('status').filter({ hasText: CONTENT_MESSAGES.editPendingNotice })).toBeVisible()

  // An edit of the rejected call, which was never online: no word of a previous version online.
  await myCall(own, NO_JS_TITLE)
    .getByRole('link', { name: /^Aanpassen/ })
    .click()
  await own.getByRole('button', { name: 'Volgende' }).click()
  await own.getByRole('button', { name: 'Wijziging versturen' }).click()
  await expect(own).toHaveURL(/\/profiel\/oproepen$/)
  const confirmed = own.getByRole('status').filter({ hasText: CONTENT_MESSAGES.editSubmitted })
  await expect(confirmed).toBeVisible()
  await expect(confirmed).not.toContainText('vorige versie')
  await shoot(own, 'mijn-oproepen-aangepast')

  // The community manager opens the edit; the author changes it again meanwhile. 'Goedkeuren' on the
  // page that shows the older version approves nothing: the message, and the current version.
  const { context: managerContext, page: manager } = await newMember(browser, managerAccount)
  await manager.goto(`/profiel/oproepen/beoordelen/${callId}`)
  await hydrated(manager)
  const preview = manager.locator('.ts-review-preview')
  await expect(preview).toContainText(`${TITLE} (bijgewerkt)`)
  await own.goto(`/oproepen/${callId}/aanpassen`)
  await own.getByLabel('Titel').fill(`${TITLE} (bijgewerkt, met betaallink)`)
  await own.getByRole('button', { name: 'Volgende' }).click()
  await own.getByRole('button', { name: 'Wijziging versturen' }).click()
  await expect(own).toHaveURL(/\/profiel\/oproepen$/)
  await manager.getByRole('button', { name: 'Goedkeuren' }).click()
  await expect(manager.getByText(REVIEW_MESSAGES.changedSinceOpened)).toBeVisible()
  await expect(preview).toContainText('met betaallink')
  await expectNoAxeViolations(manager, 'review, changed since opened')
  await shoot(manager, 'beoordelen-gewijzigd')
  await managerContext.close()
  await context.close()

  // The approved version stays online meanwhile.
  await page.goto(`/oproepen/${callSlug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE)
})

test('the responder withdraws the enter, the author deletes the call with a reason, and it is gone', async ({ browser, page }) => {
  test.setTimeout(120_000)
  const { context: responderContext, page: member } = await newMember(browser, responder)
  await member.goto('/profiel/enters')
  // The cursor moves on a client-side navigation; a click before hydration loads the page anew.
  await hydrated(member)
  await member
    .getByTestId('my-enter')
    .filter({ hasText: TITLE })
    .getByRole('link', { name: /^Intrekken/ })
    .click()
  // The question is read first: the cursor on its heading, not on the button that confirms.
  await expect(member.getByRole('heading', { name: 'Enter intrekken' })).toBeFocused()
  await expectNoAxeViolations(member, 'withdraw enter confirmation')
  await shoot(member, 'enter-intrekken')
  await member.getByRole('button', { name: 'Intrekken' }).click()
  await expect(member.getByText('Je hebt nog niet op een oproep gereageerd.')).toBeVisible()
  // Said once, on the page, with the cursor on it (docs/decisions/0063).
  await expect(await expectResult(member, ENTER_MESSAGES.withdrawn)).toBeFocused()
  await responderContext.close()

  const { context, page: own } = await newMember(browser, author)
  await own.goto('/profiel/oproepen')
  await myCall(own, TITLE)
    .getByRole('link', { name: /^Verwijderen/ })
    .click()
  const confirm = own.getByRole('region', { name: 'Oproep verwijderen' })
  await expect(confirm).toContainText(TITLE)
  // Opened by its link: the cursor is in the question, on its first reason.
  await expect(confirm.getByRole('radio', { name: 'Ik heb een match gevonden' })).toBeFocused()
  await confirm.getByRole('button', { name: 'Oproep verwijderen' }).click()
  await expect(confirm.getByText(CONTENT_MESSAGES.deleteReasonRequired)).toBeVisible()
  await expectNoAxeViolations(own, 'delete confirmation')
  await shoot(own, 'verwijderen')
  await confirm.getByRole('radio', { name: 'Ik heb een match gevonden' }).check()
  await confirm.getByRole('button', { name: 'Oproep verwijderen' }).click()
  await expect(own).toHaveURL(/\/profiel\/oproepen$/)
  await expectResult(own, CONTENT_MESSAGES.deleted)
  await expect(myCall(own, TITLE)).toHaveCount(0)
  await context.close()

  // Gone for visitors as soon as the CMS's content-change signal reaches the site (debounced, 250 ms).
  await expect.poll(async () => (await page.goto(`/oproepen/${callSlug}`))?.status(), { timeout: 5000 }).toBe(404)
  await page.goto('/oproepen')
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0)
})
