import { afterAll, beforeAll } from 'vitest'
import { backgroundSettled } from '../src/lib/background'
import { ACCOUNT_API } from '@talentstad/types'
import { startMailCatcher, type CaughtMail } from './mail-catcher'
import { SHARED_CMS_SETTINGS, startCms, startSharedCms, type TestCms } from './strapi'

export const DEMO_PASSWORD = 'Talentstad!2026'
export const NEW_PASSWORD = 'Nieuw-Wachtw00rd'

export type Mailbox = Awaited<ReturnType<typeof startMailCatcher>>
type Mail = CaughtMail & { id: string }

/**
 * The CMS (behind "the site": IS_PROXIED, so X-Forwarded-For is the client IP) and a real mail
 * catcher: the worker's shared ones (tests/strapi.ts, startSharedCms), or with other settings
 * (`env`) a CMS and catcher of the file's own.
 */
export async function startAccountCms(env: Record<string, string> = {}) {
  if (Object.keys(env).length === 0) {
    const { cms, mail } = await startSharedCms()
    return { cms, mail, client: accountClient(cms), mails: mailReader(mail, cms) }
  }
  const mail = await startMailCatcher()
  const cms = await startCms({ ...SHARED_CMS_SETTINGS, SMTP_PORT: String(mail.smtpPort), ...env })
  return { cms, mail, client: accountClient(cms), mails: mailReader(mail, cms) }
}

export type AccountTestCms = Awaited<ReturnType<typeof startAccountCms>>

/**
 * One CMS with its mail catcher for a whole test file: started before the tests (`take` receives
 * it), stopped after them.
 */
export function useAccountCms(take: (started: AccountTestCms) => void, env: Record<string, string> = {}) {
  let started: AccountTestCms | undefined
  beforeAll(async () => {
    started = await startAccountCms(env)
    take(started)
  })
  afterAll(async () => {
    await started?.cms.stop()
    started?.mail.stop()
  })
}

let ipCounter = 0
/** A client IP no other request used, so per-IP limits do not carry over between tests. */
export const freshIp = () => {
  ipCounter++
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
}

let emailCounter = 0
export const freshEmail = (name = 'lid') => `${name}-${Date.now().toString(36)}-${emailCounter++}@example.nl`

export type Answer = { status: number; body: any; headers: Headers }

export function accountClient(cms: TestCms) {
  async function call(method: 'GET' | 'POST', path: string, options: { body?: unknown; jwt?: string; ip?: string } = {}): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? freshIp() }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (options.jwt) headers.authorization = `Bearer ${options.jwt}`
    const response = await fetch(`${cms.url}/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers }
  }
  const post = (path: string, body: unknown, options: { jwt?: string; ip?: string } = {}) => call('POST', path, { ...options, body })
  const get = (path: string, options: { jwt?: string; ip?: string } = {}) => call('GET', path, options)
  return { call, post, get }
}

/** Reads mails one at a time: each call returns the next mail to an address that an earlier call did not return. */
export function mailReader(mail: Mailbox, cms: TestCms) {
  const seen = new Set<string>()
  return {
    async next(to: string, timeoutMs = 10_000): Promise<Mail> {
      const until = Date.now() + timeoutMs
      while (Date.now() < until) {
        const found = ((await mail.messages()) as Mail[]).find(
          (message) => !seen.has(message.id) && message.to.some((recipient) => recipient.address === to),
        )
        if (found) {
          seen.add(found.id)
          return found
        }
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      throw new Error(`no new mail to ${to} within ${timeoutMs} ms`)
    },
    /** How many mails went to an address, once the mails of the answers so far have been sent. */
    async count(to: string): Promise<number> {
      await backgroundSettled(cms.strapi)
      return ((await mail.messages()) as Mail[]).filter((message) => message.to.some((recipient) => recipient.address === to)).length
    },
  }
}

export const tokenIn = (mail: CaughtMail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1] ?? ''
export const codeIn = (mail: CaughtMail) => /^(\d{6})$/m.exec(mail.text ?? '')?.[1] ?? ''

export const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Sanne',
  lastName: 'de Boer',
  email,
  password: 'Welkom!2026x',
  confirmPassword: 'Welkom!2026x',
  typeOfUser: 'TYPE_STUDENT',
  consent: true,
  ...overrides,
})

/** Logs in with the e-mailed code and returns what verify answered. */
export async function logIn(
  client: ReturnType<typeof accountClient>,
  mails: ReturnType<typeof mailReader>,
  email: string,
  password: string,
): Promise<{ jwt: string; sid: string; user: any }> {
  const login = await client.post(ACCOUNT_API.login, { email, password })
  if (login.status !== 200) throw new Error(`login ${login.status}: ${JSON.stringify(login.body)}`)
  const code = codeIn(await mails.next(email))
  const verify = await client.post(ACCOUNT_API.verify, { challenge: login.body.challenge, code })
  if (verify.status !== 200) throw new Error(`verify ${verify.status}: ${JSON.stringify(verify.body)}`)
  return verify.body
}

/** Every key anywhere in a JSON document. */
export function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => keysOf(item, keys))
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      keys.add(key)
      keysOf(child, keys)
    }
  }
  return keys
}

/** A member created directly (as the seed does), activated unless told otherwise. */
export async function createMember(
  cms: TestCms,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; email: string; password: string }> {
  const email = (overrides.email as string) ?? freshEmail()
  const password = (overrides.password as string) ?? 'Begin!2026xyz'
  const role = await cms.strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } })
  const created = await cms.strapi
    .plugin('users-permissions')
    .service('user')
    .add({
      username: email,
      email,
      password,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: role.id,
      firstName: 'Test',
      lastName: 'Lid',
      typeOfUser: 'TYPE_PROFESSIONAL',
      ...overrides,
    })
  return { id: created.id, email, password }
}
