import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import { containing, createAccount, expect, logInByRequest, mailCount, memberContext, nextMail, test, type Mail } from './accounts'
import { createCommunityManager, organizationOf } from './cms-admin'
import { expectNoAxeViolations } from './axe'
import { E2E_MAIL_URL, E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

// The organiser's side of signing up for events (issue 31): the admin of an organisation of the
// spec's own posts an event with one place, a waiting list and a question through the content form;
// two members sign up (the second waits); the confirmation and the reminder arrive with the
// calendar file; the organiser sees the list, downloads the CSV and cancels for the first, which
// moves the second up. Screenshots at 375 and 1280 px to /tmp/shots/event-organiser-*.png.

const run = randomBytes(3).toString('hex')
const TITLE = `Meetup toegankelijkheid ${run}`
const QUESTION = 'Welke tool gebruik je?'

/** Screenshots at 375 and 1280 px: /tmp/shots/event-organiser-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `event-organiser-${name}`)

/** A calendar attachment of a mail, parsed by ical.js: its method and event. */
async function calendarOf(mail: Mail) {
  const { id, attachments = [] } = mail as Mail & { id: string; attachments?: Array<{ fileName?: string; generatedFileName: string }> }
  const found = attachments.find((candidate) => candidate.fileName === 'evenement.ics')
  if (!found) throw new Error(`no calendar file in "${mail.subject}"`)
  const text = await (await fetch(`${E2E_MAIL_URL}/email/${id}/attachment/${encodeURIComponent(found.generatedFileName)}`)).text()
  const calendar = new ICAL.Component(ICAL.parse(text))
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) }
}

/** `hours` from now as a datetime-local value in the city's time. */
function cityLocal(hours: number) {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + hours * 60 * 60 * 1000))
  return parts.replace(' ', 'T')
}

