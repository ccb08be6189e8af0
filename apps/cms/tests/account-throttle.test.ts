import { ACCOUNT_API, ACCOUNT_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_THROTTLE } from '../src/lib/account-throttle'
import { createMember, freshEmail, freshIp, registration, useAccountCms, type AccountTestCms } from './account-helpers'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']
let mails: AccountTestCms['mails']

// IS_PROXIED=true (startAccountCms): each request's X-Forwarded-For is its client IP.
useAccountCms((started) => ({ cms, client, mails } = started))

const WRONG = 'Fout!2026wachtwoord'

function expectThrottled(answer: { status: number; body: any; headers: Headers }, windowMs: number) {
  expect(answer.status).toBe(429)
  expect(answer.body.error).toMatchObject({ status: 429, name: 'RateLimitError', message: ACCOUNT_MESSAGES.tooManyAttempts, details: { code: 'throttled' } })
  expect(answer.headers.get('retry-after')).toBe(String(windowMs / 1000))
}

describe('login throttling', () => {
  const { max, windowMs } = ACCOUNT_THROTTLE.loginFailuresPerAccount

  it(`per account: after ${max} wrong passwords (from any IPs) even the right one gets 429, for a known and an unknown address alike`, async () => {
    const member = await createMember(cms)
    const unknown = freshEmail('onbekend')
    for (const email of [member.email, unknown]) {
      for (let index = 0; index < max; index++) {
        expect((await client.post(ACCOUNT_API.login, { email, password: WRONG }, { ip: freshIp() })).status).toBe(401)
      }
    }
    const known = await client.post(ACCOUNT_API.login, { email: member.email, password: member.password }, { ip: freshIp() })
    expectThrottled(known, windowMs)
    const other = await client.post(ACCOUNT_API.login, { email: unknown, password: member.password }, { ip: freshIp() })
    expect({ status: other.status, body: other.body }).toEqual({ status: known.status, body: known.body })
    expect(await mails.count(member.email, 300)).toBe(0)
    // Another account is not affected.
    const someoneElse = await createMember(cms)
    expect((await client.post(ACCOUNT_API.login, { email: someoneElse.email, password: someoneElse.password })).status).toBe(200)
  })

  it(`per account: ${max * 3} parallel wrong guesses get at most ${max} password checks (401), the rest 429`, async () => {
    const member = await createMember(cms)
    const answers = await Promise.all(
      Array.from({ length: max * 3 }, () => client.post(ACCOUNT_API.login, { email: member.email, password: WRONG }, { ip: freshIp() })),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(max)
    expect(statuses.filter((status) => status === 429)).toHaveLength(max * 2)
  })

  it(`per client IP: ${ACCOUNT_THROTTLE.loginPerIp.max} attempts, then 429 for that IP only`, async () => {
    const ip = freshIp()
    for (let index = 0; index < ACCOUNT_THROTTLE.loginPerIp.max; index++) {
      expect((await client.post(ACCOUNT_API.login, { email: freshEmail(), password: WRONG }, { ip })).status).toBe(401)
    }
    const member = await createMember(cms)
    expectThrottled(await client.post(ACCOUNT_API.login, { email: member.email, password: member.password }, { ip }), ACCOUNT_THROTTLE.loginPerIp.windowMs)
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
    expectThrottled(await client.post(ACCOUNT_API.verify, { challenge: 'B'.repeat(43), code: '123456' }, { ip }), ACCOUNT_THROTTLE.codePerIp.windowMs)
  })

  it(`register: ${ACCOUNT_THROTTLE.registerPerIp.max} per IP per hour`, async () => {
    const ip = freshIp()
    for (let index = 0; index < ACCOUNT_THROTTLE.registerPerIp.max; index++) {
      expect((await client.post(ACCOUNT_API.register, registration(freshEmail()), { ip })).status).toBe(200)
    }
    const email = freshEmail()
    expectThrottled(await client.post(ACCOUNT_API.register, registration(email), { ip }), ACCOUNT_THROTTLE.registerPerIp.windowMs)
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
