import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import {
  DEMO_PASSWORD,
  codeIn,
  createMember,
  freshEmail,
  keysOf,
  logIn,
  registration,
  useAccountCms,
  tokenIn,
  type AccountTestCms,
} from './account-helpers'
import type { TestCms } from './strapi'

let cms: TestCms
let client: AccountTestCms['client']
let mails: AccountTestCms['mails']

useAccountCms((started) => ({ cms, client, mails } = started))

/** Register, forgot-password and resend-activation do their work after answering; this waits for it. */
const settled = () => cms.strapi.service('api::account.registration').settled()

const SECRET_KEYS = [
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'codeHash',
  'challengeHash',
  'tokenHash',
  'confirmed',
  'blocked',
  'provider',
]

describe('register → activate → log in with the e-mailed code', () => {
  it('creates an inactive account, activates it through the mailed link, and issues a JWT only for the right code', async () => {
    const email = freshEmail('sanne')
    const registered = await client.post(ACCOUNT_API.register, registration(email, { email: `  ${email.toUpperCase()} ` }))
    expect(registered).toMatchObject({ status: 200, body: { ok: true } })
    await settled()

    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email }, populate: ['role'] })
    expect(user).toMatchObject({ email, username: email, confirmed: false, blocked: false, firstName: 'Sanne', typeOfUser: 'TYPE_STUDENT' })
    expect(user.role.type).toBe('authenticated')
    expect(user.password).toMatch(/^\$2[aby]\$/)

    // Not yet activated: a correct password is told so, a wrong one is not.
    const early = await client.post(ACCOUNT_API.login, { email, password: 'Welkom!2026x' })
    expect(early.status).toBe(403)
    expect(early.body.error).toMatchObject({ message: ACCOUNT_MESSAGES.notActivated, details: { code: 'not-activated' } })
    expect((await client.post(ACCOUNT_API.login, { email, password: 'Verkeerd!2026x' })).status).toBe(401)

    const activation = await mails.next(email)
    expect(activation.subject).toBe('Activeer je account bij Talentstad')
    expect(activation.text).toContain('Hoi Sanne,')
    const token = tokenIn(activation)
    expect(activation.text).toContain(`http://127.0.0.1:9/activeren?token=${token}`)
    expect(activation.html).toContain(`href="http://127.0.0.1:9/activeren?token=${token}"`)
    expect(activation.html).toContain('lang="nl"')
    // Only a hash of the token is stored.
    const stored = await cms.strapi.db.query('api::account.account-token').findMany({ where: { user: { id: user.id } } })
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(token)

    const activated = await client.post(ACCOUNT_API.activate, { token })
    expect(activated).toMatchObject({ status: 200, body: { ok: true, email } })
    const used = await client.post(ACCOUNT_API.activate, { token })
    expect(used.status).toBe(400)
    expect(used.body.error).toMatchObject({ message: MESSAGES.activationFailed, details: { code: 'invalid-token' } })

    const login = await client.post(ACCOUNT_API.login, { email, password: 'Welkom!2026x' })
    expect(login.status).toBe(200)
    expect(login.body).toEqual({ challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), email })
    const codeMail = await mails.next(email)
    expect(codeMail.subject).toBe('Je inlogcode voor Talentstad')
    const code = codeIn(codeMail)
    expect(code).toMatch(/^\d{6}$/)
    expect(codeMail.html).toContain(`>${code}</p>`)

    const verified = await client.post(ACCOUNT_API.verify, { challenge: login.body.challenge, code })
    expect(verified.status).toBe(200)
    expect(verified.body).toEqual({
      jwt: expect.any(String),
      sid: expect.any(String),
      user: {
        id: user.id,
        documentId: user.documentId,
        email,
        firstName: 'Sanne',
        lastName: 'de Boer',
        typeOfUser: 'TYPE_STUDENT',
        role: 'ROLE_USER',
        onboarded: false,
      },
    })
    const { jwt, sid } = verified.body

    const me = await client.get('/users/me', { jwt })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ id: user.id, firstName: 'Sanne' })
    const session = await client.get(ACCOUNT_API.session, { jwt })
    expect(session.status).toBe(200)
    expect(session.body).toEqual({ user: verified.body.user, sid, expiresAt: expect.any(String) })
    expect(new Date(session.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)

    for (const body of [registered.body, activated.body, login.body, verified.body, me.body, session.body]) {
      for (const key of SECRET_KEYS) expect([...keysOf(body)], key).not.toContain(key)
    }
  })

  it('lets the demo accounts log in, with the community manager role mapped', async () => {
    const verified = await logIn(client, mails, 'communitymanager@demo.talentstad.nl', DEMO_PASSWORD)
    expect(verified.user).toMatchObject({ role: 'ROLE_COMMUNITY_MANAGER', typeOfUser: 'TYPE_COMMUNITY_MANAGER', onboarded: true })
  })
})

