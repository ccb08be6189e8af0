import { createServer } from 'node:http'
import express from 'express'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serversClosedAfterEach } from '~/../tests/listen'
import { requestGuard } from '../http/request-guard.server'
import { CROSS_SITE_MESSAGE } from '../http/same-origin.server'
import { parseDsn } from '../monitoring-config'
import { FixedWindowLimiter } from '../rate-limit.server'
import { startFakeSentry, type FakeSentry } from '~/../e2e/fake-sentry'
import { BROWSER_ITEM_TYPES, checkEnvelope, envelopeItemTypes, monitoringTunnel } from './tunnel.server'
import { clientIpInContext } from '~/../server/request-context.js'

const DSN = 'https://abc123@o1.ingest.sentry.example/42'
const configured = parseDsn(DSN)!
const envelope = (dsn: unknown, item = '{"type":"event"}\n{"message":"boom"}') => `${JSON.stringify({ event_id: 'e1', dsn })}\n${item}\n`

describe('checkEnvelope', () => {
  it('accepts an envelope for the configured host, project and key', () => {
    expect(checkEnvelope(envelope(DSN), configured)).toMatchObject({ ok: true })
  })

  it('refuses envelopes for another project, host or key (403)', () => {
    for (const dsn of [
      'https://abc123@o1.ingest.sentry.example/43',
      'https://abc123@evil.example/42',
      'https://abc123@o1.ingest.sentry.example:8443/42',
      'https://other@o1.ingest.sentry.example/42',
    ]) {
      expect(checkEnvelope(envelope(dsn), configured), dsn).toEqual({ ok: false, status: 403, reason: 'envelope is for another project' })
    }
  })

  it('refuses what is not an envelope with a DSN (400)', () => {
    expect(checkEnvelope('not json\n{}', configured)).toMatchObject({ ok: false, status: 400 })
    expect(checkEnvelope('{"event_id":"e1"}\n{}', configured)).toMatchObject({ ok: false, status: 400 })
    expect(checkEnvelope(envelope('https://o1.ingest.sentry.example/42'), configured)).toMatchObject({ ok: false, status: 400 })
    expect(checkEnvelope(envelope(42), configured)).toMatchObject({ ok: false, status: 400 })
    expect(checkEnvelope('', configured)).toMatchObject({ ok: false, status: 400 })
  })
})

describe('parseDsn', () => {
  it('finds the envelope endpoint, also behind a path', () => {
    expect(configured.envelopeUrl).toBe('https://o1.ingest.sentry.example/api/42/envelope/')
    expect(parseDsn('http://k@127.0.0.1:9000/sentry/7')?.envelopeUrl).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/')
  })

  it('refuses what is not a DSN', () => {
    for (const value of ['https://o1.ingest.sentry.example/42', 'https://k@host/', 'https://k@host/abc', 'ftp://k@host/1', 'nonsense']) {
      expect(parseDsn(value), value).toBeNull()
    }
  })
})

describe('monitoringTunnel against a fake Sentry', () => {
  const listen = serversClosedAfterEach()
  let fake: FakeSentry | undefined
  afterEach(async () => {
    await fake?.close()
  })

  async function site(dsn: string, maxBytes?: number) {
    const app = express()
    app.post('/api/monitoring', monitoringTunnel({ dsn, maxBytes, siteUrl: () => 'https://talentstad.example' }))
    return `${await listen(createServer(app))}/api/monitoring`
  }

  it('forwards an envelope for its project to /api/<project>/envelope/ unchanged', async () => {
    fake = await startFakeSentry()
    const tunnel = await site(fake.dsn)
    const body = envelope(fake.dsn)
    const response = await fetch(tunnel, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8' } })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ id: 'e1' })
    expect(fake.envelopes).toHaveLength(1)
    expect(fake.envelopes[0]!.raw).toBe(body)
    expect(fake.envelopes[0]!.items[0]!.payload).toEqual({ message: 'boom' })
  })

  it('refuses a forged envelope for another project (403) and forwards nothing', async () => {
    fake = await startFakeSentry()
    const tunnel = await site(fake.dsn)
    const forged = fake.dsn.replace(/\/\d+$/, '/9999')
    const response = await fetch(tunnel, { method: 'POST', body: envelope(forged) })
    expect(response.status).toBe(403)
    expect(fake.envelopes).toHaveLength(0)
  })

  it('refuses an envelope over the cap (413), with or without a Content-Length', async () => {
    fake = await startFakeSentry()
    const tunnel = await site(fake.dsn, 1024)
    const big = envelope(fake.dsn, `{"type":"event"}\n{"message":"${'x'.repeat(2048)}"}`)
    expect((await fetch(tunnel, { method: 'POST', body: big })).status).toBe(413)
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big))
        controller.close()
      },
    })
    expect((await fetch(tunnel, { method: 'POST', body: stream, duplex: 'half' } as RequestInit)).status).toBe(413)
    expect(fake.envelopes).toHaveLength(0)
  })

  it('answers 502 when Sentry cannot be reached', async () => {
    const tunnel = await site('http://k@127.0.0.1:9/1')
    const response = await fetch(tunnel, { method: 'POST', body: envelope('http://k@127.0.0.1:9/1') })
    expect(response.status).toBe(502)
  })
})

