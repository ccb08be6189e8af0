import type { Page } from '@playwright/test'
import { createAccount, DEMO_PASSWORD, expect, logInByRequest, logInOnce, test } from './accounts'
import { expectNoAxeViolations } from './axe'
import { E2E_SITE_URL } from './config'
import { expectResult, hydrated, main } from './page'
import { shoot as shootPage } from './shots'

/** Screenshots at 375 and 1280 px: /tmp/shots/feed-<name>-<width>.png (shots.ts). */
const shoot = (page: Page, name: string) => shootPage(page, `feed-${name}`)

const reasons = (page: Page) => main(page).locator('.ts-content-card__reason')

test('the demo student finds Voor jou in the header and on /profiel, full, each item with its reason', async ({ page }) => {
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  // A visitor is sent to log in, and comes back.
  await page.goto('/voor-jou')
  await expect(page).toHaveURL(/\/inloggen\?callbackUrl=[^&]*%2Fvoor-jou&error=SessionRequired$/)

  await logInOnce(page, 'student@demo.talentstad.nl', DEMO_PASSWORD)
  await page.goto('/profiel')
  await main(page).getByTestId('dashboard-profiel-voor-jou').getByRole('link', { name: 'Naar Voor jou' }).click()
  await expect(page).toHaveURL(/\/voor-jou$/)
  await expect(page.getByRole('list', { name: 'Account' }).getByRole('link', { name: 'Voor jou' })).toHaveAttribute('aria-current', 'page')
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Voor jou')
  await expect(main(page).locator('.ts-content-card')).toHaveCount(12)
  await expect(reasons(page)).toHaveCount(12)
  await expect(reasons(page).filter({ hasText: 'Omdat je Kanaal Digital volgt' }).first()).toBeVisible()
  await expect(main(page).getByRole('navigation', { name: 'Paginering' })).toBeVisible()
  await expectNoAxeViolations(page, '/voor-jou')
  await shoot(page, 'student')

  await main(page).getByRole('link', { name: 'Waarom zie ik dit?' }).click()
  await expect(page).toHaveURL(/\/voor-jou\/waarom$/)
  await expect(main(page).getByTestId('interests-state')).toHaveText('Je interesses worden nu gebruikt.')
  await expect(main(page).getByRole('link', { name: /Gebruik mijn interesses niet/ })).toHaveAttribute('href', '/profiel/voorkeuren')
  await expectNoAxeViolations(page, '/voor-jou/waarom')
  await shoot(page, 'explained')
})

test("a new member starts with what is popular and upcoming, picks a theme, and switches interests off ('Gebruik mijn interesses niet')", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.context().addCookies([{ name: 'consent', value: 'necessary', url: E2E_SITE_URL }])
  const { email, password } = await createAccount('voor-jou')
  await logInByRequest(page, email, password)

  await page.goto('/voor-jou')
  await expect(main(page).getByTestId('feed-start')).toContainText('Vertel ons wat je interesseert')
  await expect(main(page).getByRole('heading', { name: 'Binnenkort' })).toBeVisible()
  await expect(main(page).getByRole('heading', { name: 'Populair in de community' })).toBeVisible()
  await expect(reasons(page)).toHaveCount(0)
  await expectNoAxeViolations(page, '/voor-jou, the start')
  await shoot(page, 'start')

  // A theme of interest fills the feed, each item saying so.
  await main(page).getByRole('link', { name: 'Kies je interesses' }).click()
  await expect(page).toHaveURL(/\/profiel\/voorkeuren$/)
  await hydrated(page)
  await main(page).getByRole('checkbox', { name: 'AI en data' }).check()
  await main(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click()
  await expectResult(page, 'Je gegevens zijn opgeslagen.')
  await page.goto('/voor-jou')
  await expect(main(page).getByTestId('feed-start')).toHaveCount(0)
  await expect(reasons(page).first()).toBeVisible()
  for (const reason of await reasons(page).allTextContents())
    expect(reason).toMatch(/^(Past bij je interesse in AI en data|Bedoeld voor studenten)$/)
  await expect(reasons(page).filter({ hasText: 'Past bij je interesse in AI en data' }).first()).toBeVisible()

  // Interests off: nothing is followed, so the start again, saying why.
  await page.goto('/profiel/voorkeuren')
  await hydrated(page)
  await main(page).getByRole('checkbox', { name: 'Gebruik mijn interesses niet' }).check()
  await main(page).getByRole('button', { name: 'Voorkeuren opslaan' }).click()
  await expectResult(page, 'Je gegevens zijn opgeslagen.')
  await expect(main(page).getByRole('checkbox', { name: 'Gebruik mijn interesses niet' })).toBeChecked()
  await page.goto('/voor-jou')
  await expect(main(page).getByTestId('feed-start')).toContainText('Je hebt gekozen je interesses niet te gebruiken')
  await page.goto('/voor-jou/waarom')
  await expect(main(page).getByTestId('interests-state')).toContainText('je ziet alleen wat je volgt')

  // A page past the last goes to the last; a page number that is none is page 1.
  await page.goto('/voor-jou?page=3')
  await expect(page).toHaveURL(/\/voor-jou$/)
})
