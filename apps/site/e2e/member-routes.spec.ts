import { codeIn, createAccount, expect, logIn, mailCount, nextMail, test } from './accounts'
import { MEMBER_ROUTES, SITE_NAME } from './routes'
import { axeViolations } from './axe'

test('with a session every member route answers 200 in the frame, with 0 axe violations', async ({ page }) => {
  test.setTimeout(120_000)
  const { email, password } = await createAccount('member-routes')

  // /2fa exists only between password and code.
  await page.goto('/inloggen')
  const before = await mailCount(email)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/2fa$/)
  expect(await axeViolations(page)).toEqual([])
  await page.getByLabel('Code').fill(codeIn(await nextMail(email, before)))
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(page).toHaveURL(/\/onboarding$/)

  for (const route of MEMBER_ROUTES.filter((candidate) => candidate.path !== '/2fa')) {
    const response = await page.goto(route.path)
    expect(response?.status(), route.path).toBe(200)
    expect(response?.headers()['cache-control'], route.path).toBe('private, no-store')
    await expect(page).toHaveTitle(`${route.title} | ${SITE_NAME}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1 ?? route.title)
    expect(await axeViolations(page), route.path).toEqual([])
  }
  // Client-side navigation fetches the same data as `.data`: private as well.
  const data = await page.request.get('/profiel/bewerken.data')
  expect(data.status()).toBe(200)
  expect(data.headers()['cache-control']).toBe('private, no-store')
})

test('logged in, the login and register pages send the member on to the profile', async ({ page }) => {
  const { email, password } = await createAccount('member-redirect')
  await logIn(page, email, password)
  await page.goto('/inloggen')
  await expect(page).toHaveURL(/\/profiel$/)
  await page.goto('/registreren')
  await expect(page).toHaveURL(/\/profiel$/)
})
