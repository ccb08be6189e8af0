import type { Page } from '@playwright/test'
import { containing, createAccount, expect, logInByRequest, mailCount, mailLink, nextMail, onSite, test } from './accounts'
import { createCommunityManager, organizationOf, publishedItem } from './cms-admin'
import { expectNoAxeViolations } from './axe'
import { E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

/** Screenshots at 375 and 1280 px: /tmp/shots/digest-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `digest-${name}`)

/** The unsubscribe link's one-click POST, as a mail program sends it (RFC 8058): no page, no login. */
const oneClick = (link: string) =>
  fetch(`${E2E_SITE_URL}${onSite(link)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  })

/**
 * The member's own settings page shows `choice`: a change made through a mail link reaches the
 * member's pages once the site's kept answers for them expire (MEMBER_CACHE_MS, ADR 0040).
 */
async function expectSetting(page: Page, choice: string) {
  await expect(async () => {
    await page.reload()
    await expect(main(page).getByRole('radio', { name: choice })).toBeChecked({ timeout: 500 })
  }).toPass({ timeout: 15_000 })
}

test('a member gets the digest, leaves it with one click, and manages it from the mail without logging in', async ({ page, browser }) => {
  // A long journey (an account, two logins with mailed codes, the admin API, mails): minutes on a loaded 2-core machine.
  test.setTimeout(300_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const { email, password } = await createAccount('digest')
  await logInByRequest(page, email, password)

  // The member follows an organisation of the test's own, which has just published news; the digest is weekly by default.
  const company = await organizationOf((await createAccount('digest-beheer')).email, 'Digestbron')
  const news = {
    type: 'CONTENT_TYPE_NEWS',
    title: `Nieuws van ${company.name}`,
    slug: `nieuws-${company.slug}`,
    summary: 'Er is iets nieuws.',
    organization: { connect: [{ documentId: company.documentId }] },
  }
  await publishedItem(news)
  await page.goto(`/bedrijven/${company.slug}`)
  await hydrated(page)
  await main(page).getByTestId('follow-button').click()
  await expectResult(page, 'Je volgt deze organisatie nu.')
  await page.goto('/profiel/meldingen')
  await expect(main(page).getByRole('radio', { name: 'Elke week' })).toBeChecked()
  await expectNoAxeViolations(page, '/profiel/meldingen')
  await shoot(page, 'settings')

  // A community manager previews it and sends it now, to this member alone.
  const manager = await browser.newContext()
  const managerPage = await manager.newPage()
  await managerPage.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const managerAccount = await createCommunityManager('digest-manager')
  await logInByRequest(managerPage, managerAccount.email, managerAccount.password)
  await managerPage.goto(`/profiel/nieuwsbrief?email=${encodeURIComponent(email)}`)
  const preview = main(managerPage).getByTestId('digest-preview')
  const subject = (await preview.getByRole('heading', { level: 3 }).textContent()) ?? ''
  expect(subject).toMatch(/^Nieuw voor jou op Talentstad: \d+ berichte?n?$/)
  // The HTML mail itself, in a frame: the item's link as the member will see it.
  const previewMail = preview.frameLocator('iframe[title^="Voorbeeld van de e-mail"]')
  await expect(previewMail.getByRole('link', { name: news.title })).toBeVisible()
  // What the member follows is not shown to the community manager.
  await expect(previewMail.locator('body')).not.toContainText('Omdat je')
  await expect(preview).not.toContainText('Omdat je')
  await expectNoAxeViolations(managerPage, '/profiel/nieuwsbrief')
  await shoot(managerPage, 'tool')

  // No address is everyone, and that is asked first, with how many it would mail; not sending sends nothing.
  await hydrated(managerPage)
  await main(managerPage).getByRole('button', { name: 'Nu versturen' }).click()
  const confirm = main(managerPage).getByTestId('digest-confirm')
  await expect(confirm).toContainText(/Nieuwsbrief versturen aan \d+ leden?\?|Er staat nu voor niemand een nieuwsbrief klaar/)
  await expect(main(managerPage).getByTestId('digest-run')).toHaveCount(0)
  await shoot(managerPage, 'confirm-everyone')
  if (await confirm.getByRole('link', { name: 'Niet versturen' }).count()) {
    await confirm.getByRole('link', { name: 'Niet versturen' }).click()
    await expect(confirm).toHaveCount(0)
  }

  const before = await mailCount(email)
  await hydrated(managerPage)
  await main(managerPage).getByLabel('Alleen aan dit lid (e-mailadres)').fill(email)
  await main(managerPage).getByRole('button', { name: 'Nu versturen' }).click()
  await expect(main(managerPage).getByTestId('digest-run')).toHaveText('1 nieuwsbrief verstuurd.')
  await manager.close()

  // What was sent is what the preview showed: its subject and its items.
  const mail = await nextMail(email, before, 15_000, containing('Nieuw voor jou op Talentstad'))
  expect(mail.subject).toBe(subject)
  expect(mail.html).toContain(news.title)
  expect(mail.text).toContain(`Omdat je ${company.name} volgt`)
  expect(mail.html).toContain(`Omdat je ${company.name} volgt`)
  expect(mail.text).toContain(news.title)
  expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  const unsubscribe = mailLink(mail, '/meldingen/afmelden')
  expect(mail.headers?.['list-unsubscribe']).toBe(`<${unsubscribe}>`)

  // Opening the link changes nothing; its page says what it stops and has the button.
  const visitor = await browser.newContext()
  const visitorPage = await visitor.newPage()
  await visitorPage.goto(onSite(unsubscribe))
  await expect(main(visitorPage).getByText('Wil je de e-mail met wat nieuw is voor jou niet meer krijgen?')).toBeVisible()
  await expect(main(visitorPage).getByRole('button', { name: 'Afmelden' })).toBeVisible()
  const response = await visitorPage.reload()
  expect(response?.headers()['cache-control']).toContain('no-store')
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  await expectNoAxeViolations(visitorPage, '/meldingen/afmelden')
  await shoot(visitorPage, 'unsubscribe')
  await page.reload()
  await expect(main(page).getByRole('radio', { name: 'Elke week' })).toBeChecked()

  // One click, as a mail program does it (RFC 8058): a POST, no page, no login.
  expect((await oneClick(unsubscribe)).status).toBe(200)
  await expectSetting(page, 'Nooit')

  // The manage link opens the settings without logging in.
  const manage = onSite(mailLink(mail, '/meldingen/beheren'))
  await visitorPage.goto(manage)
  await expect(main(visitorPage).getByRole('radio', { name: 'Nooit' })).toBeChecked()
  await hydrated(visitorPage)
  await main(visitorPage).getByRole('radio', { name: 'Elke dag' }).check()
  await main(visitorPage).getByRole('button', { name: 'Opslaan' }).click()
  await expectResult(visitorPage, 'Je e-mailinstellingen zijn opgeslagen.')
  await expect(main(visitorPage).getByRole('radio', { name: 'Elke dag' })).toBeChecked()
  await expectNoAxeViolations(visitorPage, '/meldingen/beheren')
  await shoot(visitorPage, 'manage')
  await expectSetting(page, 'Elke dag')

  // The old mail's unsubscribe link no longer turns it off: the member chose the digest again since
  // (issue 43). Neither the page nor a replayed one-click POST changes the setting.
  const outdated = await visitorPage.goto(onSite(unsubscribe))
  expect(outdated?.status()).toBe(410)
  await expect(main(visitorPage).getByTestId('mail-link-invalid')).toContainText(
    'je hebt daarna zelf gekozen de nieuwsbrief weer te krijgen',
  )
  await expect(main(visitorPage).getByRole('button', { name: 'Afmelden' })).toHaveCount(0)
  await expectNoAxeViolations(visitorPage, '/meldingen/afmelden (verouderde link)')
  await shoot(visitorPage, 'unsubscribe-outdated')
  expect((await oneClick(unsubscribe)).status).toBe(410)
  await expectSetting(page, 'Elke dag')

  // A link that was tampered with opens nothing.
  const tampered = manage.replace(
    /token=([^.]+)\.(\w)/,
    (_all, payload: string, first: string) => `token=${payload}.${first === 'A' ? 'B' : 'A'}`,
  )
  const refused = await visitorPage.goto(tampered)
  expect(refused?.status()).toBe(400)
  await expect(main(visitorPage).getByTestId('mail-link-invalid')).toBeVisible()
  await expect(main(visitorPage).getByRole('radio')).toHaveCount(0)
  await visitor.close()
})
