import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import * as Sentry from '@sentry/react-router'
import { describe, expect, it, vi } from 'vitest'
import { currentRequestTraced, requestContext } from '~/../server/request-context.js'
import type { Env } from '../env.server'
import {
  isOrphanClientCall,
  monitoredRequest,
  parseSentryTrace,
  serverInstrumentations,
  startServerMonitoring,
  traceMetaTags,
  tracedRequest,
} from './sentry.server'

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
  const errors: string[] = []
  Sentry.getClient()?.on('beforeSendEvent', (event) => {
    for (const value of event.exception?.values ?? []) if (value.value) errors.push(value.value)
  })

  /**
   * One request through the middlewares: monitoredRequest, then tracedRequest when it reaches React
   * Router (not a page kept in memory, not a refusal). Whether it is traced, and the trace its page
   * would carry.
   */
  const serve = (headers: Record<string, string>, { reachesRouter = true } = {}) =>
    new Promise<{ traced: boolean | undefined; meta: string }>((resolve) => {
      const req = { method: 'GET', url: '/profiel', headers } as unknown as IncomingMessage
      const res = {} as ServerResponse
      const done = () => resolve({ traced: currentRequestTraced(), meta: traceMetaTags() })
      requestContext.run({ requestId: `r-${Math.random()}` }, () =>
        monitoredRequest(req, res, () => (reachesRouter ? tracedRequest(req, res, done) : done())),
      )
    })
  const sentryTrace = (meta: string) => meta.match(/<meta name="sentry-trace" content="([^"]+)"/)?.[1]
  const newTraceId = () => randomBytes(16).toString('hex')

  it('a request answered before React Router (a page kept in memory, a refusal) spends none of the budget', async () => {
    for (let count = 0; count < 3; count += 1) expect((await serve({}, { reachesRouter: false })).traced).toBeUndefined()
    const first = newTraceId()
    const traced = await serve({ 'sentry-trace': `${first}-${first.slice(0, 16)}-1` })
    expect(traced.traced).toBe(true)
    expect(sentryTrace(traced.meta)).toMatch(new RegExp(`^${first}-[0-9a-f]{16}-1$`))
  })

  it('past the budget a request is not traced, and its page says so, whatever the browser asked', async () => {
    const second = newTraceId()
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
    const id = newTraceId()
    const declined = await serve({ 'sentry-trace': `${id}-${id.slice(0, 16)}-0` })
    expect(declined.traced).toBe(false)
    expect(sentryTrace(declined.meta)).toMatch(new RegExp(`^${id}-[0-9a-f]{16}-0$`))
  })

  it('Sentry’s hooks run only in a traced request, each step exactly once; an error that escaped React Router is reported either way', async () => {
    type Step = () => Promise<{ status: 'success' | 'error'; error: unknown }>
    type Hooks = Record<string, (step: Step, info: unknown) => Promise<void>>
    const [instrumentation] = serverInstrumentations()
    let requestHooks: Hooks = {}
    let routeHooks: Hooks = {}
    instrumentation!.handler!({ instrument: (hooks: Hooks) => (requestHooks = hooks) } as never)
    instrumentation!.route!({
      id: 'routes/profiel',
      index: false,
      path: 'profiel',
      instrument: (hooks: Hooks) => (routeHooks = hooks),
    } as never)
    const info = {
      request: { method: 'GET', url: 'http://site.test/profiel', headers: new Headers() },
      params: {},
      pattern: '/profiel',
      context: {},
    }
    for (const traced of [true, false]) {
      const spans: boolean[] = []
      const step = vi.fn(async () => {
        spans.push(Sentry.getActiveSpan() !== undefined)
        return { status: 'success' as const, error: undefined }
      })
      await requestContext.run({ requestId: `r-${traced}`, traced }, async () => {
        await requestHooks.request!(step, info)
        await routeHooks.loader!(step, info)
        await routeHooks.action!(step, info)
      })
      expect(step).toHaveBeenCalledTimes(3)
      expect(spans).toEqual([traced, traced, traced])
    }
    for (const traced of [true, false]) {
      const marker = `Escaped the handler ${randomBytes(4).toString('hex')}`
      await requestContext.run({ requestId: `e-${traced}`, traced }, () =>
        requestHooks.request!(async () => ({ status: 'error', error: new Error(marker) }), info),
      )
      await vi.waitFor(() => expect(errors).toContain(marker))
    }
  })
})
