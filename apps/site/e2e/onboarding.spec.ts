import { expectResult, hydrated, main } from './page'
import { MESSAGES } from '@talentstad/types'
import { createAccount, expect, logIn, test } from './accounts'
import { pngFixture, watchConsole } from './profile-fixtures'
import { expectNoAxeViolations } from './axe'

test('onboarding through all four steps: next, previous, skip, save-and-close, a reload and a later return', async ({ page }) => {
  test.setTimeout(120_000)
  const problems = watchConsole(page)
  const { email, password } = await createAccount('onboarding')
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/onboarding$/)

  // Not onboarded: the prompt is in the header on a wide screen too.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rond je onboarding af' })).toBeVisible()

  // Step 1: the picture. Next without a file says so and stays.
  await expect(main(page).getByText('Stap 1 van 4')).toBeVisible()
  await expect(main(page).getByRole('heading', { level: 2, name: 'Profielfoto' })).toBeVisible()
  await expectNoAxeViolations(page, 'step 1')
  await main(page).getByRole('button', { name: 'Volgende' }).click()
  await expect(main(page).getByText(MESSAGES.noFileSelected)).toBeVisible()
  await expect(page).toHaveURL(/\/onboarding(\?stap=1)?$/)
  await main(page)
    .getByLabel('Profielfoto')
    .setInputFiles({ name: 'ik.png', mimeType: 'image/png', buffer: await pngFixture() })
  await main(page).getByRole('button', { name: 'Volgende' }).click()

  // Step 2: career stage and a directory choice.
  await expect(page).toHaveURL(/\/onboarding\?stap=2$/)
  await expect(main(page).getByText('Stap 2 van 4')).toBeVisible()
  await expectNoAxeViolations(page, 'step 2')
  await main(page).getByLabel('Ik studeer', { exact: true }).check()
  await main(page).getByLabel('Onderwijsinstelling').selectOption({ label: 'Hogeschool Havendam' })
  await main(page).getByLabel('Staat je organisatie er niet bij?').fill('Avondschool Noord')
  await main(page).getByRole('button', { name: 'Volgende' }).click()

  // Step 3, then a reload in the middle: the saved step 2 is still there when going back.
  await expect(page).toHaveURL(/\/onboarding\?stap=3$/)
  await page.reload()
  await expect(main(page).getByText('Stap 3 van 4')).toBeVisible()
  await expectNoAxeViolations(page, 'step 3')
  await main(page).getByRole('link', { name: 'Vorige' }).click()
  await expect(page).toHaveURL(/\/onboarding\?stap=2$/)
  await expect(main(page).getByLabel('Ik studeer', { exact: true })).toBeChecked()
  await expect(main(page).getByLabel('Onderwijsinstelling')).toHaveValue(/^[a-z0-9]{20,32}$/)
  await expect(main(page).getByLabel('Onderwijsinstelling').locator('option:checked')).toHaveText('Hogeschool Havendam')
  await expect(main(page).getByLabel('Staat je organisatie er niet bij?')).toHaveValue('Avondschool Noord')
  await main(page).getByRole('button', { name: 'Volgende' }).click()

  // Skip goes on without saving the step.
  await expect(page).toHaveURL(/\/onboarding\?stap=3$/)
  await main(page).getByLabel('Mijn e-mailadres').check()
  await main(page).getByRole('button', { name: 'Overslaan' }).click()
  await expect(page).toHaveURL(/\/onboarding\?stap=4$/)
  await main(page).getByRole('link', { name: 'Vorige' }).click()
  await expect(main(page).getByLabel('Mijn e-mailadres')).not.toBeChecked()
  await main(page).getByLabel('Mijn LinkedIn-profiel').check()

  // Save-and-close on step 3: to the profile, not yet onboarded.
  await main(page).getByRole('button', { name: 'Opslaan en sluiten' }).click()
  await expect(page).toHaveURL(/\/profiel$/)
  await expectResult(page, 'Je gegevens zijn opgeslagen.')
  // The profile shows how far onboarding is (picture and career stage filled in, sharing passed) and where to go on.
  const progress = main(page).getByRole('region', { name: 'Je account instellen' })
  await expect(progress).toContainText('Rond je onboarding af om je account te verifiëren')
  await expect(progress).toContainText('3 van 4 stappen ingevuld')
  await expect(progress.getByRole('link', { name: 'Verder met stap 4: Interesses' })).toHaveAttribute('href', '/onboarding?stap=4')

  // A later return starts at the first step not yet done, with what was saved.
  await page.goto('/onboarding')
  await expect(main(page).getByText('Stap 4 van 4')).toBeVisible()
  await expectNoAxeViolations(page, 'step 4')
  await main(page).getByRole('link', { name: 'Vorige' }).click()
  await expect(main(page).getByLabel('Mijn LinkedIn-profiel')).toBeChecked()
  await main(page).getByRole('button', { name: 'Volgende' }).click()
  await expect(page).toHaveURL(/\/onboarding\?stap=4$/)
  await main(page).getByLabel('Evenementen').check()
  const theme = main(page).getByRole('group', { name: 'Welke thema’s interesseren je?' }).getByRole('checkbox').first()
  const themeName = (await theme.locator('xpath=..').textContent())!.trim()
  await theme.check()
  // Save-and-close on the last step finishes onboarding as well: nothing is left to do.
  await main(page).getByRole('button', { name: 'Opslaan en sluiten' }).click()

  await expect(page).toHaveURL(/\/profiel$/)
  await expectResult(page, 'Je account is ingesteld. Welkom!')
  await expect(main(page).getByRole('region', { name: 'Je account instellen' })).toHaveCount(0)
  await expect(main(page).getByText(/Rond je onboarding af/)).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Rond je onboarding af' })).toHaveCount(0)
  await expect(main(page).getByRole('img', { name: 'Je profielfoto' })).toBeVisible()
  await expect(main(page).getByText('Ik studeer', { exact: true })).toBeVisible()
  await expect(main(page).getByText('Hogeschool Havendam, Avondschool Noord')).toBeVisible()
  await expect(main(page).getByText(themeName, { exact: true })).toBeVisible()
  await expect(main(page).getByText('Evenementen', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'profile')
  expect(problems).toEqual([])
})

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled })

    test('a step the CMS refuses shows the Dutch failure with a link home and keeps what was entered', async ({ page }) => {
      const { email, password } = await createAccount('onboarding-fail')
      await logIn(page, email, password)
      await page.goto('/onboarding?stap=2')
      if (javaScriptEnabled) await hydrated(page)
      await main(page).getByLabel('Ik werk', { exact: true }).check()
      await main(page).getByLabel('Staat je organisatie er niet bij?').fill('Werkplaats Zuid')
      // A company that is not (or no longer) in the directory: well-formed, so only the CMS refuses it.
      await main(page)
        .getByLabel('Bedrijf', { exact: true })
        .evaluate((select: HTMLSelectElement) => {
          select.options[1]!.value = 'zzzzzzzzzzzzzzzzzzzzzzzz'
          select.selectedIndex = 1
        })
      await main(page).getByRole('button', { name: 'Volgende' }).click()

      const alert = main(page).getByRole('alert')
      await expect(alert).toContainText(MESSAGES.onboardingStep)
      await expect(alert.getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute('href', '/')
      await expect(page).toHaveURL(/\/onboarding\?stap=2$/)
      await expect(main(page).getByLabel('Ik werk', { exact: true })).toBeChecked()
      await expect(main(page).getByLabel('Staat je organisatie er niet bij?')).toHaveValue('Werkplaats Zuid')
      // Nothing of the refused step was written.
      await page.goto('/profiel')
      await expect(main(page).getByText('Werkplaats Zuid')).toHaveCount(0)
    })
  })
}