describe('account mails', () => {
  it('escape what a user typed in the HTML part', async () => {
    const email = freshEmail('html')
    const firstName = '<img src=x onerror=alert(1)> & "Jan"'
    expect((await client.post(ACCOUNT_API.register, registration(email, { firstName }))).status).toBe(200)
    const message = await mails.next(email)
    expect(message.text).toContain(`Hoi ${firstName},`)
    expect(message.html).toContain('Hoi &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Jan&quot;,')
    expect(message.html).not.toContain('<img')
  })
})

describe('no account enumeration', () => {
  it('register answers the same for a new and a known address; the owner of the known one gets a notice', async () => {
    const known = await createMember(cms)
    const fresh = freshEmail()
    const forKnown = await client.post(ACCOUNT_API.register, registration(known.email))
    const forNew = await client.post(ACCOUNT_API.register, registration(fresh))
    expect(forKnown).toMatchObject({ status: 200, body: { ok: true } })
    expect({ status: forNew.status, body: forNew.body }).toEqual({ status: forKnown.status, body: forKnown.body })
    const notice = await mails.next(known.email)
    expect(notice.subject).toBe('Je hebt al een account bij Talentstad')
    expect(notice.text).toContain('http://127.0.0.1:9/wachtwoord-vergeten')
    expect(tokenIn(notice)).toBe('')
    await settled()
    // The existing account is untouched (the password still works, nothing else was created).
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email: known.email } })).toBe(1)
    expect((await client.post(ACCOUNT_API.login, { email: known.email, password: known.password })).status).toBe(200)
  })

  it('login answers a wrong password and an unknown address alike', async () => {
    const known = await createMember(cms)
    const wrong = await client.post(ACCOUNT_API.login, { email: known.email, password: 'Niet!HetWachtwoord1' })
    const unknown = await client.post(ACCOUNT_API.login, { email: freshEmail('niemand'), password: 'Niet!HetWachtwoord1' })
    expect(wrong.status).toBe(401)
    expect(wrong.body).toEqual({
      data: null,
      error: {
        status: 401,
        name: 'UnauthorizedError',
        message: ACCOUNT_MESSAGES.invalidCredentials,
        details: { code: 'invalid-credentials' },
      },
    })
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrong.status, body: wrong.body })
  })

  it('tells a blocked member so only after the right password', async () => {
    const member = await createMember(cms, { blocked: true })
    const wrong = await client.post(ACCOUNT_API.login, { email: member.email, password: 'Niet!HetWachtwoord1' })
    expect(wrong.body.error.details.code).toBe('invalid-credentials')
    const right = await client.post(ACCOUNT_API.login, { email: member.email, password: member.password })
    expect(right.status).toBe(403)
    expect(right.body.error).toMatchObject({ message: ACCOUNT_MESSAGES.blocked, details: { code: 'blocked' } })
    expect(await mails.count(member.email)).toBe(0)
  })

  it('forgot-password and resend-activation answer the same for known and unknown addresses', async () => {
    const known = await createMember(cms)
    const pending = await createMember(cms, { confirmed: false })
    for (const [path, knownEmail] of [
      [ACCOUNT_API.forgotPassword, known.email],
      [ACCOUNT_API.resendActivation, pending.email],
    ] as const) {
      const forKnown = await client.post(path, { email: knownEmail })
      const forUnknown = await client.post(path, { email: freshEmail('onbekend') })
      expect(forKnown).toMatchObject({ status: 200, body: { ok: true } })
      expect({ status: forUnknown.status, body: forUnknown.body }).toEqual({ status: forKnown.status, body: forKnown.body })
    }
    expect((await mails.next(known.email)).subject).toBe('Stel een nieuw wachtwoord in voor Talentstad')
    expect((await mails.next(pending.email)).subject).toBe('Activeer je account bij Talentstad')
  })
})

