import { ACCOUNT_API } from '@talentstad/types'
import { env, errors } from '@strapi/utils'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import plugins from '../config/plugins'
import { strapiErrorStatus } from '../src/lib/error-reporting'
import { AccessDeniedError, RetryLaterError, ServiceUnavailableError } from '../src/lib/http-errors'
import { startFakeSentry, type FakeSentry } from '../../site/e2e/fake-sentry'
import { accountClient } from './account-helpers'
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

  /** The error events (not transactions) that reached the fake since the last reset. */
  const errorEvents = () =>
    fake.envelopes
      .flatMap((envelope) => envelope.items)
      .filter((item) => item.header.type === 'event')
      .map((item) => item.payload as { exception?: { values?: Array<{ value?: string }> } })
  const flush = () => cms.strapi.plugin('sentry').service('sentry').getInstance().flush(5000) as Promise<boolean>

  // Issue 26, item 14: 30 failed logins, 25 of them throttled, made 30 error events.
  it('reports no expected 4xx answer: failed and throttled logins, a bad request', async () => {
    fake.reset()
    const client = accountClient(cms)
    const statuses: number[] = []
    for (const account of ['niemand-1@example.nl', 'niemand-2@example.nl', 'niemand-3@example.nl']) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        statuses.push(
          (await client.post(ACCOUNT_API.login, { email: account, password: 'Fout-wachtwoord-1' }, { ip: '203.0.113.77' })).status,
        )
      }
    }
    statuses.push((await client.post(ACCOUNT_API.login, { email: 'geen-adres' }, { ip: '203.0.113.78' })).status)
    expect(new Set(statuses)).toEqual(new Set([400, 401, 429]))
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(15)
    // Sentry's flush resolves once its transport has delivered everything to the fake.
    await flush()
    expect(errorEvents()).toEqual([])
  })

  it('still reports a real 500, once', async () => {
    fake.reset()
    // A fault the way one happens: an unexpected error thrown inside a request.
    cms.strapi.server.use(async (ctx, next) => {
      if (ctx.path === '/api/__test/kapot') throw new Error('Deliberate failure for docent@hogeschool.nl')
      await next()
    })
    const response = await fetch(`${cms.url}/api/__test/kapot`)
    expect(response.status).toBe(500)
    await flush()
    await expect.poll(() => errorEvents().length, { timeout: 10_000 }).toBe(1)
    // Delivered and nothing after it: a second report would have been flushed with it.
    await flush()
    expect(errorEvents()).toHaveLength(1)
    expect(errorEvents()[0]!.exception?.values?.at(-1)?.value).toBe('Deliberate failure for [Filtered]')
    // Strapi's errors middleware logged it too (tests/setup.ts fails a test on an unexpected one).
    const logged = (globalThis as { __strapiErrors?: string[] }).__strapiErrors ?? []
    expect(logged).toEqual([expect.stringContaining('Deliberate failure')])
    logged.length = 0
  })

  it('sends an error to the project, without e-mail addresses, cookies or the user beyond an id', async () => {
    fake.reset()
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

describe('strapiErrorStatus: the status Strapi answers a thrown error with', () => {
  const httpError = (status: number) => Object.assign(new Error('x'), { status })
  it.each([
    ['ValidationError', new errors.ValidationError('x'), 400],
    ['YupValidationError', new errors.YupValidationError({ errors: [], message: 'x' } as never), 400],
    ['PolicyError', new errors.PolicyError('x'), 403],
    ['ForbiddenError', new errors.ForbiddenError('x'), 403],
    ['UnauthorizedError', new errors.UnauthorizedError('x'), 401],
    ['NotFoundError', new errors.NotFoundError('x'), 404],
    ['RateLimitError', new errors.RateLimitError('x'), 429],
    ['RetryLaterError (a throttled login)', new RetryLaterError('x', {}, 1000), 429],
    ['PayloadTooLargeError', new errors.PayloadTooLargeError('x'), 413],
    ['ApplicationError', new errors.ApplicationError('x'), 400],
    ['NotImplementedError', new errors.NotImplementedError('x'), 501],
    ['AccessDeniedError (src/lib/http-errors)', new AccessDeniedError('x'), 403],
    ['ServiceUnavailableError (src/lib/http-errors)', new ServiceUnavailableError('x'), 503],
    ["Koa's ctx.throw(404)", httpError(404), 404],
    ['a plain Error', new Error('x'), undefined],
    ['a TypeError', new TypeError('x'), undefined],
  ])('%s', (_name, error, status) => {
    expect(strapiErrorStatus(error)).toBe(status)
  })
})
