import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { NEW_PASSWORD, createMember, freshEmail, logIn, useAccountCms, tokenIn, type AccountTestCms } from './account-helpers'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']
let mails: AccountTestCms['mails']

useAccountCms((started) => ({ cms, client, mails } = started))

async function resetLink(email: string): Promise<string> {
  expect(await client.post(ACCOUNT_API.forgotPassword, { email })).toMatchObject({ status: 200, body: { ok: true } })
  const message = await mails.next(email)
  expect(message.subject).toBe('Stel een nieuw wachtwoord in voor Talentstad')
  const token = tokenIn(message)
  expect(message.text).toContain(`http://127.0.0.1:9/wachtwoord-vergeten?token=${token}`)
  return token
}

const reset = (token: string, password: string, confirmPassword = password) =>
  client.post(ACCOUNT_API.resetPassword, { token, password, confirmPassword })

describe('forgot and reset password', () => {
  it('sets a new password once, ends every session, mails a notice; the old password stops working', async () => {
    const member = await createMember(cms)
    const one = await logIn(client, mails, member.email, member.password)
    const two = await logIn(client, mails, member.email, member.password)
    const token = await resetLink(member.email)

    const answer = await reset(token, NEW_PASSWORD)
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    for (const session of [one, two]) {
      const after = await client.get('/users/me', { jwt: session.jwt })
      expect(after.status).toBe(401)
      expect(after.body.error.details.code).toBe('session-ended')
    }
    expect((await mails.next(member.email)).subject).toBe('Je wachtwoord bij Talentstad is gewijzigd')

    const again = await reset(token, 'Nog!Een2026wachtwoord')
    expect(again.status).toBe(400)
    expect(again.body.error).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid, details: { code: 'invalid-token' } })

    expect((await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })).status).toBe(401)
    const fresh = await logIn(client, mails, member.email, NEW_PASSWORD)
    expect((await client.get('/users/me', { jwt: fresh.jwt })).status).toBe(200)
  })

  const rules: Array<[string, string, string]> = [
    ['9 characters', 'Abcdef1!x', MESSAGES.passwordTooShort],
    ['73 bytes', `Aa1!${'é'.repeat(34)}x`, MESSAGES.passwordTooLong],
    ['no upper-case letter', 'abcdefgh1!', MESSAGES.passwordNeedsUpper],
    ['no lower-case letter', 'ABCDEFGH1!', MESSAGES.passwordNeedsLower],
  ]
  it('refuses new passwords that break the rule or equal the old one, without using up the link', async () => {
    const member = await createMember(cms)
    const token = await resetLink(member.email)
    for (const [name, password, message] of rules) {
      const answer = await reset(token, password)
      expect(answer.status, name).toBe(400)
      expect(answer.body.error.details, name).toEqual({ code: 'validation', fieldErrors: { password: [message] } })
    }
    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`)
    expect(mismatch.body.error.details.fieldErrors).toEqual({ confirmPassword: [MESSAGES.passwordsDoNotMatch] })
    const same = await reset(token, member.password)
    expect(same.status).toBe(400)
    expect(same.body.error).toMatchObject({ message: MESSAGES.passwordMustDiffer, details: { code: 'password-unchanged' } })
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200)
  })

  it('refuses an expired, a replaced, an unknown and a malformed link', async () => {
    const member = await createMember(cms)
    const first = await resetLink(member.email)
    const second = await resetLink(member.email)
    expect((await reset(first, NEW_PASSWORD)).status).toBe(400)
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: member.email } })
    const tokens = cms.strapi.db.query('api::account.account-token')
    const ids = (await tokens.findMany({ where: { user: { id: user.id } }, select: ['id'] })).map((row: { id: number }) => row.id)
    expect(ids).toHaveLength(1)
    await tokens.updateMany({ where: { id: { $in: ids } }, data: { expiresAt: new Date(Date.now() - 1000) } })
    for (const token of [second, 'A'.repeat(43), 'kort']) {
      const answer = await reset(token, NEW_PASSWORD)
      expect(answer.status).toBe(400)
      expect(answer.body.error.details.code).toBe('invalid-token')
    }
    expect((await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })).status).toBe(200)
  })

  it('sends at most 3 mails per address per quarter, silently', async () => {
    const member = await createMember(cms)
    for (let index = 0; index < 5; index++) {
      expect((await client.post(ACCOUNT_API.forgotPassword, { email: member.email })).status).toBe(200)
    }
    expect(await mails.count(member.email)).toBe(3)
    expect(await mails.count(freshEmail())).toBe(0)
  })
})

describe('change password (logged in)', () => {
  it('needs the current password and a different, valid new one; ends the other sessions, keeps this one, mails a notice', async () => {
    const member = await createMember(cms)
    const current = await logIn(client, mails, member.email, member.password)
    const other = await logIn(client, mails, member.email, member.password)
    const change = (body: Record<string, string>) => client.post(ACCOUNT_API.changePassword, body, { jwt: current.jwt })

    const wrong = await change({ currentPassword: 'Fout!2026wachtwoord', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error).toMatchObject({ message: ACCOUNT_MESSAGES.currentPasswordWrong, details: { code: 'current-password-wrong' } })
    const same = await change({ currentPassword: member.password, password: member.password, confirmPassword: member.password })
    expect(same.body.error.details.code).toBe('password-unchanged')
    const weak = await change({ currentPassword: member.password, password: 'Abcdef1!x', confirmPassword: 'Abcdef1!x' })
    expect(weak.body.error.details).toEqual({ code: 'validation', fieldErrors: { password: [MESSAGES.passwordTooShort] } })
    expect((await client.get('/users/me', { jwt: other.jwt })).status).toBe(200)

    const changed = await change({ currentPassword: member.password, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(changed).toMatchObject({ status: 200, body: { ok: true } })
    expect((await client.get(ACCOUNT_API.session, { jwt: current.jwt })).status).toBe(200)
    const ended = await client.get('/users/me', { jwt: other.jwt })
    expect(ended.status).toBe(401)
    expect(ended.body.error.details.code).toBe('session-ended')
    expect((await mails.next(member.email)).subject).toBe('Je wachtwoord bij Talentstad is gewijzigd')

    expect((await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })).status).toBe(401)
    expect((await client.post(ACCOUNT_API.login, { email: member.email, password: NEW_PASSWORD })).status).toBe(200)
    const stored = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email: member.email } })
    expect(stored.password).toMatch(/^\$2[aby]\$/)
  })
})

describe('a password set elsewhere', () => {
  it('ends every session too (an editor setting it in the admin panel)', async () => {
    const member = await createMember(cms)
    const session = await logIn(client, mails, member.email, member.password)
    await cms.strapi.documents('plugin::users-permissions.user').update({
      documentId: (await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: member.id } })).documentId,
      data: { lastName: 'Anders' } as any,
    })
    expect((await client.get('/users/me', { jwt: session.jwt })).status).toBe(200)
    await cms.strapi.plugin('users-permissions').service('user').edit(member.id, { password: NEW_PASSWORD })
    const after = await client.get('/users/me', { jwt: session.jwt })
    expect(after.status).toBe(401)
    expect(after.body.error.details.code).toBe('session-ended')
  })
})
