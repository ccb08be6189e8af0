import { env } from '@strapi/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import plugins from '../config/plugins'
import { startFakeSentry, type FakeSentry } from '../../site/e2e/fake-sentry'
import { startCms, type TestCms } from './strapi'

// Error reporting through @strapi/plugin-sentry (docs/decisions/0016), with its real SDK pointed at
// the site's fake Sentry (apps/site/e2e/fake-sentry.ts).

describe('without SENTRY_DSN', () => {
  it('the plugin is off', () => {
    const saved = process.env.SENTRY_DSN
    delete process.env.SENTRY_DSN
    try {
      expect(plugins({ env }).sentry.enabled).toBe(false)
    } finally {
      if (saved !== undefined) process.env.SENTRY_DSN = saved
    }
  })
})

describe('with SENTRY_DSN', () => {
  let fake: FakeSentry
  let cms: TestCms

  beforeAll(async () => {
    fake = await startFakeSentry()
    cms = await startCms({ SENTRY_DSN: fake.dsn })
  })
  afterAll(async () => {
    await cms?.stop()
    delete process.env.SENTRY_DSN
    await fake?.close()
  })

  it('sends an error to the project, without e-mail addresses, cookies or the user beyond an id', async () => {
    const sentry = cms.strapi.plugin('sentry').service('sentry')
    sentry.sendError(
      new Error('Mail to docent@hogeschool.nl failed'),
      (scope: { setUser: (user: object) => void; setExtra: (key: string, value: unknown) => void }) => {
        scope.setUser({ id: 7, email: 'docent@hogeschool.nl', username: 'docent' })
        scope.setExtra('request', { headers: { cookie: 'jwt=eyJhbGciOiJIUzI1NiJ9.eyJpZCI6N30.c2ln' }, url: '/api/auth/local?code=938271' })
      },
    )
    await sentry.getInstance().flush(5000)

    await expect.poll(() => fake.envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0)
    const event = fake.envelopes.flatMap((envelope) => envelope.items).find((item) => item.header.type === 'event')?.payload as {
      environment: string
      user: unknown
      exception: { values: Array<{ value: string }> }
    }
    expect(event.environment).toBe('prod')
    expect(event.user).toEqual({ id: '7' })
    expect(event.exception.values.at(-1)?.value).toBe('Mail to [Filtered] failed')
    const raw = fake.envelopes.map((envelope) => envelope.raw).join('\n')
    for (const secret of ['docent@hogeschool.nl', 'eyJhbGciOiJIUzI1NiJ9', '938271', '"username"']) expect(raw).not.toContain(secret)
  })
})