describe('registration input', () => {
  const cases: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['9 characters', { password: 'Abcdef1!x', confirmPassword: 'Abcdef1!x' }, { password: [MESSAGES.passwordTooShort] }],
    [
      '73 bytes',
      { password: `Aa1!${'é'.repeat(34)}x`, confirmPassword: `Aa1!${'é'.repeat(34)}x` },
      { password: [MESSAGES.passwordTooLong] },
    ],
    ['no digit', { password: 'Abcdefghij!', confirmPassword: 'Abcdefghij!' }, { password: [MESSAGES.passwordNeedsDigit] }],
    ['no special character', { password: 'Abcdefghij1', confirmPassword: 'Abcdefghij1' }, { password: [MESSAGES.passwordNeedsSpecial] }],
    ['a repeat that differs', { confirmPassword: 'Welkom!2026y' }, { confirmPassword: [MESSAGES.passwordsDoNotMatch] }],
    ['no consent', { consent: false }, { consent: [ACCOUNT_MESSAGES.consentRequired] }],
    ['no e-mail address', { email: 'geen-adres' }, { email: [MESSAGES.invalidEmail] }],
  ]
  it.each(cases)('refuses %s with 400, the Dutch message per field, and creates nothing', async (_name, overrides, fieldErrors) => {
    const email = freshEmail('regel')
    const answer = await client.post(ACCOUNT_API.register, registration(email, overrides))
    expect(answer.status).toBe(400)
    expect(answer.body.error).toMatchObject({
      status: 400,
      name: 'ValidationError',
      message: MESSAGES.general,
      details: { code: 'validation', fieldErrors },
    })
    expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } })).toBe(0)
  })

  it('accepts a password of exactly 72 bytes and 10 characters', async () => {
    for (const password of [`Aa1!${'é'.repeat(34)}`, 'Abcdefg1!x']) {
      const email = freshEmail('grens')
      expect((await client.post(ACCOUNT_API.register, registration(email, { password, confirmPassword: password }))).status).toBe(200)
      await settled()
      expect(await cms.strapi.db.query('plugin::users-permissions.user').count({ where: { email } })).toBe(1)
    }
  })
})

describe('activation links', () => {
  it('refuse unknown, malformed and expired tokens; a resent link replaces the old one', async () => {
    for (const token of ['x'.repeat(43), 'kort', undefined]) {
      const answer = await client.post(ACCOUNT_API.activate, { token })
      expect(answer.status).toBe(400)
      expect(answer.body.error).toMatchObject({ message: MESSAGES.activationFailed, details: { code: 'invalid-token' } })
    }
    const email = freshEmail('later')
    await client.post(ACCOUNT_API.register, registration(email))
    await settled()
    const first = tokenIn(await mails.next(email))
    await client.post(ACCOUNT_API.resendActivation, { email })
    const second = tokenIn(await mails.next(email))
    expect(second).not.toBe(first)
    expect((await client.post(ACCOUNT_API.activate, { token: first })).status).toBe(400)

    await cms.strapi.db
      .query('api::account.account-token')
      .updateMany({ where: { kind: 'activation' }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect((await client.post(ACCOUNT_API.activate, { token: second })).status).toBe(400)
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { email } })
    expect(user.confirmed).toBe(false)
  })
})

describe("users-permissions' own endpoints", () => {
  it('stay closed: a correct demo password on /api/auth/local yields no JWT, and no other auth route works', async () => {
    const local = await client.post('/auth/local', { identifier: 'student@demo.talentstad.nl', password: DEMO_PASSWORD })
    expect(local.status).toBe(403)
    expect(local.body.jwt).toBeUndefined()
    for (const [path, body] of [
      ['/auth/local/register', registration(freshEmail())],
      ['/auth/forgot-password', { email: 'student@demo.talentstad.nl' }],
      ['/auth/reset-password', { code: 'x', password: 'Welkom!2026x', passwordConfirmation: 'Welkom!2026x' }],
      ['/auth/send-email-confirmation', { email: 'student@demo.talentstad.nl' }],
    ] as const) {
      const answer = await client.post(path, body)
      expect([401, 403], path).toContain(answer.status)
      expect(answer.body.jwt).toBeUndefined()
    }
    expect([401, 403]).toContain((await client.get('/auth/email-confirmation?confirmation=x')).status)
  })
})

