import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { containing, createAccount, DEMO_PASSWORD, expect, logIn, logInOnce, mailCount, nextMail, test } from './accounts'
import { expectNoAxeViolations } from './axe'
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_CMS_URL, E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'

const MODEL = 'api::content-item.content-item'

/** A full-page screenshot at 375 and 1280 px: /tmp/shots/alerts-<name>-<width>.png (and a test artefact). */
async function shoot(page: Page, name: string) {
  mkdirSync('/tmp/shots', { recursive: true })
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    const shot = await page.screenshot({ path: `/tmp/shots/alerts-${name}-${width}.png`, fullPage: true })
    await test.info().attach(`alerts-${name}-${width}`, { body: shot, contentType: 'image/png' })
  }
  await page.setViewportSize({ width: 1280, height: 800 })
}

/** An editor in the admin panel: creates and publishes a job, or deletes it (the admin API). */
async function adminApi() {
  const login = await fetch(`${E2E_CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD }),
  })
  expect(login.status, 'admin login').toBe(200)
  const token = ((await login.json()) as { data: { token: string } }).data.token
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` }
  const base = `${E2E_CMS_URL}/content-manager/collection-types/${MODEL}`
  return {
    /** An editor's own job: made undecided, and approved when it is published (ADR 0057). */
    async publishJob(title: string) {
      const data = {
        type: 'CONTENT_TYPE_JOB',
        title,
        slug: title.toLowerCase().replace(/\s+/g, '-'),
        summary: 'Een nieuwe vacature.',
      }
      const created = await fetch(base, { method: 'POST', headers, body: JSON.stringify(data) })
      expect(created.status, await created.clone().text()).toBe(201)
      const documentId = ((await created.json()) as { data: { documentId: string } }).data.documentId
      const published = await fetch(`${base}/${documentId}/actions/publish`, { method: 'POST', headers, body: JSON.stringify(data) })
      expect(published.status, await published.clone().text()).toBe(200)
      return documentId
    },
    async remove(documentId: string) {
      await fetch(`${base}/${documentId}`, { method: 'DELETE', headers })
    },
  }
}

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
  await logIn(page, email, password)
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
  const admin = await adminApi()
  const title = `Vacature ${keyword} in de haven`
  const job = await admin.publishJob(title)
  try {
    const manager = await browser.newContext()
    const managerPage = await manager.newPage()
    await logInOnce(managerPage, 'communitymanager@demo.talentstad.nl', DEMO_PASSWORD)
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
    await admin.remove(job)
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
