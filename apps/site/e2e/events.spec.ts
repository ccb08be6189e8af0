import type { Page } from '@playwright/test'
import { containing, createAccount, expect, logInByRequest, mailCount, nextMail, test, type Mail } from './accounts'
import { expectNoAxeViolations } from './axe'
import { E2E_MAIL_URL, E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

// Signing up for events (issue 31): the demo seed's security meetup (40 places, a question), the
// accessibility workshop (2 places, both taken, one member waiting) and the data challenge (no limit).
const MEETUP = '/evenementen/meetup-security-in-de-praktijk'
const WORKSHOP = '/evenementen/workshop-toegankelijk-ontwerpen'
const CHALLENGE = '/evenementen/datachallenge-kick-off'

/** Screenshots at 375 and 1280 px: /tmp/shots/events-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `events-${name}`)

/** A mail's attachment as the member's mail program saves it (MailDev keeps it under a generated name). */
async function attachment(mail: Mail, fileName: string) {
  const { id, attachments = [] } = mail as Mail & { id: string; attachments?: Array<{ fileName?: string; generatedFileName: string }> }
  const found = attachments.find((candidate) => candidate.fileName === fileName)
  if (!found) throw new Error(`no ${fileName} in "${mail.subject}"`)
  return (await fetch(`${E2E_MAIL_URL}/email/${id}/attachment/${encodeURIComponent(found.generatedFileName)}`)).text()
}

test('a member signs up for an event with what they share, gets the calendar file by mail, and cancels; a full event has a waiting list', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const section = () => main(page).getByTestId('sign-up')

  // A visitor sees the places left and is asked to log in, and comes back to the event. Their copy
  // of the page is shared a few seconds at most (the places stay that fresh).
  const shared = await request.get(MEETUP)
  expect(shared.headers()['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5')
  expect(shared.headers()['x-shared-fresh-seconds']).toBeUndefined()
  expect(await shared.text()).toMatch(/Nog \d+ plekken vrij/)
  await page.goto(MEETUP)
  await expect(section().getByTestId('places')).toHaveText(/^Nog \d+ plekken vrij$/)
  await expect(section().getByRole('link', { name: 'Log in om je aan te melden' })).toHaveAttribute(
    'href',
    `/inloggen?callbackUrl=${encodeURIComponent(MEETUP)}`,
  )

  const { email, password } = await createAccount('aanmelden')
  await logInByRequest(page, email, password)
  await page.goto(MEETUP)
  await hydrated(page)
  await expect(section().getByTestId('places')).toHaveText(/^Nog \d+ plekken vrij$/)
  await expectNoAxeViolations(page, 'an event open for sign-up')
  await shoot(page, 'open')
  const before = await mailCount(email)
  await section().getByLabel('Deel mijn e-mailadres').check()
  await section()
    .getByLabel(/^Over welk incident wil je het liefst horen\?/)
    .fill('Een datalek bij de gemeente')
  await section().getByRole('button', { name: 'Aanmelden' }).click()
  // Said once, in the box that says the member's place, with the cursor on it: no second message, no toast.
  const state = section().getByTestId('sign-up-state')
  await expect(state).toContainText('Je bent aangemeld')
  await expect(state).toHaveAttribute('role', 'status')
  await expect(state).toBeFocused()
  await expect(main(page).getByText(/Je bent aangemeld/)).toHaveCount(1)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  await expectNoAxeViolations(page, 'an event the member signed up for')
  await shoot(page, 'confirmed')

  const confirmation = await nextMail(email, before, 15_000, containing('Je bent aangemeld: Meetup: security in de praktijk'))
  expect(confirmation.text).toContain(`${E2E_SITE_URL}${MEETUP}`)
  const ics = await attachment(confirmation, 'evenement.ics')
  expect(ics).toContain('METHOD:REQUEST')
  expect(ics).toMatch(/SUMMARY:Meetup: security in de praktijk/)

  // Cancelling gives the place back.
  await section().getByRole('button', { name: 'Afmelden' }).click()
  await expect(await expectResult(page, 'Je bent afgemeld.', section())).toBeFocused()
  await expect(section().getByRole('button', { name: 'Aanmelden' })).toBeVisible()

  // The workshop is full: the member joins its waiting list (one demo member waits already).
  await page.goto(WORKSHOP)
  await hydrated(page)
  await expect(section().getByTestId('places')).toHaveText('Vol — zet je op de wachtlijst')
  await section().getByRole('button', { name: 'Zet me op de wachtlijst' }).click()
  await expect(section().getByTestId('sign-up-state')).toContainText('Je staat op de wachtlijst, plek 2')
  await expect(section().getByTestId('sign-up-state')).toBeFocused()
  await expect(main(page).getByText(/Je staat op de wachtlijst/)).toHaveCount(1)
  await expectNoAxeViolations(page, 'an event the member waits for')
  await shoot(page, 'waiting')
  await section().getByRole('button', { name: 'Afmelden voor de wachtlijst' }).click()
  await expectResult(page, 'Je bent afgemeld.', section())

  // Without JavaScript the form is a plain form.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  await plain.addCookies(await page.context().cookies())
  const plainPage = await plain.newPage()
  await plainPage.goto(CHALLENGE)
  await main(plainPage).getByTestId('sign-up').getByRole('button', { name: 'Aanmelden' }).click()
  await expect(main(plainPage).getByTestId('sign-up')).toContainText('Je bent aangemeld')
  await plain.close()
})

test('the sign-up form refuses what it should: a foreign Origin, a visitor, an answer too long', async ({ page, request }) => {
  const { email, password } = await createAccount('aanmelden-aanval')
  await logInByRequest(page, email, password)
  const post = (form: Record<string, string>, origin = E2E_SITE_URL) =>
    page.request.post(MEETUP, { form, headers: { origin }, maxRedirects: 0 })
  expect((await post({ intent: 'sign-up' }, 'https://example.org')).status()).toBe(403)
  const long = await post({ intent: 'sign-up', answer: 'x'.repeat(501) })
  expect(long.status()).toBe(400)
  expect(await long.text()).toContain('Je antwoord mag maximaal 500 tekens zijn.')
  const visitor = await request.post(MEETUP, { form: { intent: 'sign-up' }, headers: { origin: E2E_SITE_URL }, maxRedirects: 0 })
  expect(visitor.status()).toBe(303)
  // Nothing was written: the member still sees the form.
  await page.goto(MEETUP)
  await expect(main(page).getByTestId('sign-up').getByRole('button', { name: 'Aanmelden' })).toBeVisible()
})
