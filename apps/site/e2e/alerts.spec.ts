import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { ALERT_MESSAGES } from '@talentstad/types'
import { containing, createAccount, expect, logInByRequest, mailCount, mailLink, nextMail, onSite, test } from './accounts'
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
  // Saved: the form has closed. The same search again makes nothing new and says it exists.
  await expect(main(page).getByLabel('Naam van je melding')).toBeHidden()
  await main(page).getByText('Bewaar deze zoekopdracht als melding').click()
  await main(page).getByRole('button', { name: 'Melding bewaren' }).click()
  await expect(main(page).getByRole('alert').filter({ hasText: ALERT_MESSAGES.alreadySaved })).toBeVisible()
  await expect(main(page).getByLabel('Naam van je melding')).toBeHidden()

  // A search on a theme: its name in words, wherever the alert is listed.
  const themeOption = main(page).getByLabel('Thema').locator('option:not([value=""])').first()
  const [themeSlug, themeName] = [await themeOption.getAttribute('value'), (await themeOption.textContent())?.trim()]
  expect(themeSlug && themeName && themeSlug !== themeName).toBeTruthy()
  await page.goto(`${list}&thema=${themeSlug}`)
  await hydrated(page)
  await main(page).getByText('Bewaar deze zoekopdracht als melding').click()
  await main(page).getByLabel('Naam van je melding').fill('Zeppelinbanen per thema')
  await main(page).getByRole('button', { name: 'Melding bewaren' }).click()
  await expectResult(page, 'Je melding is bewaard.')

  await page.goto('/profiel/meldingen')
  const alerts = main(page).getByTestId('alerts')
  await expect(alerts.getByRole('heading', { name: 'Zeppelinbanen', exact: true })).toBeVisible()
  await expect(alerts).toContainText(`Vacatures en stages · “${keyword}” · meteen`)
  await expect(alerts.getByRole('heading')).toHaveText(['Zeppelinbanen per thema', 'Zeppelinbanen'])
  await expect(alerts).toContainText(`thema ${themeName}`)
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
    await expect(main(managerPage).getByTestId('digest-run')).toContainText('1 melding verstuurd')
    await manager.close()
    const mail = await nextMail(email, before, 15_000, containing('Nieuw bij je melding ‘Zeppelinbanen’'))
    expect(mail.text).toContain(title)
    expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    // The mail's 'Je meldingen beheren' opens the alerts without logging in, the theme by its name.
    const visitor = await browser.newContext()
    const manage = await visitor.newPage()
    await manage.goto(onSite(mailLink(mail, '/meldingen/beheren')))
    await expect(main(manage).getByTestId('alerts')).toContainText(`thema ${themeName}`)
    await expect(main(manage).getByTestId('alerts')).not.toContainText(`thema ${themeSlug}`)
    await shoot(manage, 'manage')
    await visitor.close()
  } finally {
    await (await cmsAdmin()).remove(MODEL, job)
  }

  // Weekly instead, then gone.
  await page.reload()
  await hydrated(page)
  const first = alerts.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Zeppelinbanen', exact: true }) })
  await first.getByText('Aanpassen').click()
  await first.getByLabel('Hoe vaak').selectOption('weekly')
  await first.getByRole('button', { name: 'Opslaan' }).click()
  await expectResult(page, 'Je melding is bijgewerkt.')
  await expect(first).toContainText('één keer per week')
  await alerts.getByRole('button', { name: 'Verwijderen: Zeppelinbanen', exact: true }).click()
  await expectResult(page, 'Je melding is verwijderd.')
  await expect(alerts.getByRole('heading')).toHaveText(['Zeppelinbanen per thema'])
  await alerts.getByRole('button', { name: 'Verwijderen: Zeppelinbanen per thema' }).click()
  await expectResult(page, 'Je melding is verwijderd.')
  await expect(main(page).getByTestId('alerts')).toHaveCount(0)
})
