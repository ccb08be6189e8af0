import { ACCOUNT_API, ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { codeIn, createMember, keysOf, useAccountCms, type AccountTestCms } from './account-helpers'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']
let mails: AccountTestCms['mails']

useAccountCms((started) => ({ cms, client, mails } = started))

/** A fresh member with a login attempt under way: the challenge and the mailed code. */
async function attempt(member?: { email: string; password: string }) {
  member ??= await createMember(cms)
  const login = await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })
  expect(login.status).toBe(200)
  return { member, challenge: login.body.challenge as string, code: codeIn(await mails.next(member.email)) }
}

const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const verify = (challenge: string, code: string) => client.post(ACCOUNT_API.verify, { challenge, code })
const sessionsOf = (userId: number) => cms.strapi.db.query('api::account.account-session').count({ where: { user: { id: userId } } })

describe('the e-mailed login code', () => {
  it('is the only way to a JWT: a correct password alone yields none and starts no session', async () => {
    const { member, challenge } = await attempt()
    expect(
      await sessionsOf((await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: member.email } })).id),
    ).toBe(0)
    expect([...keysOf((await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })).body)]).not.toContain(
      'jwt',
    )
    // The challenge id is no bearer token.
    expect((await client.get('/users/me', { jwt: challenge })).status).toBe(401)
    // Only hashes are stored.
    const rows = await cms.strapi.db.query('api::account.login-challenge').findMany({})
    expect(JSON.stringify(rows)).not.toContain(challenge)
  })

  it('is refused after it expired', async () => {
    const { challenge, code } = await attempt()
    await cms.strapi.db.query('api::account.login-challenge').updateMany({ where: {}, data: { expiresAt: new Date(Date.now() - 1000) } })
    const answer = await verify(challenge, code)
    expect(answer.status).toBe(410)
    expect(answer.body.error).toMatchObject({ status: 410, message: ACCOUNT_MESSAGES.codeExpired, details: { code: 'challenge-expired' } })
    expect(answer.body.jwt).toBeUndefined()
  })

  it(`allows ${ACCOUNT_LIMITS.codeMaxTries} tries: wrong codes get 400 while tries are left, then even the right code is refused`, async () => {
    const { member, challenge, code } = await attempt()
    for (let index = 1; index < ACCOUNT_LIMITS.codeMaxTries; index++) {
      const answer = await verify(challenge, wrongCode(code))
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatchObject({ message: ACCOUNT_MESSAGES.codeInvalid, details: { code: 'invalid-code' } })
    }
    expect((await verify(challenge, wrongCode(code))).status).toBe(410)
    const sixth = await verify(challenge, code)
    expect(sixth.status).toBe(410)
    expect(sixth.body.jwt).toBeUndefined()
    expect(await sessionsOf(member.id)).toBe(0)
  })

  it('counts parallel guesses: never more than the allowed tries are checked', async () => {
    const { member, challenge, code } = await attempt()
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(challenge, wrongCode(code))))
    expect(answers.filter((answer) => answer.status === 400).length).toBeLessThanOrEqual(ACCOUNT_LIMITS.codeMaxTries - 1)
    expect(answers.every((answer) => [400, 410].includes(answer.status))).toBe(true)
    const row = await cms.strapi.db.query('api::account.login-challenge').findOne({ where: { user: { id: member.id } } })
    expect(row.tries).toBe(ACCOUNT_LIMITS.codeMaxTries)
    expect((await verify(challenge, code)).status).toBe(410)
  })

  it('works once', async () => {
    const { challenge, code } = await attempt()
    expect((await verify(challenge, code)).status).toBe(200)
    const reuse = await verify(challenge, code)
    expect(reuse.status).toBe(410)
    expect(reuse.body.error.details.code).toBe('challenge-expired')
  })

  it('belongs to its own login attempt', async () => {
    const first = await attempt()
    const second = await attempt(first.member)
    expect(second.code).not.toBe('')
    if (first.code !== second.code) {
      expect((await verify(second.challenge, first.code)).status).toBe(400)
    }
    const other = await attempt()
    expect((await verify(other.challenge, first.code === other.code ? wrongCode(first.code) : first.code)).status).toBe(400)
    expect((await verify(first.challenge, first.code)).status).toBe(200)
    expect((await verify(second.challenge, second.code)).status).toBe(200)
  })

  it('is refused in the wrong format with a Dutch message, and an unknown challenge is expired', async () => {
    const { challenge } = await attempt()
    const format = await verify(challenge, '12a45')
    expect(format.status).toBe(400)
    expect(format.body.error.details).toEqual({ code: 'validation', fieldErrors: { code: [ACCOUNT_MESSAGES.codeFormat] } })
    for (const unknown of ['A'.repeat(43), 'kort']) {
      expect((await verify(unknown, '123456')).status).toBe(410)
    }
  })

  it(`can be sent again (old code void) at most ${ACCOUNT_LIMITS.codeMaxSends} times per quarter, logins included`, async () => {
    const { member, challenge, code } = await attempt()
    const resent = await client.post(ACCOUNT_API.resendCode, { challenge })
    expect(resent).toMatchObject({ status: 200, body: { ok: true } })
    const second = codeIn(await mails.next(member.email))
    if (second !== code) expect((await verify(challenge, code)).status).toBe(400)
    expect((await client.post(ACCOUNT_API.resendCode, { challenge })).status).toBe(200)
    const third = codeIn(await mails.next(member.email))

    const limited = await client.post(ACCOUNT_API.resendCode, { challenge })
    expect(limited.status).toBe(429)
    expect(limited.body.error).toMatchObject({ status: 429, message: ACCOUNT_MESSAGES.resendLimit, details: { code: 'resend-limit' } })
    const login = await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })
    expect(login.status).toBe(429)
    expect(login.body.error.details.code).toBe('resend-limit')
    expect(await mails.count(member.email)).toBe(3)

    expect((await verify(challenge, third)).status).toBe(200)
    expect((await client.post(ACCOUNT_API.resendCode, { challenge })).status).toBe(410)
  })
})
