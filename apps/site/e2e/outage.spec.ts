import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { E2E_CMS_URL, E2E_CMS_WEBHOOK_SECRET, E2E_SESSION_SECRET } from './config'

// A second site instance (the same production build) pointed at a CMS that is not there: pages
// that need the CMS answer the Dutch 503 page within 5 seconds, and the server keeps running.
// Further instances reach the CMS through a proxy the test switches off and on: cached pages keep
// being served, after a content-change signal they are gone, and when the CMS is back everything
// recovers without a restart, under load.
const SITE_DIR = fileURLToPath(new URL('..', import.meta.url))

/** Starts `node server.js` (the production build) on a port of its own; returns a stop function. */
async function startSite(port: number, cmsUrl: string) {
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['server.js'], {
    cwd: SITE_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CMS_URL: cmsUrl,
      SITE_URL: url,
      SESSION_SECRET: E2E_SESSION_SECRET,
      CMS_WEBHOOK_SECRET: E2E_CMS_WEBHOOK_SECRET,
    },
    stdio: 'ignore',
  })
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (
      await fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return () => void (child.pid && process.kill(child.pid, 'SIGTERM'))
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  if (child.pid) process.kill(child.pid, 'SIGTERM')
  throw new Error(`the site instance on port ${port} did not start`)
}