test('an organiser posts an event with places and a question, sees who signed up, downloads the CSV and cancels for one', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const organiser = await createAccount('organiser')
  const { documentId: organization } = await organizationOf(organiser.email, 'Meetupmakers')
  await logInByRequest(page, organiser.email, organiser.password)
  const content = `/profiel/organisatie/${organization}/content`

  // The content form: an event starting in 20 hours (so the reminder is due), one place, a list, a question.
  await page.goto(`${content}?nieuw=1`)
  await hydrated(page)
  await main(page).getByRole('radio', { name: 'Evenement' }).check()
  await main(page).getByRole('checkbox', { name: 'Studenten' }).check()
  await main(page).getByLabel('Titel').fill(TITLE)
  // The rich editor replaces the plain text area once it has loaded: type only into the editor.
  await expect(main(page).getByRole('toolbar', { name: 'Opmaak van de tekst' })).toBeVisible()
  const editor = main(page).getByRole('textbox', { name: 'Tekst' })
  await editor.click()
  await page.keyboard.type('Een avond over toegankelijke apps, met pizza.')
  await expect(editor).toContainText('Een avond over toegankelijke apps, met pizza.')
  await main(page).getByRole('button', { name: 'Volgende' }).click()
  await expect(main(page).getByText('Stap 2 van 2: Afbeeldingen en details')).toBeVisible()
  await main(page).getByLabel('Begin').fill(cityLocal(20))
  await main(page).getByLabel('Locatie (niet verplicht)').fill('Stadskantoor, zaal 2')
  await main(page).getByLabel('Leden melden zich aan via Talentstad').check()
  await expect(main(page).getByLabel('Wachtlijst als het vol is')).toBeChecked()
  // A bad number of places is refused in Dutch, and nothing typed is lost.
  await main(page).getByLabel('Aantal plekken (niet verplicht)').fill('0')
  await main(page).getByLabel('Vraag aan deelnemers (niet verplicht)').fill(QUESTION)
  await main(page).getByLabel('Hun e-mailadres').check()
  await main(page).getByRole('button', { name: 'Plaatsen' }).click()
  await expect(main(page).getByText('Vul een aantal plekken in van 1 tot 10.000, of laat het leeg voor onbeperkt')).toBeVisible()
  await expect(main(page).getByLabel('Vraag aan deelnemers (niet verplicht)')).toHaveValue(QUESTION)
  await expectNoAxeViolations(page, 'the event form with its sign-up settings')
  await shoot(page, 'form')
  await main(page).getByLabel('Aantal plekken (niet verplicht)').fill('1')
  await main(page).getByRole('button', { name: 'Plaatsen' }).click()
  await expectResult(page, 'Het item is geplaatst en staat online.')

  const row = main(page).getByTestId('organization-item').filter({ hasText: TITLE })
  const attendeesPath = await row.getByRole('link', { name: /^Aanmeldingen/ }).getAttribute('href')
  const eventPath = await row.getByRole('link', { name: TITLE, exact: true }).getAttribute('href')
  expect(attendeesPath).toMatch(/^\/profiel\/organisatie\/[A-Za-z0-9]+\/evenementen\/[A-Za-z0-9]+\/aanmeldingen$/)

  // Two members sign up: the first gets the place, the second the waiting list.
  const first = await createAccount('organiser-first')
  const second = await createAccount('organiser-second')
  const signUp = async (account: { email: string; password: string }, answer: string) => {
    const member = await memberContext(browser, account)
    await member.page.goto(eventPath!)
    await hydrated(member.page)
    const section = main(member.page).getByTestId('sign-up')
    await section.getByLabel('Deel mijn e-mailadres').check()
    await section.getByLabel(new RegExp(`^${QUESTION.replace('?', '\\?')}`)).fill(answer)
    await section.getByRole('button', { name: /Aanmelden|Zet me op de wachtlijst/ }).click()
    return member
  }
  const firstMails = await mailCount(first.email)
  const firstMember = await signUp(first, '=HYPERLINK("https://evil.example")')
  await expectResult(firstMember.page, 'Je bent aangemeld', main(firstMember.page).getByTestId('sign-up'))
  const secondMails = await mailCount(second.email)
  const secondMember = await signUp(second, 'axe-core')
  await expectResult(secondMember.page, 'Je staat op de wachtlijst, plek 1', main(secondMember.page).getByTestId('sign-up'))
  await secondMember.context.close()

  const confirmation = await nextMail(first.email, firstMails, 15_000, containing(`Je bent aangemeld: ${TITLE}`))
  const confirmed = await calendarOf(confirmation)
  expect(confirmed.method).toBe('REQUEST')
  expect(confirmed.event.summary).toBe(TITLE)
  expect(confirmed.event.location).toBe('Stadskantoor, zaal 2')

  // The reminder: the community manager's run of the schedule for this member alone.
  const manager = await browser.newContext()
  const managerPage = await manager.newPage()
  const managerAccount = await createCommunityManager('reminder-manager')
  await logInByRequest(managerPage, managerAccount.email, managerAccount.password)
  await managerPage.goto('/profiel/nieuwsbrief')
  await hydrated(managerPage)
  const beforeReminder = await mailCount(first.email)
  await main(managerPage).getByLabel('Alleen aan dit lid (e-mailadres)').fill(first.email)
  await main(managerPage).getByRole('button', { name: 'Nu versturen' }).click()
  await expect(main(managerPage).getByTestId('digest-run')).toContainText('1 herinnering aan een evenement verstuurd')
  await manager.close()
  const reminder = await nextMail(first.email, beforeReminder, 15_000, containing(`Herinnering: ${TITLE}`))
  expect((await calendarOf(reminder)).event.uid).toBe(confirmed.event.uid)

  // The organiser's list: who, when, what they shared, the answers; the waiting list in order.
  await page.goto(attendeesPath!)
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(`Aanmeldingen: ${TITLE}`)
  await expect(main(page).getByTestId('attendees-summary')).toHaveText('1 van 1 plekken bezet, 1 op de wachtlijst')
  await expect(main(page).getByTestId('attendees-confirmed')).toContainText(first.email)
  await expect(main(page).getByTestId('attendees-waiting')).toContainText('axe-core')
  await expectNoAxeViolations(page, 'the attendees page')
  await shoot(page, 'list')

  // The CSV: UTF-8 with a byte order mark, the answer made harmless for a spreadsheet.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('link', { name: 'Download de lijst (CSV)' }).click(),
  ])
  const bytes = await (await import('node:fs/promises')).readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const csv = bytes.subarray(3).toString('utf8')
  expect(csv.split('\r\n')[0]).toContain(`Antwoord: ${QUESTION}`)
  expect(csv).toContain(`Aangemeld;;`)
  expect(csv).toContain(first.email)
  expect(csv).toContain(`'=HYPERLINK`)
  expect(download.suggestedFilename()).toMatch(/^aanmeldingen-.+\.csv$/)

  // 'Afmelden namens' the first: a reason is required; then the first is mailed and the second moves up.
  const firstRow = main(page).getByTestId('attendees-confirmed').getByTestId('attendee')
  await firstRow.locator('summary').click()
  await firstRow.getByRole('button', { name: 'Aanmelding annuleren' }).click()
  await expect(firstRow.getByText('Geef een reden op.')).toBeVisible()
  await expectNoAxeViolations(page, 'the attendees page, a reason missing')
  await shoot(page, 'cancel-reason')
  const beforeCancel = await mailCount(first.email)
  await firstRow.getByLabel('Reden').fill('Je bent je op dezelfde avond al aangemeld voor de workshop.')
  await firstRow.getByRole('button', { name: 'Aanmelding annuleren' }).click()
  await expectResult(page, 'De aanmelding is geannuleerd. De deelnemer krijgt een e-mail met de reden.')
  await expect(main(page).getByTestId('attendees-summary')).toHaveText('1 van 1 plekken bezet')
  const cancelled = await nextMail(first.email, beforeCancel, 15_000, containing(`Je aanmelding is geannuleerd: ${TITLE}`))
  expect(cancelled.text).toContain('al aangemeld voor de workshop')
  expect((await calendarOf(cancelled)).method).toBe('CANCEL')
  await nextMail(second.email, secondMails, 15_000, containing(`Er is een plek vrij: je bent aangemeld voor ${TITLE}`))

  // The first member's page says so at once.
  await firstMember.page.goto(eventPath!)
  await expect(main(firstMember.page).getByTestId('sign-up').getByRole('button', { name: 'Aanmelden' })).toHaveCount(0)
  await firstMember.context.close()
})

test("the attendees page and its CSV are the organiser's alone", async ({ browser }) => {
  const other = await createAccount('organiser-other')
  const { page, context } = await memberContext(browser, other)
  // Another organisation's list and its CSV, to a member without a role there: 403.
  const { documentId: organizer } = await organizationOf((await createAccount('organiser-admin')).email, 'Aanmeldingen')
  for (const path of [
    `/profiel/organisatie/${organizer}/evenementen/abcdefghijklmnopqrstuvwx/aanmeldingen`,
    `/profiel/organisatie/${organizer}/evenementen/abcdefghijklmnopqrstuvwx/aanmeldingen.csv`,
  ]) {
    const response = await page.request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(403)
  }
  // A foreign Origin cannot cancel for anyone.
  const post = await page.request.post(`/profiel/organisatie/${organizer}/evenementen/abcdefghijklmnopqrstuvwx/aanmeldingen`, {
    form: { registrationId: 'abc', reason: 'x' },
    headers: { origin: 'https://example.org' },
    maxRedirects: 0,
  })
  expect(post.status()).toBe(403)
  await context.close()
})
