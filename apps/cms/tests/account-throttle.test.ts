import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_THROTTLE } from '../src/api/account/utils/throttle'
import { NEW_PASSWORD, createMember, freshEmail, freshIp, registration, useAccountCms, type AccountTestCms } from './account-helpers'
import { jwtFor } from './as-user'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']
let mails: AccountTestCms['mails']

// IS_PROXIED=true (startAccountCms): each request's X-Forwarded-For is its client IP.
useAccountCms((started) => ({ cms, client, mails } = started))

const WRONG = 'Fout!2026wachtwoord'

function expectThrottled(answer: { status: number; body: any; headers: Headers }, windowMs: number) {
  expect(answer.status).toBe(429)
  expect(answer.body.error).toMatchObject({
    status: 429,
    name: 'RateLimitError',
    message: ACCOUNT_MESSAGES.tooManyAttempts,
    details: { code: 'throttled' },
  })
  expect(answer.headers.get('retry-after')).toBe(String(windowMs / 1000))
}

describe('login throttling', () => {
  const { max, windowMs } = ACCOUNT_THROTTLE.loginFailuresPerAccountAndIp

  it(`per account and client: after ${max} wrong passwords from IP A, A gets 429 even with the right password (known and unknown address alike); the member from IP B gets a code at once`, async () => {
    const member = await createMember(cms)
    const unknown = freshEmail('onbekend')
    const attacker = freshIp()
    for (const email of [member.email, unknown]) {
      for (let index = 0; index < max; index++) {
        expect((await client.post(ACCOUNT_API.login, { email, password: WRONG }, { ip: attacker })).status).toBe(401)
      }
    }
    const known = await client.post(ACCOUNT_API.login, { email: member.email, password: member.password }, { ip: attacker })
    expectThrottled(known, windowMs)
    const other = await client.post(ACCOUNT_API.login, { email: unknown, password: member.password }, { ip: attacker })
    expect({ status: other.status, body: other.body }).toEqual({ status: known.status, body: known.body })
    expect(await mails.count(member.email)).toBe(0)
    // The member, from elsewhere, with the right password: a challenge and a mailed code.
    const own = await client.post(ACCOUNT_API.login, { email: member.email, password: member.password }, { ip: freshIp() })
    expect(own.status).toBe(200)
    expect(own.body.challenge).toEqual(expect.any(String))
    expect(await mails.count(member.email)).toBe(1)
  })

  it(`per account and client: ${max * 3} parallel wrong guesses from one IP get at most ${max} password checks (401), the rest 429`, async () => {
    const member = await createMember(cms)
    const ip = freshIp()
    const answers = await Promise.all(
      Array.from({ length: max * 3 }, () => client.post(ACCOUNT_API.login, { email: member.email, password: WRONG }, { ip })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(max * 2)
  })

  it(`per account across IPs: past ${ACCOUNT_THROTTLE.loginAttemptsPerAccount.max} attempts answers are slowed down, never refused; the member still gets in`, async () => {
    const { max: busy, slowDownMs } = ACCOUNT_THROTTLE.loginAttemptsPerAccount
    const member = await createMember(cms)
    const timed = async (password: string) => {
      const started = performance.now()
      const answer = await client.post(ACCOUNT_API.login, { email: member.email, password }, { ip: freshIp() })
      return { status: answer.status, ms: performance.now() - started }
    }
    const before = await Promise.all(Array.from({ length: busy }, () => timed(WRONG)))
    expect(before.map((answer) => answer.status)).toEqual(Array(busy).fill(401))
    const slowWrong = await timed(WRONG)
    expect(slowWrong.status).toBe(401)
    expect(slowWrong.ms).toBeGreaterThanOrEqual(slowDownMs)
    const slowRight = await timed(member.password)
    expect(slowRight.status).toBe(200)
    expect(slowRight.ms).toBeGreaterThanOrEqual(slowDownMs)
    // Another account is not slowed down.
    const someoneElse = await createMember(cms)
    const started = performance.now()
    expect((await client.post(ACCOUNT_API.login, { email: someoneElse.email, password: someoneElse.password })).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(slowDownMs)
  })

  it("wrong passwords sent by strangers do not count against the member's change-password", async () => {
    const member = await createMember(cms)
    const jwt = await jwtFor(cms.strapi, member.id)
    for (let stranger = 0; stranger < 2; stranger++) {
      const ip = freshIp()
      for (let index = 0; index < max; index++) {
        expect((await client.post(ACCOUNT_API.login, { email: member.email, password: WRONG }, { ip })).status).toBe(401)
      }
    }
    const changed = await client.post(
      ACCOUNT_API.changePassword,
      { currentPassword: member.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      { jwt },
    )
    expect(changed).toMatchObject({ status: 200, body: { ok: true } })
  })

  it(`per client IP: ${ACCOUNT_THROTTLE.loginPerIp.max} attempts, then 429 for that IP only`, async () => {
    const ip = freshIp()
    for (let index = 0; index < ACCOUNT_THROTTLE.loginPerIp.max; index++) {
      expect((await client.post(ACCOUNT_API.login, { email: freshEmail(), password: WRONG }, { ip })).status).toBe(401)
    }
    const member = await createMember(cms)
    expectThrottled(
      await client.post(ACCOUNT_API.login, { email: member.email, password: member.password }, { ip }),
      ACCOUNT_THROTTLE.loginPerIp.windowMs,
    )
    expect((await client.post(ACCOUNT_API.login, { email: member.email, password: member.password }, { ip: freshIp() })).status).toBe(200)
  })

  it('keys on the address the site put in X-Forwarded-For: entries a client added in front do not give it a fresh count', async () => {
    const ip = freshIp()
    for (let index = 0; index < ACCOUNT_THROTTLE.loginPerIp.max; index++) {
      const spoofed = `10.0.${index}.1, ${ip}`
      expect((await client.post(ACCOUNT_API.login, { email: freshEmail(), password: WRONG }, { ip: spoofed })).status).toBe(401)
    }
    expect((await client.post(ACCOUNT_API.login, { email: freshEmail(), password: WRONG }, { ip })).status).toBe(429)
  })
})

describe('code and mail request throttling per client IP', () => {
  it(`verify and resend-code: ${ACCOUNT_THROTTLE.codePerIp.max} per IP`, async () => {
    const ip = freshIp()
    for (let index = 0; index < ACCOUNT_THROTTLE.codePerIp.max; index++) {
      const path = index % 2 ? ACCOUNT_API.verify : ACCOUNT_API.resendCode
      expect((await client.post(path, { challenge: 'B'.repeat(43), code: '123456' }, { ip })).status).toBe(410)
    }
    expectThrottled(
      await client.post(ACCOUNT_API.verify, { challenge: 'B'.repeat(43), code: '123456' }, { ip }),
      ACCOUNT_THROTTLE.codePerIp.windowMs,
    )
  })

  it(`register: ${ACCOUNT_THROTTLE.registerPerIp.max} per IP per hour`, async () => {
    const ip = freshIp()
    for (let index = 0; index < ACCOUNT_THROTTLE.registerPerIp.max; index++) {
      expect((await client.post(ACCOUNT_API.register, registration(freshEmail()), { ip })).status).toBe(200)
    }
    const email = freshEmail()
    expectThrottled(await client.post(ACCOUNT_API.register, registration(email), { ip }), ACCOUNT_THROTTLE.registerPerIp.windowMs)
    await cms.strapi.service('api::account.registration').settled()
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } })).toBe(0)
  })

  it(`forgot-password and resend-activation: ${ACCOUNT_THROTTLE.mailRequestPerIp.max} per IP each`, async () => {
    for (const path of [ACCOUNT_API.forgotPassword, ACCOUNT_API.resendActivation]) {
      const ip = freshIp()
      for (let index = 0; index < ACCOUNT_THROTTLE.mailRequestPerIp.max; index++) {
        expect((await client.post(path, { email: freshEmail() }, { ip })).status).toBe(200)
      }
      expectThrottled(await client.post(path, { email: freshEmail() }, { ip }), ACCOUNT_THROTTLE.mailRequestPerIp.windowMs)
    }
  })
})

