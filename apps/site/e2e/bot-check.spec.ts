import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAccount, expect, newAddress, PASSWORD, test } from './accounts'
import { E2E_CMS_URL, E2E_CMS_WEBHOOK_SECRET, E2E_SESSION_SECRET, E2E_SITE_PORT } from './config'
import { startFakeRecaptcha } from './fake-recaptcha'

/**
 * reCAPTCHA v3 switched on: a second instance of the site's production build, with keys, against a
 * local server that speaks reCAPTCHA's protocol (script, token, siteverify). The main e2e site runs
 * without keys, which is the "skipped cleanly" case every other test covers.
 */
const SITE_KEY = 'e2e-site-key'
const SECRET_KEY = 'e2e-secret-key'
const PORT = E2E_SITE_PORT + 50
const ORIGIN = `http://127.0.0.1:${PORT}`
const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

let fake: Awaited<ReturnType<typeof startFakeRecaptcha>>
let site: ChildProcess

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: ORIGIN })

test.beforeAll(async () => {
  fake = await startFakeRecaptcha({ siteKey: SITE_KEY, secretKey: SECRET_KEY })
  site = spawn(process.execPath, ['server.js'], {
    cwd: siteDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_URL: ORIGIN,
      CMS_URL: E2E_CMS_URL,
      SESSION_SECRET: E2E_SESSION_SECRET,
      CMS_WEBHOOK_SECRET: E2E_CMS_WEBHOOK_SECRET,
      TRUST_PROXY: '1',
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET_KEY: SECRET_KEY,
      RECAPTCHA_SCRIPT_URL: fake.scriptUrl,
      RECAPTCHA_VERIFY_URL: fake.verifyUrl,
    },
  })
  const until = Date.now() + 30_000
  for (;;) {
    const up = await fetch(`${ORIGIN}/healthz`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until) throw new Error('the second site did not start')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
})

test.afterAll(async () => {
  site?.kill('SIGTERM')
  await fake?.close()
})

async function fillRegistration(page: import('@playwright/test').Page, email: string) {
  await page.goto('/registreren')
  // The token is asked for by script on submit: wait until the page runs it.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByLabel('Voornaam').fill('Robin')
  await page.getByLabel('Achternaam').fill('Mens')
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Herhaal wachtwoord').fill(PASSWORD)
  await page.getByLabel('Student').check()
  await page.getByLabel(/Ik ga akkoord/).check()
}

test('the script loads for the whole app under the CSP, and a person registers and logs in', async ({ page }) => {
  const cspErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) cspErrors.push(message.text())
  })
  await page.goto('/')
  await expect(page.locator(`script[src^="${fake.scriptUrl}?render=${SITE_KEY}"]`)).toHaveCount(1)
  await expect.poll(() => page.evaluate(() => typeof window.grecaptcha)).toBe('object')

  await fillRegistration(page, newAddress('human'))
  await page.getByRole('button', { name: 'Account aanmaken' }).click()
  await expect(page.getByRole('status')).toContainText('Bijna klaar!')

  const { email, password } = await createAccount('human-login')
  await page.goto('/inloggen')
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/2fa$/)
  expect(cspErrors).toEqual([])
})

test('a form posted without a token is refused with a Dutch message and nothing is sent', async ({ request }) => {
  const email = newAddress('bot')
  const response = await request.post('/registreren', {
    form: {
      firstName: 'Bot',
      lastName: 'Bot',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      typeOfUser: 'TYPE_STUDENT',
      consent: 'on',
    },
  })
  expect(response.status()).toBe(400)
  expect(await response.text()).toContain('We konden niet controleren of je een mens bent.')
})

test('the contact form without a token is refused too, keeping the message', async ({ request }) => {
  const response = await request.post('/contact', {
    form: { name: 'Bot', email: 'bot@example.test', subject: 'Hallo', message: 'Een bericht van een script zonder token.' },
  })
  expect(response.status()).toBe(400)
  const html = await response.text()
  expect(html).toContain('We konden niet controleren of je een mens bent.')
  expect(html).toContain('Een bericht van een script zonder token.')
})

test('a low score is refused like a missing token', async ({ page }) => {
  fake.setScore(0.1)
  try {
    await fillRegistration(page, newAddress('lowscore'))
    await page.getByRole('button', { name: 'Account aanmaken' }).click()
    await expect(page.getByRole('alert')).toContainText('We konden niet controleren of je een mens bent.')
  } finally {
    fake.setScore(0.9)
  }
})
