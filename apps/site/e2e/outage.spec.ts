import { spawn, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { E2E_CMS_URL, E2E_CMS_WEBHOOK_SECRET, E2E_SESSION_SECRET } from './config'

// A second site instance (the same production build) pointed at a CMS that is not there: pages
// that need the CMS answer the Dutch 503 page within 5 seconds, and the server keeps running.
// A third instance reaches the CMS through a proxy the test switches off: its cached pages
// keep being served, and after a content-change signal they are gone.
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
  const PROXY_PORT = 3108
  const SITE_PORT = 3109
  const SITE = `http://127.0.0.1:${SITE_PORT}`
  let proxy: http.Server | undefined
  let stop: (() => void) | undefined

  test.beforeAll(async () => {
    // Forwards to the real CMS until it is closed.
    proxy = http.createServer((req, res) => {
      fetch(`${E2E_CMS_URL}${req.url}`, { headers: { accept: 'application/json' } }).then(
        async (upstream) => {
          res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' })
          res.end(Buffer.from(await upstream.arrayBuffer()))
        },
        () => res.destroy(),
      )
    })
    proxy.keepAliveTimeout = 1
    await new Promise<void>((resolve) => proxy!.listen(PROXY_PORT, '127.0.0.1', resolve))
    stop = await startSite(SITE_PORT, `http://127.0.0.1:${PROXY_PORT}`)
  })
  test.afterAll(() => {
    stop?.()
    proxy?.close()
  })

  test('the cached page is still served; after a content-change signal it is gone and the 503 page shows', async ({ request }) => {
    const path = '/oproepen/teamgenoten-voor-de-stadshackathon'
    const warm = await request.get(`${SITE}${path}`)
    expect(warm.status()).toBe(200)

    proxy!.closeAllConnections()
    await new Promise((resolve) => proxy!.close(resolve))
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