describe('envelopeItemTypes', () => {
  const header = JSON.stringify({ event_id: 'e1', dsn: DSN })
  it('reads every item header, with and without a length (lengths in bytes)', () => {
    const payload = JSON.stringify({ message: 'één ß' })
    const body = [
      header,
      JSON.stringify({ type: 'event', length: Buffer.byteLength(payload) }),
      payload,
      '{"type":"client_report"}',
      '{"discarded_events":[]}',
      '',
    ].join('\n')
    expect(envelopeItemTypes(Buffer.from(body))).toEqual(['event', 'client_report'])
    // A payload with a length may hold newlines.
    const multiline = '{"a":\n1}'
    expect(
      envelopeItemTypes(Buffer.from(`${header}\n{"type":"attachment","length":${multiline.length}}\n${multiline}\n{"type":"event"}\n{}`)),
    ).toEqual(['attachment', 'event'])
  })

  it('gives null for what cannot be read', () => {
    expect(envelopeItemTypes(Buffer.from(`${header}\nnot json\n{}`))).toBeNull()
    expect(envelopeItemTypes(Buffer.from(`${header}\n{"length":2}\n{}`))).toBeNull()
    expect(envelopeItemTypes(Buffer.from(`${header}\n{"type":"event","length":999}\n{}`))).toBeNull()
    expect(envelopeItemTypes(Buffer.from(header))).toEqual([])
  })
})