describe("Strapi's own admin-panel limits (counted through src/lib/koa-rate-limit-store.ts)", () => {
  /** A POST to the admin panel's API (under /admin, not /api) from one client IP. */
  async function adminPost(path: string, body: unknown, ip = freshIp()) {
    const response = await fetch(`${cms.url}/admin${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    })
    const text = await response.text()
    return { status: response.status, body: text ? JSON.parse(text) : undefined }
  }

  it('admin login: 5 wrong tries per e-mail address and IP, the sixth is 429 even with the right password; another IP still gets in', async () => {
    const email = freshEmail()
    const password = NEW_PASSWORD
    const superAdmin = await cms.strapi.service('admin::role').getSuperAdmin()
    await cms.strapi
      .service('admin::user')
      .create({ email, firstname: 'Redactie', lastname: 'Test', password, isActive: true, registrationToken: null, roles: [superAdmin.id] })
    const attacker = freshIp()
    const adminLogin = (password: string, ip: string) => adminPost('/login', { email, password }, ip)
    for (let index = 0; index < 5; index++) expect((await adminLogin(WRONG, attacker)).status).toBe(400)
    const refused = await adminLogin(password, attacker)
    expect(refused.status).toBe(429)
    expect(refused.body.error).toMatchObject({ status: 429, name: 'RateLimitError' })
    const elsewhere = await adminLogin(password, freshIp())
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.body.data.token).toEqual(expect.any(String))
  })

  it('admin password-reset mail: 5 per e-mail address and IP, then 429', async () => {
    const email = freshEmail()
    const ip = freshIp()
    for (let index = 0; index < 5; index++) expect((await adminPost('/forgot-password', { email }, ip)).status).toBe(204)
    expect((await adminPost('/forgot-password', { email }, ip)).status).toBe(429)
    expect((await adminPost('/forgot-password', { email }, freshIp())).status).toBe(204)
  })
})
