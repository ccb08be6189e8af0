import { randomBytes, randomInt } from 'node:crypto'
import { expect, test as base, type Page } from '@playwright/test'
import { E2E_CMS_URL, E2E_MAIL_URL } from './config'

/**
 * Helpers for the account journeys: fresh addresses, the real mail catcher (MailDev's HTTP API),
 * and logging in through the pages like a person would (password, then the e-mailed code).
 */

export const PASSWORD = 'Veilig!Wachtwoord42'
export const DEMO_PASSWORD = 'Talentstad!2026'

/** A visitor IP of its own per test: the CMS throttles per visitor (the site trusts one proxy hop). */
export function randomIp() {
  return `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`
}

/** Each test runs as its own visitor. */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'X-Forwarded-For': randomIp() })
  },
})
export { expect }

export function newAddress(tag: string) {
  return `e2e-${tag}-${randomBytes(5).toString('hex')}@example.test`
}

type Mail = { subject: string; text?: string; html?: string; to: Array<{ address: string }>; time?: string; date?: string }

async function mailsTo(address: string): Promise<Mail[]> {
  const all = (await (await fetch(`${E2E_MAIL_URL}/email`)).json()) as Mail[]
  return all.filter((mail) => mail.to.some((recipient) => recipient.address.toLowerCase() === address.toLowerCase()))
}

export async function mailCount(address: string) {
  return (await mailsTo(address)).length
}

/** Waits for mail number `previous + 1` to this address and returns it. */
export async function nextMail(address: string, previous: number, timeoutMs = 15_000): Promise<Mail> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const mails = await mailsTo(address)
    if (mails.length > previous) return mails[previous]!
    if (Date.now() > until) throw new Error(`no new mail to ${address} within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export function linkIn(mail: Mail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://[^\\s]+${path.replace(/[/?]/g, (c) => `\\${c}`)}\\?token=[A-Za-z0-9_-]+`))
  if (!match) throw new Error(`no ${path} link in mail "${mail.subject}"`)
  return match[0]
}

export function codeIn(mail: Mail): string {
  const match = (mail.text ?? '').match(/\b(\d{6})\b/)
  if (!match) throw new Error(`no code in mail "${mail.subject}"`)
  return match[1]!
}

/** A registered, activated account made through the CMS's account API (fast set-up for tests). */
export async function createAccount(tag: string, password = PASSWORD) {
  const email = newAddress(tag)
  const ip = randomIp()
  const before = await mailCount(email)
  const register = await fetch(`${E2E_CMS_URL}/api/account/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      firstName: 'Test',
      lastName: tag,
      email,
      password,
      confirmPassword: password,
      typeOfUser: 'TYPE_STUDENT',
      consent: true,
    }),
  })
  expect(register.status, await register.clone().text()).toBe(200)
  const token = new URL(linkIn(await nextMail(email, before), '/activeren')).searchParams.get('token')
  const activate = await fetch(`${E2E_CMS_URL}/api/account/activate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ token }),
  })
  expect(activate.status).toBe(200)
  return { email, password }
}

/** Password on /inloggen, then the code from the mail on /2fa. Ends wherever the site sends the user. */
export async function logIn(page: Page, email: string, password: string, from = '/inloggen') {
  if (!page.url().includes('/inloggen')) await page.goto(from)
  const before = await mailCount(email)
  await page.getByLabel('E-mailadres').fill(email)
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Inloggen' }).click()
  await expect(page).toHaveURL(/\/2fa$/)
  const code = codeIn(await nextMail(email, before))
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Bevestigen' }).click()
  await expect(page).not.toHaveURL(/\/2fa$/)
}
