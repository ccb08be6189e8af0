import { ACCOUNT_API } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accountClient, freshEmail, registration } from './account-helpers'
import { startFakeSmtp } from './fake-smtp'
import { captureLogs } from './log-capture'
import { startCms, type TestCms } from './strapi'

// Failure drill: the mail server is down while someone registers. The answer does not wait for the
// mail, the account is written once, and the mail is retried (MAIL_RETRY_DELAYS_MS, shortened here)
// until it goes out, or, after the last attempt, the failure is logged at error level.
const RETRY_DELAYS_MS = [300, 600]

let cms: TestCms
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>
let client: ReturnType<typeof accountClient>
let logs: ReturnType<typeof captureLogs>

beforeAll(async () => {
  smtp = await startFakeSmtp()
  cms = await startCms({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_RETRY_DELAYS_MS: RETRY_DELAYS_MS.join(','),
    SEED_DEMO: 'false',
    SITE_URL: 'http://127.0.0.1:9',
  })
  client = accountClient(cms)
  logs = captureLogs(cms.strapi)
})
afterAll(async () => {
  await cms?.stop()
  smtp?.stop()
})

const usersWith = (email: string) => cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } })
const strapiErrors = () => ((globalThis as { __strapiErrors?: string[] }).__strapiErrors ??= [])

async function waitFor<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const found = await probe()
    if (found) return found
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('mail server down during registration', () => {
  it('answers at once, writes the account once, and retries the activation mail until the server takes it: it arrives once', async () => {
    logs.entries.length = 0
    logs.raw.length = 0
    const email = freshEmail('uitval')
    // The first attempt finds the connection dropped, the second a temporary refusal of the recipient
    // (the answer quotes the address); the third is accepted.
    smtp.failNext('hang-up', 'busy-recipient')
    const started = Date.now()
    const answer = await client.post(ACCOUNT_API.register, registration(email))
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(Date.now() - started).toBeLessThan(2000)

    const [mail] = await waitFor('the activation mail', () => (smtp.mailsTo(email).length > 0 ? smtp.mailsTo(email) : undefined))
    // Every attempt, the retries included, is over: still one mail, and one account.
    await cms.strapi.service('api::account.registration').settled()
    expect(smtp.mailsTo(email)).toHaveLength(1)
    expect(await usersWith(email)).toBe(1)

    // The mail that came through works: its link activates the account.
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.data)?.[1]
    expect(token).toBeTruthy()
    expect(await client.post(ACCOUNT_API.activate, { token })).toMatchObject({ status: 200 })

    const failures = logs.entries.filter((entry) => entry.message.startsWith('Mail not sent'))
    expect(failures).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining(`attempt 1 of 3), next attempt in ${RETRY_DELAYS_MS[0]} ms`),
      }),
      expect.objectContaining({
        level: 'warn',
        message: expect.stringContaining(`attempt 2 of 3), next attempt in ${RETRY_DELAYS_MS[1]} ms`),
      }),
    ])
    expect(logs.entries).toContainEqual(expect.objectContaining({ level: 'info', message: 'Mail sent on attempt 3 of 3' }))
    expect(logs.entries.filter((entry) => entry.level === 'error')).toEqual([])
    // The refusal quoted the address; no log line does.
    expect(failures[1]!.message).toContain('[recipient]')
    const log = logs.raw.join('')
    for (const secret of [email, email.split('@')[0]!, token!]) expect(log).not.toContain(secret)
  })

  it('a recipient refused for good (SMTP 5xx) is not tried again: one attempt, one error line without the address', async () => {
    logs.entries.length = 0
    logs.raw.length = 0
    const email = freshEmail('onbekend')
    const connectionsBefore = smtp.connections
    smtp.failNext('unknown-recipient')
    expect(await client.post(ACCOUNT_API.register, registration(email))).toMatchObject({ status: 200 })
    const failed = await waitFor('the error line', () => logs.entries.find((entry) => entry.level === 'error'))
    expect(failed.message).toMatch(/failed: mail not sent after 1 attempt: .*550/)
    expect(logs.entries.filter((entry) => entry.message.startsWith('Mail not sent'))).toEqual([])
    // The background work is over (a permanent refusal is not tried again).
    await cms.strapi.service('api::account.registration').settled()
    expect(smtp.connections - connectionsBefore).toBe(1)
    expect(smtp.mailsTo(email)).toEqual([])
    expect(logs.raw.join('')).not.toContain(email)
    // The one error line is expected here (the test setup fails a test on unexpected ones).
    expect(strapiErrors()).toHaveLength(1)
    strapiErrors().length = 0
  })

  it('with the port closed: answers at once, writes the account once, gives up after the last attempt and logs an error without address or token', async () => {
    logs.entries.length = 0
    logs.raw.length = 0
    await smtp.down()
    const connectionsBefore = smtp.connections
    const email = freshEmail('dicht')
    const started = Date.now()
    const answer = await client.post(ACCOUNT_API.register, registration(email))
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(Date.now() - started).toBeLessThan(2000)

    const failed = await waitFor('the error line', () => logs.entries.find((entry) => entry.level === 'error'))
    expect(failed.message).toMatch(/^Account mail ".+" failed: mail not sent after 3 attempts: .*ECONNREFUSED/)
    expect(logs.entries.filter((entry) => entry.message.startsWith('Mail not sent')).map((entry) => entry.level)).toEqual(['warn', 'warn'])
    expect(await usersWith(email)).toBe(1)
    // The activation token was issued (and stored hashed); its mail is lost, so registering again
    // sends a new link to the existing, not yet activated account (registration.ts mailExisting).
    const log = logs.raw.join('')
    for (const secret of [email, email.split('@')[0]!, 'token=']) expect(log).not.toContain(secret)

    // Given up: with the server back, no late attempt comes.
    await smtp.up()
    await cms.strapi.service('api::account.registration').settled()
    expect(smtp.connections).toBe(connectionsBefore)
    expect(smtp.mailsTo(email)).toHaveLength(0)
    // The expected error line, not a failure of this test (tests/setup.ts).
    expect(strapiErrors()).toHaveLength(1)
    strapiErrors().length = 0

    // Registering again once the server is back: the same account, and a fresh activation link.
    expect(await client.post(ACCOUNT_API.register, registration(email))).toMatchObject({ status: 200 })
    await waitFor('the new activation mail', () => smtp.mailsTo(email)[0])
    expect(await usersWith(email)).toBe(1)
  })
})
