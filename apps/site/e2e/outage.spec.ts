import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from '@playwright/test'
import { E2E_SESSION_SECRET } from './config'

// A second site instance (the same production build) pointed at a CMS that is not there: pages
// that need the CMS answer the Dutch 503 page within 5 seconds, and the server keeps running.
// (That cached pages survive an outage is tested in app/lib/cms-cache.server.test.ts.)
const PORT = 3107
const DOWN_URL = `http://127.0.0.1:${PORT}`
const SITE_DIR = fileURLToPath(new URL('..', import.meta.url))
let site: ChildProcess | undefined

test.describe('when the CMS is down', () => {
  test.beforeAll(async () => {
    site = spawn(process.execPath, ['server.js'], {
      cwd: SITE_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        CMS_URL: 'http://127.0.0.1:9',
        SITE_URL: DOWN_URL,
        SESSION_SECRET: E2E_SESSION_SECRET,
      },
      stdio: 'ignore',
    })
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const healthy = await fetch(`${DOWN_URL}/healthz`).then((response) => response.ok, () => false)
      if (healthy) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error('the second site instance did not start')
  })

  test.afterAll(() => {
    if (site?.pid) process.kill(site.pid, 'SIGTERM')
  })

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
