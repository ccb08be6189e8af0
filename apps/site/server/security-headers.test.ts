import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, securityHeaders } from './security-headers.js'

async function headersFor(
  options: { production?: boolean; dev?: boolean; tagManagerOrigins?: string[]; previewFramedBy?: string[] },
  requestHeaders: Record<string, string> = {},
  path = '/',
) {
  const app = express()
  app.use(securityHeaders(options))
  app.get(['/', '/voorbeeld/:token', '/voorbeeldig'], (_req, res) => {
    res.json({ nonce: res.locals.cspNonce })
  })
  // As React Router's Express adapter passes on a route's headers: res.append.
  app.get('/reset', (_req, res) => {
    res.append('Referrer-Policy', 'no-referrer')
    res.append('Set-Cookie', 'a=1')
    res.append('Set-Cookie', 'b=2')
    res.json({ nonce: res.locals.cspNonce })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers: requestHeaders })
    return { headers: response.headers, nonce: ((await response.json()) as { nonce: string }).nonce }
  } finally {
    server.close()
  }
}

describe('security headers', () => {
  it('gives every response its own nonce, in the CSP and in res.locals', async () => {
    const first = await headersFor({ production: true })
    const second = await headersFor({ production: true })
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
    expect(first.nonce).not.toBe(second.nonce)
    expect(first.headers.get('content-security-policy')).toContain(`script-src 'self' 'nonce-${first.nonce}'`)
  })

  it("lets the tag manager's script origin run only for a visitor who accepted analytics", async () => {
    const origin = 'https://www.googletagmanager.com'
    const scriptSrc = (headers: Headers) =>
      (headers.get('content-security-policy') ?? '').split(';').find((part) => part.trim().startsWith('script-src'))!
    const anonymous = await headersFor({ production: true, tagManagerOrigins: [origin] })
    expect(scriptSrc(anonymous.headers)).not.toContain(origin)
    const refused = await headersFor({ production: true, tagManagerOrigins: [origin] }, { cookie: 'consent=necessary' })
    expect(scriptSrc(refused.headers)).not.toContain(origin)
    const accepted = await headersFor({ production: true, tagManagerOrigins: [origin] }, { cookie: 'a=1; consent=analytics' })
    expect(scriptSrc(accepted.headers)).toContain(origin)
    // Its data and pixels may still go there (the script is what the consent gates).
    expect(anonymous.headers.get('content-security-policy')).toContain(`connect-src 'self' ${origin}`)
  })

  it('sets nosniff, the referrer policy and frame denial', async () => {
    const { headers } = await headersFor({ production: true })
    expect(headers.get('x-content-type-options')).toBe('nosniff')
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(headers.get('x-frame-options')).toBe('DENY')
  })

  it('lets only the admin panel frame a preview page; every other page may be framed by no one', async () => {
    const admin = 'https://redactie.talentstad.nl'
    const frameAncestors = (headers: Headers) =>
      (headers.get('content-security-policy') ?? '')
        .split(';')
        .find((part) => part.trim().startsWith('frame-ancestors'))!
        .trim()
    const preview = await headersFor({ production: true, previewFramedBy: [admin] }, {}, '/voorbeeld/abc.123.def')
    expect(frameAncestors(preview.headers)).toBe(`frame-ancestors ${admin}`)
    expect(preview.headers.get('x-frame-options')).toBeNull()
    for (const path of ['/', '/voorbeeldig']) {
      const other = await headersFor({ production: true, previewFramedBy: [admin] }, {}, path)
      expect(frameAncestors(other.headers), path).toBe("frame-ancestors 'none'")
      expect(other.headers.get('x-frame-options'), path).toBe('DENY')
    }
    const unset = await headersFor({ production: true }, {}, '/voorbeeld/abc.123.def')
    expect(frameAncestors(unset.headers)).toBe("frame-ancestors 'none'")
    expect(unset.headers.get('x-frame-options')).toBe('DENY')
  })

  it('lets a page replace the referrer policy instead of adding a second one; other headers still add up', async () => {
    const { headers } = await headersFor({ production: true }, {}, '/reset')
    expect(headers.get('referrer-policy')).toBe('no-referrer')
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2'])
  })

  it('sends HSTS only in production over https', async () => {
    expect((await headersFor({ production: true })).headers.get('strict-transport-security')).toBeNull()
    expect((await headersFor({ production: false }, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBeNull()
    expect((await headersFor({ production: true }, { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })
})

describe('contentSecurityPolicy', () => {
  it('never allows inline or eval scripts, and forbids framing', () => {
    const csp: string = contentSecurityPolicy('abc')
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src '))
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("connect-src 'self'")
  })

  it('lets Vite hot reload connect in development only', () => {
    expect(contentSecurityPolicy('abc', { dev: true })).toContain("connect-src 'self' ws: wss:")
  })

  it("allows the tag manager's origin only when it is given (GTM_ID set)", () => {
    const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))
    const without: string = contentSecurityPolicy('abc')
    expect(without).not.toContain('googletagmanager')
    const csp: string = contentSecurityPolicy('abc', { tagManagerOrigins: ['https://www.googletagmanager.com'] })
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' https://www.googletagmanager.com")
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://www.googletagmanager.com")
    expect(directive(csp, 'img-src')).toContain('https://www.googletagmanager.com')
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'")
  })
})
