import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { parseDsn } from '../app/lib/monitoring/config'
import { startFakeSentry, type FakeSentry } from '../e2e/fake-sentry'
import { checkEnvelope, monitoringTunnel } from './monitoring-tunnel'

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
  const servers: Server[] = []
  let fake: FakeSentry | undefined
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections()
      server.close()
    }
    await fake?.close()
  })

  async function site(dsn: string, maxBytes?: number) {
    const app = express()
    app.post('/api/monitoring', monitoringTunnel({ dsn, maxBytes }))
    const server = createServer(app)
    servers.push(server)
    await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/monitoring`
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
