import type { Page } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, expect, logInByRequest, logInOnce, randomIp, test } from './accounts'
import { expectNoAxeViolations } from './axe'
import { E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

// /profiel/evenementen (issue 31): the events a member signed up for, and cancelling from there.
// The specs share one CMS: the demo student's sign-up for the security meetup (demo seed) is only
// read here, never cancelled; a member of this test's own signs up, and cancels what they signed up for.
const MY_EVENTS = '/profiel/evenementen'
const MEETUP = '/evenementen/meetup-security-in-de-praktijk'
const MEETUP_TITLE = 'Meetup: security in de praktijk'
const CHALLENGE = '/evenementen/datachallenge-kick-off'

/** Screenshots at 375 and 1280 px: /tmp/shots/my-events-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `my-events-${name}`)

const rows = (page: Page) => main(page).getByTestId('my-event')
const row = (page: Page, title: string | RegExp) => rows(page).filter({ has: page.getByRole('heading', { name: title }) })

test('the demo student finds their sign-up for the security meetup from the dashboard and on the events list', async ({
  page,
  browser,
}) => {
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  await logInOnce(page, 'student@demo.talentstad.nl', DEMO_PASSWORD)
  await page.goto('/profiel')
  const card = main(page).getByTestId('dashboard-profiel-evenementen')
  await expect(card).toContainText('1 komend evenement')
  await card.getByRole('link', { name: 'Naar je evenementen' }).click()
  await expect(page).toHaveURL(/\/profiel\/evenementen$/)
  await expect(page).toHaveTitle('Mijn evenementen | Talentstad')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn evenementen')

  const meetup = row(page, MEETUP_TITLE)
  await expect(meetup.getByRole('link', { name: MEETUP_TITLE })).toHaveAttribute('href', MEETUP)
  await expect(meetup.locator('.ts-badge')).toHaveText('Aangemeld')
  await expect(meetup.locator('time')).toHaveText(
    /^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) \d{1,2} \w+ \d{4}, \d\d:\d\d/,
  )
  await expect(meetup.getByRole('button', { name: `Afmelden: ${MEETUP_TITLE}` })).toBeVisible()
  await expectNoAxeViolations(page, 'the demo student’s events')
  await shoot(page, 'student')

  // The events list marks the student's card; a visitor's list (the shared one) marks nothing.
  await page.goto('/evenementen?q=security')
  const meetupCard = main(page)
    .locator('.ts-content-card')
    .filter({ has: page.getByRole('link', { name: MEETUP_TITLE }) })
  await expect(meetupCard.getByTestId('card-sign-up')).toHaveText('Aangemeld')
  await expectNoAxeViolations(page, 'the events list with a sign-up')
  await shoot(page, 'list-card')
  // And on the organiser's page.
  await page.goto('/bedrijven/brugwerk-security')
  const onOrganization = main(page)
    .locator('.ts-content-card')
    .filter({ has: page.getByRole('link', { name: MEETUP_TITLE }) })
  await expect(onOrganization.getByTestId('card-sign-up')).toHaveText('Aangemeld')
  const visitor = await browser.newPage()
  await visitor.goto(`${E2E_SITE_URL}/evenementen?q=security`)
  await expect(main(visitor).getByRole('link', { name: MEETUP_TITLE })).toBeVisible()
  await expect(main(visitor).getByTestId('card-sign-up')).toHaveCount(0)
  await visitor.close()
})

test('a member sees the events they signed up for and cancels them, with and without JavaScript', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const { email, password } = await createAccount('mijn-evenementen')
  await logInByRequest(page, email, password)

  // Nothing yet: a way to the events.
  await page.goto(MY_EVENTS)
  await hydrated(page)
  await expect(main(page).getByTestId('my-events-empty')).toContainText('Je bent nog niet aangemeld voor een evenement.')
  await expect(main(page).getByRole('link', { name: 'Bekijk de evenementen' })).toHaveAttribute('href', '/evenementen')
  await expectNoAxeViolations(page, 'no events')
  await shoot(page, 'empty')

  // Sign up for two events on their pages.
  for (const path of [MEETUP, CHALLENGE]) {
    await page.goto(path)
    await hydrated(page)
    const section = main(page).getByTestId('sign-up')
    await section.getByRole('button', { name: 'Aanmelden' }).click()
    await expectResult(page, 'Je bent aangemeld', section)
  }

  // Both here, the soonest first, each with its date and a cancel button.
  await page.goto(MY_EVENTS)
  await hydrated(page)
  await expect(rows(page)).toHaveCount(2)
  await expect(main(page).getByRole('heading', { level: 2, name: 'Komende evenementen' })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: 'Eerder' })).toHaveCount(0)
  const starts = await rows(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '')))
  expect(starts.every((start) => !Number.isNaN(start))).toBe(true)
  expect(starts).toEqual([...starts].sort((a, b) => a - b))
  for (const title of [MEETUP_TITLE, /^Datachallenge/]) {
    await expect(row(page, title).locator('.ts-badge')).toHaveText('Aangemeld')
    await expect(row(page, title).getByRole('button', { name: /^Afmelden: / })).toBeVisible()
  }
  const meetupId = await row(page, MEETUP_TITLE).locator('input[name="eventId"]').inputValue()
  await expectNoAxeViolations(page, 'two events')
  await shoot(page, 'list')

  // Without JavaScript the button is a plain form: back here with the result.
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': randomIp() } })
  await plain.addCookies(await page.context().cookies())
  const plainPage = await plain.newPage()
  await plainPage.goto(MY_EVENTS)
  await row(plainPage, /^Datachallenge/)
    .getByRole('button', { name: /^Afmelden/ })
    .click()
  await expect(plainPage).toHaveURL(/\/profiel\/evenementen$/)
  await expectResult(plainPage, 'Je bent afgemeld.')
  await expect(rows(plainPage)).toHaveCount(1)
  await plain.close()

  // With JavaScript: the last one goes, and the page says there is nothing.
  await page.goto(MY_EVENTS)
  await hydrated(page)
  await row(page, MEETUP_TITLE)
    .getByRole('button', { name: /^Afmelden/ })
    .click()
  await expectResult(page, 'Je bent afgemeld.')
  await expect(main(page).getByTestId('my-events-empty')).toBeVisible()
  await expect(rows(page)).toHaveCount(0)
  await expectNoAxeViolations(page, 'after cancelling')
  await shoot(page, 'cancelled')

  // The event page agrees: the member may sign up again.
  await page.goto(MEETUP)
  await expect(main(page).getByTestId('sign-up').getByRole('button', { name: 'Aanmelden' })).toBeVisible()

  // Cancelling again (another tab, a second click): the CMS finds no sign-up, the page says so.
  const again = await page.request.post(MY_EVENTS, {
    form: { intent: 'cancel', eventId: meetupId },
    headers: { origin: E2E_SITE_URL },
    maxRedirects: 0,
  })
  expect(again.status()).toBe(303)
  expect(again.headers()['location']).toBe(MY_EVENTS)
  await page.goto(MY_EVENTS)
  await expect(main(page).getByRole('alert')).toHaveText('Je bent niet (meer) aangemeld voor dit evenement.')
  await expectNoAxeViolations(page, 'a refused cancellation')
  await shoot(page, 'not-signed-up')

  // An id that is not one, and a post from another site.
  const odd = await page.request.post(MY_EVENTS, {
    form: { intent: 'cancel', eventId: '../x' },
    headers: { origin: E2E_SITE_URL },
    maxRedirects: 0,
  })
  expect(odd.status()).toBe(303)
  const foreign = await page.request.post(MY_EVENTS, {
    form: { intent: 'cancel', eventId: meetupId },
    headers: { origin: 'https://example.org' },
    maxRedirects: 0,
  })
  expect(foreign.status()).toBe(403)
})
