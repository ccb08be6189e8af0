import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { containing, createAccount, expect, logInByRequest, mailCount, nextMail, test } from './accounts'
import { cmsAdmin, createCommunityManager, publishedItem } from './cms-admin'
import { expectNoAxeViolations } from './axe'
import { E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

const MODEL = 'api::content-item.content-item'

/** Screenshots at 375 and 1280 px: /tmp/shots/alerts-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `alerts-${name}`)

/** An editor's own job, published in the admin panel. */
const publishJob = (title: string) =>
  publishedItem({ type: 'CONTENT_TYPE_JOB', title, slug: title.toLowerCase().replace(/\s+/g, '-'), summary: 'Een nieuwe vacature.' })

test('a member saves a search as an alert, gets the alert mail for a new job, and changes and removes the alert', async ({
  page,
  browser,
}) => {
  // A long journey (an account, two logins with mailed codes, the admin API, mails): minutes on a loaded 2-core machine.
  test.setTimeout(300_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const keyword = `zeppelin${randomBytes(3).toString('hex')}`
  const list = `/vacatures?q=${keyword}`

  // A visitor is asked to log in first.
  await page.goto(list)
  await expect(main(page).getByRole('link', { name: 'Log in om deze zoekopdracht als melding te bewaren' })).toBeVisible()

  const { email, password } = await createAccount('alerts')
  await logInByRequest(page, email, password)
  await page.goto(list)
  await hydrated(page)
  await main(page).getByText('Bewaar deze zoekopdracht als melding').click()
  await expect(main(page).getByLabel('Naam van je melding')).toHaveValue(`Vacatures en stages · “${keyword}”`)
  await main(page).getByLabel('Naam van je melding').fill('Zeppelinbanen')
  await main(page).getByRole('radio', { name: 'Meteen' }).check()
  await expectNoAxeViolations(page, 'a list with the alert form open')
  await shoot(page, 'list')
  await main(page).getByRole('button', { name: 'Melding bewaren' }).click()
  await expectResult(page, 'Je melding is bewaard.')
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(list)

  await page.goto('/profiel/meldingen')
  const alerts = main(page).getByTestId('alerts')
  await expect(alerts.getByRole('heading', { name: 'Zeppelinbanen' })).toBeVisible()
  await expect(alerts).toContainText(`Vacatures en stages · “${keyword}” · meteen`)
  await expectNoAxeViolations(page, '/profiel/meldingen with an alert')
  await shoot(page, 'settings')

  // A new job that matches, published by an editor; a community manager runs the schedule for this member.
  const title = `Vacature ${keyword} in de haven`
  const [job, managerAccount] = await Promise.all([publishJob(title), createCommunityManager('alerts-manager')])
  try {
    const manager = await browser.newContext()
    const managerPage = await manager.newPage()
    await logInByRequest(managerPage, managerAccount.email, managerAccount.password)
    await managerPage.goto('/profiel/nieuwsbrief')
    await hydrated(managerPage)
    const before = await mailCount(email)
    await main(managerPage).getByLabel('Alleen aan dit lid (e-mailadres)').fill(email)
    await main(managerPage).getByRole('button', { name: 'Nu versturen' }).click()
    await expect(main(managerPage).getByTestId('digest-run')).toContainText('Meldingen: verstuurd 1')
    await manager.close()
    const mail = await nextMail(email, before, 15_000, containing('Nieuw bij je melding ‘Zeppelinbanen’'))
    expect(mail.text).toContain(title)
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
  } finally {
    await (await cmsAdmin()).remove(MODEL, job)
  }

  // Weekly instead, then gone.
  await page.reload()
  await hydrated(page)
  await alerts.getByText('Aanpassen').click()
  await alerts.getByLabel('Hoe vaak').selectOption('weekly')
  await alerts.getByRole('button', { name: 'Opslaan' }).click()
  await expectResult(page, 'Je melding is bijgewerkt.')
  await expect(alerts).toContainText('één keer per week')
  await alerts.getByRole('button', { name: 'Verwijderen: Zeppelinbanen' }).click()
  await expectResult(page, 'Je melding is verwijderd.')
  await expect(main(page).getByTestId('alerts')).toHaveCount(0)
})
