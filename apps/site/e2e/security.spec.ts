import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'

test.describe('security headers', () => {
  test('a rendered page carries a CSP with a per-request nonce that the inline scripts use', async ({ request }) => {
    // A cookie the page cache does not know: both answers are rendered for this request.
    const headers = { cookie: 'probe=1' }
    const first = await request.get('/', { headers })
    const second = await request.get('/', { headers })
    expect(first.headers()['x-page-cache']).toBeUndefined()
    const csp = first.headers()['content-security-policy'] ?? ''
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce).toBeTruthy()
    expect(second.headers()['content-security-policy']).not.toContain(`'nonce-${nonce}'`)

    const scriptSrc = csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('script-src '))
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

  test('a kept copy of a page carries no nonce: its CSP allows exactly its inline scripts by hash', async ({ request }) => {
    await request.get('/evenementen')
    await expect.poll(async () => (await request.get('/evenementen')).headers()['x-page-cache']).toBe('hit')
    const copy = await request.get('/evenementen')
    const csp = copy.headers()['content-security-policy'] ?? ''
    const html = await copy.text()
    expect(csp).not.toContain("'nonce-")
    expect(html).not.toContain('nonce=')
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src ')) ?? ''
    expect(scriptSrc).not.toContain("'unsafe-inline'")
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\ssrc=/.test(match[1] ?? ''))
    expect(inline.length).toBeGreaterThan(0)
    for (const [, , body] of inline)
      expect(scriptSrc).toContain(
        `'sha256-${createHash('sha256')
          .update(body ?? '')
          .digest('base64')}'`,
      )
    // A visitor with a session never gets the copy.
    const member = await request.get('/evenementen', { headers: { cookie: 'talentstad-session=x' } })
    expect(member.headers()['x-page-cache']).toBeUndefined()
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

  test("keeps an idle connection open for 65 s, past a proxy's usual 60 s, kept page or rendered", async ({ request }) => {
    for (const [path, cookie] of [
      ['/', ''],
      ['/', 'probe=1'],
      ['/bestaat-niet', ''],
    ] as const) {
      const headers = (await request.get(path, { headers: cookie ? { cookie } : {} })).headers()
      expect(headers['keep-alive'], `${path} ${cookie}`).toBe('timeout=65')
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

  test("/favicon.ico, which browsers and feed readers ask for on their own, is the brand's icon", async ({ request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    // An ICO file: reserved 0, type 1 (icon).
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0])
  })

  test('has a health route', async ({ request }) => {
    const response = await request.get('/healthz')
    expect(response.status()).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok' })
  })
})

test.describe('odd requests never reach an action or become a 500', () => {
  test('a 50 MB body is refused with 413 by its length, quickly', async ({ request }) => {
    for (const path of ['/contact', '/profiel/bewerken']) {
      const started = Date.now()
      const response = await request.post(path, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: Buffer.alloc(50 * 1024 * 1024, 0x61),
        maxRedirects: 0,
      })
      expect(response.status()).toBe(413)
      expect(Date.now() - started).toBeLessThan(10_000)
    }
  })

  test('TRACE, PUT and DELETE answer 405 with Allow', async ({ request }) => {
    for (const method of ['TRACE', 'PUT', 'DELETE']) {
      const response = await request.fetch('/contact', { method, maxRedirects: 0 })
      expect(response.status()).toBe(405)
      expect(response.headers()['allow']).toBe('GET, HEAD, POST, OPTIONS')
    }
  })

  test('a POST to a form page that is not a form answers 415, and the JSON endpoints answer 4xx', async ({ request }) => {
    const json = await request.post('/contact', { data: { name: 'x', email: 'a@b.nl', subject: 's', message: 'm' }, maxRedirects: 0 })
    expect(json.status()).toBe(415)
    const text = await request.post('/inloggen', { headers: { 'content-type': 'text/plain' }, data: 'email=a', maxRedirects: 0 })
    expect(text.status()).toBe(415)
    const none = await request.fetch('/wachtwoord-vergeten', {
      method: 'POST',
      data: Buffer.from('email=a'),
      headers: { 'content-type': '' },
      maxRedirects: 0,
    })
    expect(none.status()).toBe(415)
    // /api/* keep their own rules: a 4xx, never a 500.
    const favorites = await request.post('/api/favorites', { headers: { 'content-type': 'text/plain' }, data: 'x', maxRedirects: 0 })
    expect(favorites.status()).toBeGreaterThanOrEqual(400)
    expect(favorites.status()).toBeLessThan(500)
    const auth = await request.post('/api/auth/session', { headers: { 'content-type': 'text/plain' }, data: '{"x"', maxRedirects: 0 })
    expect(auth.status()).toBeGreaterThanOrEqual(400)
    expect(auth.status()).toBeLessThan(500)
    const broken = await request.post('/api/auth/callback/credentials', {
      headers: { 'content-type': 'application/json' },
      data: '{"x"',
      maxRedirects: 0,
    })
    expect(broken.status()).toBeLessThan(500)
  })
})

test.describe('the password-reset page', () => {
  test('with a token in its address is never stored and never sends its address on', async ({ request }) => {
    for (const token of ['A'.repeat(43), 'geen-geldig-token']) {
      const response = await request.get(`/wachtwoord-vergeten?token=${token}`)
      expect([200, 400]).toContain(response.status())
      expect(response.headers()['cache-control']).toBe('no-store')
      expect(response.headers()['referrer-policy']).toBe('no-referrer')
      // The client-side navigation's data request too.
      const data = await request.get(`/wachtwoord-vergeten.data?token=${token}`)
      expect(data.headers()['cache-control']).toBe('no-store')
      expect(data.headers()['referrer-policy']).toBe('no-referrer')
    }
    // The answer to the new password form, posted to the same address.
    const posted = await request.post(`/wachtwoord-vergeten?token=${'A'.repeat(43)}`, {
      form: { intent: 'reset', token: 'A'.repeat(43), password: 'kort', confirmPassword: 'kort' },
      maxRedirects: 0,
    })
    expect(posted.status()).toBe(400)
    expect(posted.headers()['cache-control']).toBe('no-store')
    expect(posted.headers()['referrer-policy']).toBe('no-referrer')
  })
})