// Issue 26, item 13: 200 envelopes from one address in 0.8 s were all forwarded, any item type
// passed, posts from other sites got 200, nothing was logged.
describe('the tunnel as the site mounts it: before the request guard, with its cross-site check, limited per address', () => {
  const SITE = 'https://talentstad.example'
  const listen = serversClosedAfterEach()
  let fake: FakeSentry
  afterEach(async () => {
    await fake?.close()
  })

  /**
   * As app/express.server.ts: trust proxy, the visitor's address in the request context, the tunnel with a
   * limiter of its own, then the guard for everything else.
   */
  async function site(perMinute = 1000) {
    fake = await startFakeSentry()
    const logger = { warn: vi.fn() }
    const app = express()
    app.set('trust proxy', 1)
    app.use(clientIpInContext)
    const limiter = new FixedWindowLimiter({ name: `tunnel-test-${Math.random()}`, windowMs: 60_000 })
    app.post('/api/monitoring', monitoringTunnel({ dsn: fake.dsn, siteUrl: () => SITE, limiter, perMinute, logger }))
    app.use(requestGuard({ siteUrl: () => SITE }))
    const url = `${await listen(createServer(app))}/api/monitoring`
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(url, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: SITE, ...headers } })
    return { post, logger }
  }

  const item = (type: string, payload: object = {}) => `${JSON.stringify({ type })}\n${JSON.stringify(payload)}`

  it('refuses a POST from another site (403), forwards nothing and logs it', async () => {
    const { post, logger } = await site()
    const foreignHeaders: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ]
    for (const headers of foreignHeaders) {
      const response = await post(envelope(fake.dsn), headers)
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.text()).toContain(CROSS_SITE_MESSAGE)
    }
    expect(fake.envelopes).toHaveLength(0)
    expect(logger.warn).toHaveBeenCalledTimes(3)
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 403, reason: CROSS_SITE_MESSAGE }),
      'monitoring tunnel: refused',
    )
    // Its own site, and a client that sends no Origin (as the guard treats it).
    expect((await post(envelope(fake.dsn))).status).toBe(200)
    expect((await post(envelope(fake.dsn), { origin: '', 'sec-fetch-site': 'same-origin' })).status).toBe(200)
    expect(fake.envelopes).toHaveLength(2)
  })

  it('takes envelopes up to its own cap, above a form’s 64 KB', async () => {
    const { post } = await site()
    const big = envelope(fake.dsn, item('transaction', { spans: 'x'.repeat(100 * 1024) }))
    expect((await post(big)).status).toBe(200)
    expect((await post(envelope(fake.dsn, item('event', { m: 'x'.repeat(210 * 1024) })))).status).toBe(413)
  })

  it('forwards only the item types the browser SDK sends (400 for the rest)', async () => {
    const { post, logger } = await site()
    for (const type of BROWSER_ITEM_TYPES) expect((await post(envelope(fake.dsn, item(type)))).status, type).toBe(200)
    expect(fake.envelopes).toHaveLength(BROWSER_ITEM_TYPES.size)
    for (const type of [
      'attachment',
      'replay_event',
      'replay_recording',
      'profile',
      'log',
      'statsd',
      'check_in',
      'feedback',
      'sessions',
      'user_report',
    ]) {
      const response = await post(envelope(fake.dsn, item(type)), { 'x-forwarded-for': '198.51.100.4' })
      expect(response.status, type).toBe(400)
      expect(await response.text()).toBe(`envelope item type not accepted: ${type}`)
    }
    // One allowed item does not carry another that is not.
    expect((await post(envelope(fake.dsn, `${item('event')}\n${item('attachment')}`))).status).toBe(400)
    expect((await post(`${JSON.stringify({ dsn: fake.dsn })}\n`)).status).toBe(400)
    expect(fake.envelopes).toHaveLength(BROWSER_ITEM_TYPES.size)
    // Each refusal is one log line: status and reason, never the body or the address.
    expect(logger.warn).toHaveBeenCalledTimes(12)
    expect(logger.warn).toHaveBeenCalledWith(
      expect.objectContaining({ status: 400, reason: 'envelope item type not accepted: attachment' }),
      'monitoring tunnel: refused',
    )
    expect(JSON.stringify(logger.warn.mock.calls)).not.toMatch(/198\.51\.100\.4|e2efakepublickey|"dsn"/)
  })

  it('takes at most perMinute envelopes from one address (429 with Retry-After); others still pass', async () => {
    const { post, logger } = await site(5)
    const from = (ip: string) => ({ 'x-forwarded-for': ip })
    const statuses: number[] = []
    // Broken requests count too: the limit is checked before the body is read.
    statuses.push((await post('nonsense', from('203.0.113.5'))).status)
    for (let index = 0; index < 9; index += 1) statuses.push((await post(envelope(fake.dsn), from('203.0.113.5'))).status)
    expect(statuses).toEqual([400, 200, 200, 200, 200, 429, 429, 429, 429, 429])
    expect(fake.envelopes).toHaveLength(4)
    const refused = await post(envelope(fake.dsn), from('203.0.113.5'))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50)
    // Another address, and another /64 of IPv6, has its own budget; the same /64 does not.
    expect((await post(envelope(fake.dsn), from('203.0.113.6'))).status).toBe(200)
    for (let index = 0; index < 5; index += 1) expect((await post(envelope(fake.dsn), from(`2001:db8:1:2::${index + 1}`))).status).toBe(200)
    expect((await post(envelope(fake.dsn), from('2001:db8:1:2::99'))).status).toBe(429)
    expect((await post(envelope(fake.dsn), from('2001:db8:1:3::1'))).status).toBe(200)
    // A flood is one log line per address and minute, not one per request.
    const floods = logger.warn.mock.calls.filter(([fields]) => (fields as { status: number }).status === 429)
    expect(floods).toHaveLength(2)
  })
})