/** An HTTP proxy to the real CMS that the test can take down (connections cut) and bring back. */
async function startCmsProxy(port: number) {
  let up = true
  const server = http.createServer((req, res) => {
    if (!up) return void res.destroy()
    fetch(`${E2E_CMS_URL}${req.url}`, { headers: { accept: 'application/json' } }).then(
      async (upstream) => {
        res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
        res.end(Buffer.from(await upstream.arrayBuffer()))
      },
      () => res.destroy(),
    )
  })
  server.keepAliveTimeout = 1
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    down() {
      up = false
      server.closeAllConnections()
    },
    up() {
      up = true
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

const PORT = 3107
const DOWN_URL = `http://127.0.0.1:${PORT}`

test.describe('when the CMS is down', () => {
  let stop: (() => void) | undefined
  test.beforeAll(async () => {
    stop = await startSite(PORT, 'http://127.0.0.1:9')
  })
  test.afterAll(() => stop?.())

  test("uncached pages answer 503 'Er is iets misgegaan' within 5 seconds; the home page still works", async ({ request }) => {
    for (const path of ['/oproepen', '/community?page=2', '/evenementen/stadshackathon-slimme-mobiliteit', '/bedrijven/kanaal-digital']) {
      const started = Date.now()
      const response = await request.get(`${DOWN_URL}${path}`)
      expect(Date.now() - started, path).toBeLessThan(5000)
      expect(response.status(), path).toBe(503)
      expect(response.headers()['cache-control']).toBe('no-store')
      const html = await response.text()
      expect(html).toMatch(/<h1[^>]*>Er is iets misgegaan<\/h1>/)
      expect(html).not.toContain('ECONNREFUSED')
    }
    const home = await request.get(`${DOWN_URL}/`)
    expect(home.status()).toBe(200)
    expect(home.headers()['cache-control']).toBe('no-store')
    expect((await request.get(`${DOWN_URL}/healthz`)).status()).toBe(200)
  })
})

test.describe('when the CMS goes down after a page was cached', () => {
  const SITE = 'http://127.0.0.1:3109'
  let proxy: Awaited<ReturnType<typeof startCmsProxy>> | undefined
  let stop: (() => void) | undefined

  test.beforeAll(async () => {
    proxy = await startCmsProxy(3108)
    stop = await startSite(3109, 'http://127.0.0.1:3108')
  })
  test.afterAll(async () => {
    stop?.()
    await proxy?.close()
  })

  test('the cached page is still served; after a content-change signal it is gone and the 503 page shows', async ({ request }) => {
    const path = '/oproepen/teamgenoten-voor-de-stadshackathon'
    const warm = await request.get(`${SITE}${path}`)
    expect(warm.status()).toBe(200)

    proxy!.down()
    const cached = await request.get(`${SITE}${path}`)
    expect(cached.status()).toBe(200)
    expect(await cached.text()).toContain('Teamgenoten voor de Stadshackathon')

    const signal = await request.post(`${SITE}/api/cms-events`, {
      data: { models: ['api::content-item.content-item'] },
      headers: { authorization: `Bearer ${E2E_CMS_WEBHOOK_SECRET}` },
    })
    expect(await signal.json()).toMatchObject({ ok: true })
    expect((await signal.json()).invalidated).toBeGreaterThan(0)
    const afterSignal = await request.get(`${SITE}${path}`)
    expect(afterSignal.status()).toBe(503)
  })
})

test.describe('when the CMS stops under load and comes back', () => {
  const SITE = 'http://127.0.0.1:3111'
  let proxy: Awaited<ReturnType<typeof startCmsProxy>> | undefined
  let stop: (() => void) | undefined

  test.beforeAll(async () => {
    proxy = await startCmsProxy(3110)
    stop = await startSite(3111, 'http://127.0.0.1:3110')
  })
  test.afterAll(async () => {
    stop?.()
    await proxy?.close()
  })

  test('cached pages stay 200, uncached ones the 503 page within 5 s, nothing crashes; back up, everything answers again without a restart', async () => {
    test.setTimeout(90_000)
    const cachedPath = '/oproepen/teamgenoten-voor-de-stadshackathon'
    expect((await fetch(`${SITE}${cachedPath}`)).status).toBe(200)
    expect((await fetch(`${SITE}/readyz`)).status).toBe(200)

    // 6 clients in a loop (a short pause each, so the other e2e worker keeps its share of the CMS):
    // three on the cached page, three on searches nobody asked before (never cached).
    type Hit = { phase: 'up' | 'down' | 'between' | 'back'; cached: boolean; status: number; ms: number }
    const hits: Hit[] = []
    const of = (wanted: Hit['phase'], cached: boolean) => hits.filter((hit) => hit.phase === wanted && hit.cached === cached)
    let phase: Hit['phase'] = 'up'
    let running = true
    const client = async (index: number) => {
      for (let n = 0; running; n += 1) {
        const cached = index % 2 === 0
        const path = cached ? cachedPath : `/oproepen?q=${index}-${n}-${Date.now()}`
        const started = Date.now()
        const at = phase
        const status = await fetch(`${SITE}${path}`).then(
          async (response) => (await response.arrayBuffer(), response.status),
          () => 0,
        )
        // A request that began before the CMS went away but ended after counts as neither.
        if (phase === at) hits.push({ phase: at, cached, status, ms: Date.now() - started })
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const clients = Array.from({ length: 6 }, (_, index) => client(index))
    // A bound for a failure, not a wait: each condition ends its wait as soon as it holds.
    const until = (condition: () => boolean | Promise<boolean>) => expect.poll(condition, { timeout: 30_000, intervals: [50] }).toBe(true)
    // Each phase lasts until its requests have been made (and, going down, until the site says so).
    const enough = (wanted: Hit['phase']) => of(wanted, true).length > 4 && of(wanted, false).length > 2
    await until(() => enough('up'))
    phase = 'down'
    proxy!.down()
    await until(async () => enough('down') && (await fetch(`${SITE}/readyz`)).status === 503)
    expect((await fetch(`${SITE}/healthz`)).status).toBe(200)
    proxy!.up()
    // Whatever started while the CMS was away may still end in 503; from the first uncached 200 on
    // (a request that reached the CMS), the CMS is back.
    phase = 'between'
    await until(() => hits.some((hit) => hit.phase === 'between' && !hit.cached && hit.status === 200))
    phase = 'back'
    await until(() => enough('back'))
    running = false
    await Promise.all(clients)
    for (const wanted of ['up', 'down', 'back'] as const) {
      expect(of(wanted, true).length, `${wanted}: cached requests made`).toBeGreaterThan(4)
      expect(of(wanted, false).length, `${wanted}: uncached requests made`).toBeGreaterThan(2)
    }
    // No connection ever failed: the site kept running.
    expect(hits.filter((hit) => hit.status === 0)).toEqual([])
    expect(new Set([...of('up', true), ...of('down', true), ...of('back', true)].map((hit) => hit.status))).toEqual(new Set([200]))
    expect(new Set(of('up', false).map((hit) => hit.status))).toEqual(new Set([200]))
    const whileDown = of('down', false).filter((hit) => hit.ms > 0)
    expect(whileDown.some((hit) => hit.status === 503)).toBe(true)
    expect(whileDown.every((hit) => hit.status === 200 || hit.status === 503)).toBe(true)
    expect(Math.max(...whileDown.map((hit) => hit.ms))).toBeLessThan(5_000)
    expect(new Set(of('back', false).map((hit) => hit.status))).toEqual(new Set([200]))
    expect((await fetch(`${SITE}/readyz`)).status).toBe(200)
  })
})
