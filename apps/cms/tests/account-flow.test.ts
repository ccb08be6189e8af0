import { ACCOUNT_API, ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  DEMO_PASSWORD,
  accountClient,
  codeIn,
  freshEmail,
  keysOf,
  logIn,
  mailReader,
  registration,
  startAccountCms,
  tokenIn,
  type Mailbox,
} from './account-helpers'
import type { TestCms } from './strapi'

let cms: TestCms
let mail: Mailbox
let client: ReturnType<typeof accountClient>
let mails: ReturnType<typeof mailReader>

beforeAll(async () => {
  ;({ cms, mail } = await startAccountCms())
  client = accountClient(cms)
  mails = mailReader(mail)
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken', 'codeHash', 'challengeHash', 'tokenHash', 'confirmed', 'blocked', 'provider']

describe('register → activate → log in with the e-mailed code', () => {
  it('creates an inactive account, activates it through the mailed link, and issues a JWT only for the right code', async () => {
    const email = freshEmail('sanne')
    const registered = await client.post(ACCOUNT_API.register, registration(email, { email: `  ${email.toUpperCase()} ` }))
    expect(registered).toMatchObject({ status: 200, body: { ok: true } })

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
