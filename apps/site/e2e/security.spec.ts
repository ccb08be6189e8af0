import { expect, test } from '@playwright/test'

test.describe('security headers', () => {
  test('HTML responses carry a CSP with a per-request nonce that the inline scripts use', async ({ request }) => {
    const first = await request.get('/')
    const second = await request.get('/')
    const csp = first.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)

    const scriptSrc = csp.split(';').map((part) => part.trim()).find((part) => part.startsWith('script-src '))
    expect(scriptSrc).toBeDefined()
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    expect(scriptSrc).not.toContain("'unsafe-eval'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'self'")

    const html = await first.text()
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
    expect(scripts.length).toBeGreaterThan(0)
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  })

  test('sends nosniff, referrer policy, frame denial and no x-powered-by', async ({ request }) => {
    for (const path of ['/', '/bedrijven', '/bestaat-niet']) {
      const headers = (await request.get(path)).headers()
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-powered-by']).toBeUndefined()
      // HSTS only in production over https; the test server is plain http.
      expect(headers['strict-transport-security']).toBeUndefined()
    }
  })

  test('compresses HTML', async ({ request }) => {
    const response = await request.get('/', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
  })

  test('fingerprinted assets are immutable, other public files are cached briefly', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0]
    expect(asset).toBeTruthy()
    const assetResponse = await request.get(asset!)
    expect(assetResponse.status()).toBe(200)
    expect(assetResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    const favicon = await request.get('/favicon.svg')
    expect(favicon.status()).toBe(200)
    expect(favicon.headers()['cache-control']).toBe('public, max-age=3600')

    expect((await request.get('/assets/bestaat-niet.js')).status()).toBe(404)
  })

  test('has a health route', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})
