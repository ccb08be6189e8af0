import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMember } from './as-user'
import { startCms, type TestCms } from './strapi'
import { startTcpProxy } from './tcp-proxy'

// Failure drill: PostgreSQL becomes unreachable for the CMS and comes back. The CMS reaches it
// through a TCP proxy that the test cuts (every connection dropped, the port closed) and restores.
// While it is cut, readiness is 503 within seconds, content answers 5xx within the connection
// timeout (DATABASE_CONNECTION_TIMEOUT, 5 s by default) instead of hanging, and the process lives
// on; afterwards everything answers again without a restart. SQLite is a file next to the process:
// it cannot become unreachable, so this runs on PostgreSQL only (DATABASE_URL).
const databaseUrl = process.env.DATABASE_URL
/** The default of config/database.ts: how long a request waits for a database connection. */
const CONNECTION_TIMEOUT_MS = 5000

let cms: TestCms
let proxy: Awaited<ReturnType<typeof startTcpProxy>>
let jwt = ''

beforeAll(async () => {
  if (!databaseUrl) return
  const direct = new URL(databaseUrl)
  proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  const proxied = new URL(databaseUrl)
  proxied.hostname = '127.0.0.1'
  proxied.port = String(proxy.port)
  // startCms creates the schema over the direct URL; the CMS itself connects through the proxy.
  cms = await startCms({ DATABASE_URL: proxied.toString(), SEED_DEMO: 'true' })
  jwt = (await createMember(cms.strapi)).jwt
})
afterAll(async () => {
  if (!databaseUrl) return
  await proxy?.restore().catch(() => undefined)
  await cms?.stop()
  await proxy?.stop()
  process.env.DATABASE_URL = databaseUrl
})

const timed = async (path: string) => {
  const started = Date.now()
  const response = await fetch(`${cms.url}${path}`)
  const body = await response.text()
  return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started }
}
const strapiErrors = () => ((globalThis as { __strapiErrors?: string[] }).__strapiErrors ??= [])

describe.skipIf(!databaseUrl)('database unreachable and back (PostgreSQL; SQLite cannot be unreachable)', () => {
  it('answers with the database through the proxy', async () => {
    expect((await timed('/api/health/ready')).status).toBe(200)
    const content = await timed('/api/content-items')
    expect(content.status).toBe(200)
    expect(JSON.parse(content.body).data.length).toBeGreaterThan(0)
    expect(proxy.connections).toBeGreaterThan(0)
  })

  it('while cut: readiness 503 within seconds, content 503 within the connection timeout, no internals shown, the process alive', async () => {
    await proxy.cut()
    expect(proxy.connections).toBe(0)

    const ready = await timed('/api/health/ready')
    expect(ready.status).toBe(503)
    expect(ready.ms).toBeLessThan(3000)
    expect(JSON.parse(ready.body)).toEqual({ status: 'unavailable', checks: { database: 'unavailable' } })

    // Not a 500, and not the 401 that users-permissions would give (it swallows the failed
    // permission lookup): a 503 the site turns into its Dutch outage page.
    for (const path of ['/api/content-items', '/api/tags', '/api/about-page']) {
      const content = await timed(path)
      expect(content.status, path).toBe(503)
      expect(content.retryAfter, path).toBe('30')
      expect(JSON.parse(content.body).error, path).toMatchObject({ status: 503, details: { code: 'database-unavailable' } })
      expect(content.ms, path).toBeLessThan(CONNECTION_TIMEOUT_MS + 2000)
      expect(content.body).not.toMatch(/knex|ECONNREFUSED|postgres|timeout|select/i)
    }
    // A member's request too (a JWT whose session cannot be looked up): 503, not 401 (which would log them out).
    const member = await fetch(`${cms.url}/api/me/profile`, { headers: { authorization: `Bearer ${jwt}` } })
    expect(member.status).toBe(503)
    // Several requests at once do not pile up beyond the timeout either.
    const parallel = await Promise.all(Array.from({ length: 8 }, () => timed('/api/content-items')))
    for (const answer of parallel) {
      expect(answer.status).toBe(503)
      expect(answer.ms).toBeLessThan(CONNECTION_TIMEOUT_MS + 2000)
    }

    expect((await timed('/api/health/live')).status).toBe(200)
    // An outage is warnings (readiness, each 503), not errors.
    expect(strapiErrors()).toEqual([])
  })

  it('after the restore: readiness and content answer 200 again, without a restart', async () => {
    await proxy.restore()
    const until = Date.now() + 15_000
    let ready = await timed('/api/health/ready')
    while (ready.status !== 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      ready = await timed('/api/health/ready')
    }
    expect(ready.status).toBe(200)
    const content = await timed('/api/content-items')
    expect(content.status).toBe(200)
    expect(JSON.parse(content.body).data.length).toBeGreaterThan(0)
    expect((await timed('/api/about-page')).status).toBe(200)
    expect((await fetch(`${cms.url}/api/me/profile`, { headers: { authorization: `Bearer ${jwt}` } })).status).toBe(200)
    expect(proxy.connections).toBeGreaterThan(0)
  })
})
