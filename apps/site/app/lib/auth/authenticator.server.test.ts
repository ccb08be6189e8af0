import { beforeAll, describe, expect, it } from 'vitest'

// The real login path against a CMS that is not there: the strategy must reach startLogin and hand
// back its outcome (the e2e run covers a real CMS).
let verifyCredentials: typeof import('./authenticator.server').verifyCredentials
beforeAll(async () => {
  process.env.SITE_URL = 'http://127.0.0.1:3999'
  process.env.CMS_URL = 'http://127.0.0.1:9'
  ;({ verifyCredentials } = await import('./authenticator.server'))
})

describe('verifyCredentials (remix-auth Authenticator with the form strategy)', () => {
  it('asks the CMS through startLogin and returns its outcome, here the outage, without a session', async () => {
    const outcome = await verifyCredentials(
      { email: 'student@example.nl', password: 'Geheim!Wachtwoord1' },
      { url: 'http://127.0.0.1:3999/inloggen', callbackUrl: 'http://127.0.0.1:3999/', signal: new AbortController().signal },
    )
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.code).toBe('unavailable')
    expect('setCookie' in outcome).toBe(false)
  })

  it('refuses input that is not an e-mail address and password before the CMS is asked', async () => {
    await expect(
      verifyCredentials(
        { email: 'geen-adres', password: '' },
        { url: 'http://127.0.0.1:3999/inloggen', callbackUrl: '/', signal: new AbortController().signal },
      ),
    ).rejects.toThrow()
  })
})
