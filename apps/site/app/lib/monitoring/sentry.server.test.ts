import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { currentRequestTraced, requestContext } from '~/../server/request-context.js'
import type { Env } from '../env.server'
import { isOrphanClientCall, monitoredRequest, parseSentryTrace, startServerMonitoring, traceMetaTags } from './sentry.server'

describe('transactions the site sends', () => {
  it('a CMS call outside a traced request is none (it would pass the trace budget)', () => {
    expect(isOrphanClientCall({ contexts: { trace: { op: 'http.client' } } })).toBe(true)
    expect(isOrphanClientCall({ contexts: { trace: { op: 'http.server' } } })).toBe(false)
    expect(isOrphanClientCall({})).toBe(false)
  })

  it('reads a sentry-trace header, and nothing else as one', () => {
    const traceId = 'a'.repeat(32)
    const spanId = 'b'.repeat(16)
    expect(parseSentryTrace(`${traceId}-${spanId}-1`)).toEqual({ traceId, spanId, sampled: true })
    expect(parseSentryTrace(` ${traceId}-${spanId}-0 `)).toEqual({ traceId, spanId, sampled: false })
    expect(parseSentryTrace(`${traceId}-${spanId}`)).toEqual({ traceId, spanId, sampled: undefined })
    for (const wrong of [undefined, '', `${traceId}-${spanId}-2`, `${traceId}-${spanId}-1-x`, 'X'.repeat(32) + `-${spanId}-1`]) {
      expect(parseSentryTrace(wrong)).toBeUndefined()
    }
  })
})

describe('which requests are traced (a budget of one a minute)', () => {
  // Reporting on, to an address where nothing listens: what is sent fails quietly.
  startServerMonitoring({
    SENTRY_DSN: 'http://testkey@127.0.0.1:9/1',
    SENTRY_ENVIRONMENT: 'test',
    SENTRY_TRACES_SAMPLE_RATE: 1,
    SENTRY_TRACES_PER_MINUTE: 1,
  } as Env)

  /** One request through the middleware: whether it is traced, and the trace its page would carry. */
  const serve = (headers: Record<string, string>) =>
    new Promise<{ traced: boolean | undefined; meta: string }>((resolve) =>
      requestContext.run({ requestId: `r-${Math.random()}` }, () =>
        monitoredRequest({ method: 'GET', url: '/profiel', headers } as unknown as IncomingMessage, {} as ServerResponse, () =>
          resolve({ traced: currentRequestTraced(), meta: traceMetaTags() }),
        ),
      ),
    )
  const sentryTrace = (meta: string) => meta.match(/<meta name="sentry-trace" content="([^"]+)"/)?.[1]

  it('traces within the budget; past it a request has no spans and its page says it is not sampled, whatever the browser asked', async () => {
    const first = randomBytes(16).toString('hex')
    const traced = await serve({ 'sentry-trace': `${first}-${first.slice(0, 16)}-1` })
    expect(traced.traced).toBe(true)
    expect(sentryTrace(traced.meta)).toMatch(new RegExp(`^${first}-[0-9a-f]{16}-1$`))

    // The budget is spent: a browser's '-1' no longer decides, and the page's trace goes on as '-0'.
    const second = randomBytes(16).toString('hex')
    const refused = await serve({
      'sentry-trace': `${second}-${second.slice(0, 16)}-1`,
      baggage: `sentry-trace_id=${second},sentry-sampled=true`,
    })
    expect(refused.traced).toBe(false)
    expect(sentryTrace(refused.meta)).toMatch(new RegExp(`^${second}-[0-9a-f]{16}-0$`))
    expect(refused.meta).not.toContain('sentry-sampled=true')

    // Without a trace of its own: a new one, not sampled.
    const fresh = await serve({})
    expect(fresh.traced).toBe(false)
    expect(sentryTrace(fresh.meta)).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}-0$/)
  })

  it('a browser’s “not sampled” is followed', async () => {
    const id = randomBytes(16).toString('hex')
    const declined = await serve({ 'sentry-trace': `${id}-${id.slice(0, 16)}-0` })
    expect(declined.traced).toBe(false)
    expect(sentryTrace(declined.meta)).toMatch(new RegExp(`^${id}-[0-9a-f]{16}-0$`))
  })
})
