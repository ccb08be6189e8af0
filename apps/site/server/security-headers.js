// @ts-check
import crypto from 'node:crypto'
import { parse as parseCookies } from 'cookie'
import helmet from 'helmet'

/**
 * The options of the policy: development (Vite's websocket), and the origins of images, the bot check
 * and the tag manager.
 * @typedef {{ dev?: boolean, imgSources?: string[], botCheckOrigins?: string[], tagManagerOrigins?: string[] }} CspOptions
 */
/**
 * A directive's value as helmet takes it: a source, or a function helmet calls per response.
 * @typedef {string | ((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => string)} CspValue
 */

/**
 * The visitor accepted analytics (the consent cookie of app/lib/analytics/consent.ts).
 * @param {import('node:http').IncomingMessage} req
 */
function acceptedAnalytics(req) {
  return parseCookies(req.headers.cookie ?? '').consent === 'analytics'
}

/**
 * The CSP directives of one response: scripts only from us or with this nonce.
 * @param {string} nonce
 * @param {CspOptions} [options]
 */
export function cspDirectives(nonce, { dev = false, imgSources = [], botCheckOrigins = [], tagManagerOrigins = [] } = {}) {
  return {
    'default-src': ["'self'"],
    // The bot check (reCAPTCHA v3), when configured, loads its script and frame from its origins.
    // The tag manager (GTM_ID set): its script origin, only then; it loads only after consent.
    'script-src': ["'self'", `'nonce-${nonce}'`, ...botCheckOrigins, ...tagManagerOrigins],
    'script-src-attr': ["'none'"],
    // Inline styles: sonner injects its stylesheet, and style attributes carry a few sizes.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Images still come straight from the CMS's uploads (until the site's image route serves them).
    'img-src': ["'self'", 'data:', 'blob:', ...imgSources, ...tagManagerOrigins],
    'font-src': ["'self'"],
    // Vite's hot reload talks over a websocket in development.
    'connect-src': [...(dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]), ...botCheckOrigins, ...tagManagerOrigins],
    'frame-src': botCheckOrigins.length ? botCheckOrigins : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
}

/**
 * The Content-Security-Policy header value of one response (for tests and tools).
 * @param {string} nonce
 * @param {CspOptions} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(nonce, options = {}) {
  return Object.entries(cspDirectives(nonce, options))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * Express middleware: a fresh CSP nonce per response (in `res.locals.cspNonce`, which the React
 * Router handler passes to the renderer) and the other security headers, set by helmet. HSTS only in
 * production over https (directly or behind a proxy that says so).
 */
/** The admin panel's preview pages (routes/voorbeeld/$token.tsx): the only pages another origin may frame. */
const PREVIEW_PATH = /^\/voorbeeld\//

/**
 * @param {{ production?: boolean, previewFramedBy?: string[] } & CspOptions} [options] `previewFramedBy`: the admin
 *   panel's origin, which shows /voorbeeld pages in a frame; every other page may be framed by no one.
 * @returns {import('express').RequestHandler}
 */
export function securityHeaders({
  production = false,
  dev = false,
  imgSources = [],
  botCheckOrigins = [],
  tagManagerOrigins = [],
  previewFramedBy = [],
} = {}) {
  /** @type {Omit<ReturnType<typeof cspDirectives>, 'script-src'> & { 'script-src': CspValue[] }} */
  const directives = cspDirectives('NONCE', { dev, imgSources, botCheckOrigins, tagManagerOrigins })
  // helmet calls a directive's function per response: the nonce comes from res.locals. The tag
  // manager's origin is a script source only for a visitor who accepted analytics: for everyone
  // else an injected <script src> of that origin (any container id) would run.
  /** @type {Set<CspValue>} the origins, looked up among the directive's values */
  const tagManager = new Set(tagManagerOrigins)
  directives['script-src'] = directives['script-src']
    .filter((value) => !tagManager.has(value))
    // helmet passes Node's response types; it is Express's, whose `locals` the nonce is in.
    .map((value) =>
      value === "'nonce-NONCE'" ? (_req, res) => `'nonce-${/** @type {import('express').Response} */ (res).locals.cspNonce}'` : value,
    )
  if (tagManagerOrigins.length) directives['script-src'].push((req) => (acceptedAnalytics(req) ? tagManagerOrigins.join(' ') : ''))
  /** @type {CspValue[]} */
  const frameAncestors = [(req) => (previewFramedBy.length && PREVIEW_PATH.test(req.url ?? '') ? previewFramedBy.join(' ') : "'none'")]
  /** @type {Omit<typeof directives, 'frame-ancestors'> & { 'frame-ancestors': CspValue[] }} */
  const withFrames = { ...directives, 'frame-ancestors': frameAncestors }
  /** @type {import('helmet').HelmetOptions} */
  const common = {
    contentSecurityPolicy: { useDefaults: false, directives: withFrames },
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Set below: DENY, except on a preview page the admin panel frames (frame-ancestors decides there).
    xFrameOptions: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // Images and assets may be embedded by other sites (Open Graph previews); no COEP.
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
  }
  const plain = helmet(common)
  const withHsts = helmet({ ...common, strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true, preload: false } })

  return function setSecurityHeaders(req, res, next) {
    res.locals.cspNonce = crypto.randomBytes(16).toString('base64')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
    // A page may choose a stricter referrer policy (the password-reset page: no-referrer). React
    // Router's Express adapter appends its headers, which would give a list: the page's value wins.
    const append = res.append.bind(res)
    res.append = (field, value) => (String(field).toLowerCase() === 'referrer-policy' ? res.set(field, value) : append(field, value))
    if (!(previewFramedBy.length && PREVIEW_PATH.test(req.url ?? ''))) res.setHeader('X-Frame-Options', 'DENY')
    const https = req.secure || req.get('x-forwarded-proto') === 'https'
    return (production && https ? withHsts : plain)(req, res, next)
  }
}
