import crypto from 'node:crypto'

/** The Content-Security-Policy of one response: scripts only from us or with this nonce. */
export function contentSecurityPolicy(nonce, { dev = false, imgSources = [], botCheckOrigins = [] } = {}) {
  const directives = {
    'default-src': ["'self'"],
    // The bot check (reCAPTCHA v3), when configured, loads its script and frame from its origins.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...botCheckOrigins],
    'script-src-attr': ["'none'"],
    // Inline styles: sonner injects its stylesheet, and style attributes carry a few sizes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images still come straight from the CMS's uploads (until the site's image route serves them).
    'img-src': ["'self'", 'data:', 'blob:', ...imgSources],
    'font-src': ["'self'"],
    // Vite's hot reload talks over a websocket in development.
    'connect-src': [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...botCheckOrigins],
    'frame-src': botCheckOrigins.length ? botCheckOrigins : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * Express middleware: a fresh CSP nonce per response (in `res.locals.cspNonce`, which the React
 * Router handler passes to the renderer) and the other security headers. HSTS only in production
 * over https (directly or behind a proxy that says so).
 */
export function securityHeaders({ production = false, dev = false, imgSources = [], botCheckOrigins = [] } = {}) {
  return function setSecurityHeaders(req, res, next) {
    const nonce = crypto.randomBytes(16).toString('base64')
    res.locals.cspNonce = nonce
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, { dev, imgSources, botCheckOrigins }))
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    const https = req.secure || req.get('x-forwarded-proto') === 'https'
    if (production && https) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }
    next()
  }
}
