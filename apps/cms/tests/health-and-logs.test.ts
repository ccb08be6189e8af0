import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { captureLogs } from './log-capture'
import { startSharedCms, type TestCms } from './strapi'

let cms: TestCms
let logs: ReturnType<typeof captureLogs>

beforeAll(async () => {
  ;({ cms } = await startSharedCms())
  logs = captureLogs(cms.strapi)
})
afterAll(async () => {
  await cms?.stop()
})

const api = (path: string, init?: RequestInit) => fetch(`${cms.url}${path}`, init)

describe('CMS scheduled jobs', () => {
  it("runs none of Strapi's own: the media library's weekly usage statistics job is removed (telemetry is off)", () => {
    expect(cms.strapi.cron.jobs.map((job) => job.name)).not.toContain('uploadWeekly')
  })
})

describe('CMS health checks', () => {
  it('GET /api/health/live is 200 and never cached', async () => {
    const response = await api('/api/health/live')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
  })

  it('GET /api/health/ready is 200 when the database answers, never cached', async () => {
    const response = await api('/api/health/ready')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } })
  })
})

describe('CMS access log', () => {
  it("writes one line a request at debug with the site's request id, the path without the query, status and duration; no query, no cookie, no token", async () => {
    logs.entries.length = 0
    logs.raw.length = 0
    const response = await api('/api/content-items?filters[title][$containsi]=jan%40example.nl&token=secret-token-123', {
      headers: { 'x-request-id': 'site-request-0001', cookie: 'koa.sess=cookie-value-456', authorization: 'Bearer bearer-value-789' },
    })
    // With a bearer that is no valid token the CMS answers 401; the line is written all the same.
    expect(response.headers.get('x-request-id')).toBe('site-request-0001')
    const access = logs.entries.filter((entry) => entry.message === 'request')
    expect(access).toEqual([
      expect.objectContaining({
        level: 'debug',
        reqId: 'site-request-0001',
        method: 'GET',
        path: '/api/content-items',
        status: response.status,
      }),
    ])
    expect(typeof access[0]!.durationMs).toBe('number')
    for (const secret of ['jan', 'secret-token-123', 'cookie-value-456', 'bearer-value-789', 'containsi', 'koa.sess']) {
      expect(logs.raw.join('')).not.toContain(secret)
    }
  })

  it('replaces a request id that is not a short plain token', async () => {
    for (const bad of ['short', 'a'.repeat(65), 'x"}, {"level":"error', 'abc123456<script>']) {
      const response = await api('/api/health/live', { headers: { 'x-request-id': bad } })
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})

describe('CMS favicon', () => {
  it("GET /favicon.ico (which browsers ask for on their own) is the brand's icon, and nothing is logged as an error", async () => {
    logs.entries.length = 0
    const response = await api('/favicon.ico')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^image\//)
    // An ICO file: reserved 0, type 1 (icon).
    expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
    expect(logs.entries.filter((entry) => entry.level === 'error' || entry.level === 'warn')).toEqual([])
  })
})

describe('CMS readiness without a database', () => {
  it('is 503 (and the process stays alive) when the database does not answer', async () => {
    // Last in this file: the connection pool is gone for good.
    await cms.strapi.db.connection.destroy()
    const ready = await api('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(ready.headers.get('cache-control')).toBe('no-store')
    expect(await ready.json()).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } })
    expect(logs.entries.some((entry) => entry.level === 'warn' && entry.message === 'not ready: the database')).toBe(true)
    expect((await api('/api/health/live')).status).toBe(200)
  })
})