describe('sessions', () => {
  it('end at logout: the JWT then gets 401 session-ended everywhere', async () => {
    const member = await createMember(cms)
    const { jwt } = await logIn(client, mails, member.email, member.password)
    expect((await client.get('/users/me', { jwt })).status).toBe(200)
    const logout = await client.post(ACCOUNT_API.logout, {}, { jwt })
    expect(logout.status).toBe(204)
    // The same routes spelled in capitals (Strapi's router may ignore case) never let it through.
    for (const path of ['/users/me', ACCOUNT_API.session, '/content-items']) {
      const upper = await fetch(`${cms.url}/API${path.toUpperCase()}`, { headers: { authorization: `Bearer ${jwt}` } })
      expect([401, 404], `/API${path.toUpperCase()}`).toContain(upper.status)
      const answer = await client.get(path, { jwt })
      expect(answer.status, path).toBe(401)
      expect(answer.body.error).toMatchObject({ status: 401, message: ACCOUNT_MESSAGES.sessionExpired, details: { code: 'session-ended' } })
    }
  })

  it('refuse a JWT without a session id, an expired session, and a blocked or deleted user', async () => {
    const jwtService = cms.strapi.plugin('users-permissions').service('jwt')
    const member = await createMember(cms)
    const noSid = jwtService.issue({ id: member.id })
    expect((await client.get('/users/me', { jwt: noSid })).status).toBe(401)

    const expiring = await logIn(client, mails, member.email, member.password)
    await cms.strapi.db
      .query('api::account.account-session')
      .update({ where: { sid: expiring.sid }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect((await client.get(ACCOUNT_API.session, { jwt: expiring.jwt })).status).toBe(401)

    const blocked = await createMember(cms)
    const blockedLogin = await logIn(client, mails, blocked.email, blocked.password)
    const user = await cms.strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: blocked.id } })
    await cms.strapi.plugin('users-permissions').service('user').edit(blocked.id, { blocked: true })
    expect((await client.get('/users/me', { jwt: blockedLogin.jwt })).status).toBe(401)
    // Blocking ended the session for good: unblocking does not bring it back.
    const session = await cms.strapi.db.query('api::account.account-session').findOne({ where: { sid: blockedLogin.sid } })
    expect(session.endedAt).toBeTruthy()
    await cms.strapi.plugin('users-permissions').service('user').edit(blocked.id, { blocked: false })
    expect((await client.get('/users/me', { jwt: blockedLogin.jwt })).status).toBe(401)
    expect(user.id).toBe(blocked.id)

    const deleted = await createMember(cms)
    const deletedLogin = await logIn(client, mails, deleted.email, deleted.password)
    await cms.strapi.db.query('plugin::users-permissions.user').delete({ where: { id: deleted.id } })
    expect((await client.get(ACCOUNT_API.session, { jwt: deletedLogin.jwt })).status).toBe(401)
  })

  it('let API tokens and anonymous requests pass untouched, and refuse a JWT signed with another secret', async () => {
    const { accessKey } = await cms.strapi
      .service('admin::api-token')
      .create({ name: `lezen-${Date.now()}`, type: 'read-only', lifespan: null })
    expect((await client.get('/content-items', { jwt: accessKey })).status).toBe(200)
    expect((await client.get('/content-items')).status).toBe(200)
    // A bearer that is neither is judged by Strapi itself (not our session check).
    const bogus = await client.get('/content-items', { jwt: 'f'.repeat(64) })
    expect(bogus.status).toBe(401)
    expect(bogus.body.error.details?.code).toBeUndefined()
    const forged = `${Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"id":1,"sid":"x"}').toString('base64url')}.c2lnbmF0dXVy`
    expect((await client.get('/users/me', { jwt: forged })).status).toBe(401)
  })

  it('slide their expiry (at most one write a minute) and re-issue a JWT older than a day', async () => {
    const member = await createMember(cms)
    const { jwt, sid } = await logIn(client, mails, member.email, member.password)
    const sessions = cms.strapi.db.query('api::account.account-session')
    const soon = new Date(Date.now() + 3600_000)
    await sessions.update({ where: { sid }, data: { expiresAt: soon, lastSeenAt: new Date(Date.now() - 5 * 60_000) } })
    const slid = await client.get(ACCOUNT_API.session, { jwt })
    expect(slid.status).toBe(200)
    expect(new Date(slid.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000)
    expect(slid.body.jwt).toBeUndefined()
    const afterSlide = await sessions.findOne({ where: { sid } })
    expect(new Date(afterSlide.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 10_000)

    await sessions.update({ where: { sid }, data: { expiresAt: soon } })
    const again = await client.get(ACCOUNT_API.session, { jwt })
    expect(new Date(again.body.expiresAt).getTime()).toBe(soon.getTime())

    const old = cms.strapi
      .plugin('users-permissions')
      .service('jwt')
      .issue({ id: member.id, sid, iat: Math.floor(Date.now() / 1000) - 2 * 24 * 3600 })
    const reissued = await client.get(ACCOUNT_API.session, { jwt: old })
    expect(reissued.status).toBe(200)
    expect(reissued.body.jwt).toEqual(expect.any(String))
    expect(reissued.body.jwt).not.toBe(old)
    expect((await client.get(ACCOUNT_API.session, { jwt: reissued.body.jwt })).body.sid).toBe(sid)
  })

  it('need a member JWT for session, logout and change-password', async () => {
    expect((await client.get(ACCOUNT_API.session)).status).toBe(401)
    expect((await client.post(ACCOUNT_API.logout, {})).status).toBe(401)
    expect((await client.post(ACCOUNT_API.changePassword, {})).status).toBe(401)
  })
})
