// @ts-check
// The rendered-page cache for anonymous visitors (docs/decisions/0020-rendered-page-cache.md).
//
// A document or `.data` answer that the app itself marks as shareable (Cache-Control `public` and
// none of `private`, `no-store`, `no-cache`: `sharedCacheMayKeep`; status 200, no Set-Cookie) is
// kept in memory, precompressed (brotli, gzip and plain), under its path and the query parameters
// the pages read. The next anonymous request for it is answered from memory (`answer`, on the plain
// Node request) before Express, its compression, the security headers and React Router run.
//
// - Its CSP does not carry a nonce: the copy's nonce attributes are removed and its script-src lists
//   the SHA-256 hashes of exactly the inline scripts in it (as strict as a nonce: nothing injected can
//   match them), so no nonce is ever served twice.
// - Single flight: while one request renders a key, others for that key wait for it (a miss) or get
//   the previous copy (stale after `freshMs` or after a content change): the CMS sees one render.
// - A content change (`invalidate(models)`, from POST /api/cms-events or the Redis fan-out) marks
//   the copies made of those models stale; a render that started before the change is not stored.
// - ETag/If-None-Match gives 304; Vary is `Cookie, Accept-Encoding`.
// Plain JavaScript (server.js loads it before the React Router build, which imports `noteModels`).
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { FILTER_PARAMS, cacheControlSeconds, cmsEventModel, cmsEventParts, isContentEventName, parseCacheControl } from '@talentstad/types'
import { parse as parseCookies } from 'cookie'
import Negotiator from 'negotiator'
import { requestContext } from './request-context.js'
import { captureResponse } from './response-capture.js'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * The query parameters anonymous pages read (the lists' filters, and React Router's `_routes` on
 * `.data` answers); an address with any other is not cached.
 */
export const PAGE_CACHE_PARAMS = [...Object.values(FILTER_PARAMS), '_routes']
/** Cookies that do not change what an anonymous page shows (NextAuth's CSRF and callback cookies). */
export const PAGE_CACHE_IGNORED_COOKIES = [
  'next-auth.csrf-token',
  '__Host-next-auth.csrf-token',
  'next-auth.callback-url',
  '__Secure-next-auth.callback-url',
]
/** Answers the cache keeps: documents and React Router's `.data` (turbo-stream) answers. */
const CACHEABLE_TYPES = /^(text\/html|text\/x-script)\b/i
/** Headers that belong to one response, not to the copy. */
const PER_RESPONSE_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'x-request-id',
  'set-cookie',
])
const MAX_KEY_LENGTH = 512
const MAX_BODY_BYTES = 2 * 1024 * 1024
/** A waiting request renders itself if the one it waits for takes longer than this. */
const WAIT_TIMEOUT_MS = 10_000
const ALL = '*'

/**
 * A request as the cache reads it: Node's (`answer`, before Express runs) or Express's (`originalUrl`).
 * @typedef {import('node:http').IncomingMessage & { originalUrl?: string }} CacheRequest
 */
/**
 * A kept copy: the response's headers (without the nonce), its body in three encodings, what it is
 * made of (`tags`: models, or '*' for none tracked), and when it was stored.
 * @typedef {{ headers: Record<string, string>, identity: Buffer, gzip: Buffer, br: Buffer, etag: string, tags: string[], storedAt: number, invalidated: boolean, size: number, freshMs?: number }} CacheEntry
 */
/** @typedef {{ promise: Promise<void>, resolve: () => void }} Rendering */

/**
 * How long a copy stays fresh: the cache's own time, or less when the page says so with a shorter
 * `s-maxage` (an event page with its places left: a few seconds).
 * @param {Record<string, string>} headers
 * @param {number} freshMs
 * @returns {number}
 */
export function sharedFreshMs(headers, freshMs) {
  const seconds = cacheControlSeconds(parseCacheControl(headers['cache-control']), 's-maxage')
  return seconds === undefined ? freshMs : Math.min(freshMs, seconds * 1000)
}

/**
 * Whether a Cache-Control lets this cache, a shared one, keep the answer: it says `public`, and none
 * of `private` (one visitor's, even when it names only some headers), `no-store` (kept nowhere) or
 * `no-cache` (a copy may only be sent after asking again, and a copy here is sent unasked). Read as
 * its directive list (`parseCacheControl`: names in any case, quoted values), never as a substring.
 * @param {string | number | readonly string[] | null | undefined} cacheControl
 * @returns {boolean}
 */
export function sharedCacheMayKeep(cacheControl) {
  const directives = parseCacheControl(cacheControl)
  return directives.has('public') && !directives.has('private') && !directives.has('no-store') && !directives.has('no-cache')
}

/**
 * The SHA-256 CSP source of every inline script (`<script>` without `src`) in a document.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${match[1]}`)) continue
    // The second group always takes part in a match (it may be empty).
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(/** @type {string} */ (match[2]), 'utf8')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/**
 * The copy's CSP: the response's nonce replaced by the hashes of the copy's inline scripts.
 * @param {string} csp
 * @param {string} nonce
 * @param {string[]} hashes
 * @returns {string}
 */
export function cspForCopy(csp, nonce, hashes) {
  return csp
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/)
      const kept = values.filter((value) => value !== `'nonce-${nonce}'`)
      if (name === 'script-src' || name === 'script-src-elem') kept.push(...hashes)
      return [name, ...kept].join(' ')
    })
    .join('; ')
}

/**
 * @param {{
 *   freshMs?: number, maxStaleMs?: number, maxBytes?: number, now?: () => number,
 *   params?: readonly string[], ignoredCookies?: readonly string[],
 *   logger?: { warn: import('pino').LogFn, debug?: import('pino').LogFn },
 * }} [options]
 */
export function createPageCache(options = {}) {
  const freshMs = options.freshMs ?? 60_000
  const maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60 * 1000
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  const now = options.now ?? Date.now
  const params = new Set(options.params ?? PAGE_CACHE_PARAMS)
  const ignoredCookies = new Set(options.ignoredCookies ?? PAGE_CACHE_IGNORED_COOKIES)
  const logger = options.logger

  /** @type {Map<string, CacheEntry>} */
  const entries = new Map()
  /**
   * Keys being rendered now, each with the promise that settles when its copy is stored (or not).
   * @type {Map<string, Rendering>}
   */
  const rendering = new Map()
  /**
   * Copies being compressed.
   * @type {Set<Promise<void>>}
   */
  const pending = new Set()
  /** @type {Map<string, number>} */
  const generations = new Map()
  let allGeneration = 0
  /** Bumped on every invalidation (for copies made of no tracked read). */
  let changes = 0
  let bytes = 0

  /**
   * The key of a request, or undefined when its answer must not come from (or go into) the cache.
   * @param {CacheRequest} req
   * @returns {string | undefined}
   */
  function keyOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined
    if (req.headers.authorization) return undefined
    const cookie = req.headers.cookie
    if (cookie && Object.keys(parseCookies(cookie)).some((name) => !ignoredCookies.has(name))) return undefined
    // A server's request always has its URL (Node types it optional for a client's response).
    const url = /** @type {string} */ (req.originalUrl ?? req.url)
    if (url.length > MAX_KEY_LENGTH) return undefined
    const question = url.indexOf('?')
    const path = question === -1 ? url : url.slice(0, question)
    // Files (assets, feeds, the sitemap) are not pages; React Router's `.data` answers are.
    if (/\.[a-z0-9]+$/i.test(path) && !path.endsWith('.data')) return undefined
    const search = new URLSearchParams(question === -1 ? '' : url.slice(question + 1))
    const names = [...search.keys()]
    if (names.some((name) => !params.has(name))) return undefined
    search.sort()
    // An https server's socket is a TLSSocket (`encrypted: true`); Node types it as a plain Socket.
    const https =
      Boolean(/** @type {{ encrypted?: boolean } | undefined} */ (req.socket)?.encrypted) || req.headers['x-forwarded-proto'] === 'https'
    const query = search.toString()
    return `${https ? 'https' : 'http'} ${path}${query ? `?${query}` : ''}`
  }

  /** @param {string} key */
  function remove(key) {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.size
  }

  /** @param {string} key @param {CacheEntry} entry */
  function store(key, entry) {
    remove(key)
    entries.set(key, entry)
    bytes += entry.size
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break
      remove(oldest)
    }
  }

  /**
   * Sends a copy: the encoding the client takes best, 304 when it has this version.
   * @param {CacheRequest} req
   * @param {import('node:http').ServerResponse} res
   * @param {CacheEntry} entry
   * @param {'hit' | 'stale'} state
   */
  function send(req, res, entry, state) {
    const encoding = copyEncoding(req)
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity
    /** @type {Record<string, string>} */
    const headers = { ...entry.headers, etag: entry.etag, vary: 'Cookie, Accept-Encoding', 'x-page-cache': state }
    const tags = req.headers['if-none-match']
    if (tags && tags.split(',').some((tag) => tag.trim() === entry.etag || tag.trim() === '*')) {
      res.writeHead(304, headers)
      res.end()
      return
    }
    if (encoding !== 'identity') headers['content-encoding'] = encoding
    headers['content-length'] = String(body.length)
    res.writeHead(200, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /**
   * Settles the wait of a key being rendered.
   * @param {string} key
   */
  function doneRendering(key) {
    const running = rendering.get(key)
    if (!running) return
    rendering.delete(key)
    running.resolve()
  }

  /**
   * Answers a request from memory when a copy may be sent (fresh, or stale while another request
   * renders it): true when it did. Plain Node request and response, so server.js asks it before
   * Express runs at all; `beforeSend` (the access log) runs only for a request it answers.
   * @param {CacheRequest} req
   * @param {import('node:http').ServerResponse} res
   * @param {(() => void) | undefined} beforeSend
   * @param {string | undefined} [key]
   * @returns {boolean}
   */
  function answer(req, res, beforeSend, key = keyOf(req)) {
    if (!key) return false
    const entry = entries.get(key)
    if (!entry) return false
    const age = now() - entry.storedAt
    if (age >= freshMs + maxStaleMs) {
      remove(key)
      return false
    }
    /** @type {'hit' | 'stale'} */
    let state
    if (!entry.invalidated && age < (entry.freshMs ?? freshMs)) {
      state = 'hit'
      entries.delete(key)
      entries.set(key, entry)
    } else if (rendering.has(key)) state = 'stale'
    // Stale and nobody renders it: this request does (and the next ones get this copy meanwhile).
    else return false
    beforeSend?.()
    send(req, res, entry, state)
    return true
  }

  /**
   * Express middleware, before compression: answers from memory, or lets this request render.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('express').NextFunction} next
   * @returns {void}
   */
  function serve(req, res, next) {
    const key = keyOf(req)
    if (!key) return next()
    if (answer(req, res, undefined, key)) return
    if (!entries.has(key) && rendering.has(key)) {
      // A miss another request is rendering: wait for its copy instead of rendering again.
      // `rendering.has(key)` above.
      const waited = /** @type {Rendering} */ (rendering.get(key)).promise
      /** @type {NodeJS.Timeout | undefined} */
      let timer
      const timeout = new Promise((resolve) => (timer = setTimeout(resolve, WAIT_TIMEOUT_MS)))
      Promise.race([waited, timeout]).then(() => {
        clearTimeout(timer)
        if (res.headersSent || res.destroyed) return
        const stored = entries.get(key)
        if (stored && !stored.invalidated) send(req, res, stored, 'hit')
        else next()
      })
      return
    }
    if (req.method !== 'GET') return next()
    // The executor runs at once, so `resolve` is set when the key is: the type checker cannot see
    // that (to it `resolve` is unassigned there), hence `unknown` and the cast.
    /** @type {unknown} */
    let resolve
    const promise = new Promise((settle) => (resolve = settle))
    rendering.set(key, /** @type {Rendering} */ ({ promise, resolve }))
    res.locals.pageCacheKey = key
    // Answered before `capture` (a static file, a health check): nobody waits for it any longer.
    res.on('close', () => {
      if (!res.locals.pageCacheCapturing) doneRendering(key)
    })
    next()
  }

  /**
   * Express middleware, after compression and the security headers: keeps the body this request
   * renders and stores it when the answer may be shared.
   * @param {import('express').Request} req
   * @param {import('express').Response} res
   * @param {import('express').NextFunction} next
   * @returns {void}
   */
  function capture(req, res, next) {
    /** @type {string | undefined} */
    const key = res.locals.pageCacheKey
    if (!key) return next()
    res.locals.pageCacheCapturing = true
    const context = requestContext.getStore()
    /** @type {Set<string>} */
    const models = new Set()
    if (context) context.models = models
    const allAtStart = allGeneration
    const generationsAtStart = new Map(generations)
    const changesAtStart = changes

    captureResponse(res, MAX_BODY_BYTES, (body) => {
      const shareable =
        res.writableFinished &&
        body !== undefined &&
        res.statusCode === 200 &&
        sharedCacheMayKeep(res.getHeader('cache-control')) &&
        !res.getHeader('set-cookie') &&
        CACHEABLE_TYPES.test(String(res.getHeader('content-type') ?? ''))
      if (!shareable) {
        logger?.debug?.({ key, status: res.statusCode, cacheControl: res.getHeader('cache-control') }, 'page cache: not shareable')
        // A page that is gone or failed: its old copy is not served again.
        if (res.writableFinished && res.statusCode !== 200) remove(key)
        return doneRendering(key)
      }
      const tags = models.size ? [...models] : [ALL]
      // Changed while it rendered: the copy may hold old data.
      const changed =
        allGeneration !== allAtStart ||
        (tags.includes(ALL)
          ? changes !== changesAtStart
          : tags.map(baseModel).some((base) => (generations.get(base) ?? 0) !== (generationsAtStart.get(base) ?? 0)))
      if (changed) {
        logger?.debug?.({ key, tags }, 'page cache: changed while rendering, not kept')
        return doneRendering(key)
      }
      const storing = copyOf(body, res)
        .then((copy) => {
          if (copy) store(key, { ...copy, tags, storedAt: now(), invalidated: false, freshMs: sharedFreshMs(copy.headers, freshMs) })
        })
        .catch((error) => logger?.warn({ err: error, key }, 'page cache: could not store a copy'))
        .finally(() => {
          doneRendering(key)
          pending.delete(storing)
        })
      pending.add(storing)
    })
    next()
  }

  /**
   * The stored form of a rendered answer: headers without the nonce, three encodings, an ETag.
   * @param {Buffer} body
   * @param {import('express').Response} res
   * @returns {Promise<Omit<CacheEntry, 'tags' | 'storedAt' | 'invalidated'> | undefined>}
   */
  async function copyOf(body, res) {
    /** @type {Record<string, string>} */
    const headers = {}
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (!PER_RESPONSE_HEADERS.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    let identity = body
    /** @type {string | undefined} */
    const nonce = res.locals.cspNonce
    const csp = headers['content-security-policy']
    if (nonce && csp) {
      /** @type {string[]} */
      let hashes = []
      if (/^text\/html/i.test(headers['content-type'] ?? '')) {
        const html = body.toString('utf8').replaceAll(` nonce="${nonce}"`, '')
        // The nonce must not be left anywhere in the copy.
        if (html.includes(nonce)) {
          logger?.warn?.({ path: res.req?.originalUrl }, 'page cache: the nonce is in the page beyond its attributes; not kept')
          return undefined
        }
        identity = Buffer.from(html, 'utf8')
        hashes = inlineScriptHashes(html)
      }
      headers['content-security-policy'] = cspForCopy(csp, nonce, hashes)
    }
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
      gzip(identity, { level: 9 }),
    ])
    const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`
    return { headers, identity, gzip: gz, br, etag, size: identity.length + gz.length + br.length }
  }

  /**
   * Marks the copies made of these models stale ('*': all). Returns how many.
   * @param {readonly string[]} models
   * @returns {number}
   */
  function invalidate(models) {
    // A member's change (`member:id=…`) is no content: no copy here is made of it.
    const names = [...new Set(models.filter(isContentEventName).map(normalizeModel))]
    if (names.length === 0) return 0
    changes += 1
    if (names.includes(ALL)) allGeneration += 1
    for (const base of new Set(names.map(baseModel))) if (base !== ALL) generations.set(base, (generations.get(base) ?? 0) + 1)
    const matches = changeMatcher(names)
    let count = 0
    for (const entry of entries.values()) {
      if (entry.tags.some(matches)) {
        if (!entry.invalidated) count += 1
        entry.invalidated = true
      }
    }
    return count
  }

  return {
    answer,
    serve,
    capture,
    invalidate,
    /** Settles when no render is under way and every copy is stored (for tests). */
    async stored() {
      while (pending.size || rendering.size) await Promise.all([...pending, ...[...rendering.values()].map((running) => running.promise)])
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
  }
}

/**
 * The encoding a copy is sent in: brotli whenever the client takes it, else gzip, else none
 * (Accept-Encoding read by `negotiator`, as Express and compression read it: `q=0` refuses, `*` counts).
 * @param {import('node:http').IncomingMessage} req
 * @returns {'br' | 'gzip' | 'identity'}
 */
function copyEncoding(req) {
  if (!req.headers['accept-encoding']) return 'identity'
  const negotiator = new Negotiator(req)
  return negotiator.encodings(['br']).length ? 'br' : negotiator.encodings(['gzip']).length ? 'gzip' : 'identity'
}

/** The model of a tag: 'content-item' of 'content-item:organization=acme;type=content_type_job'. */
export const baseModel = cmsEventModel

/**
 * A tag's or a change's keys and their values (`cmsEventParts`): 'content-item:organization=;themes=ai,data'
 * → { organization: [], themes: ['ai', 'data'] } (an empty value is none: it shares nothing). A name
 * in a form this version does not read has no keys: it stands for its whole model.
 * @param {string} name
 * @returns {Map<string, string[]>}
 */
function qualifiersOf(name) {
  const { qualifiers = [] } = cmsEventParts(name)
  return new Map(qualifiers.map(([key, value]) => [key, value.split(',').filter(Boolean)]))
}

/**
 * Whether a cached thing tagged `tag` can show a change of these `names`: one name of the same
 * model whose every key known on both sides shares a value (a value may be a list: 'themes=ai,data').
 * A tag's keys say what its read is limited to (the jobs list: 'content-item:type=content_type_job';
 * a job's related items: 'content-item:themes=ai,data;type=content_type_job'); a change's keys say
 * what the changed row was or is. So the jobs list goes when a job changes or any content item (a
 * bulk write, no keys), not when an event changes; 'content-item' (a page of every type) goes on any
 * content-item change. '*' matches everything. The names are read once and each distinct tag once
 * (a change goes over every cached entry, and most tags repeat).
 * @param {string[]} names @returns {(tag: string) => boolean}
 */
export function changeMatcher(names) {
  if (names.includes(ALL)) return () => true
  const changes = names.map((name) => ({ model: baseModel(name), qualifiers: qualifiersOf(name) }))
  /** @type {Map<string, boolean>} */
  const seen = new Map()
  return (tag) => {
    let matches = seen.get(tag)
    if (matches === undefined) {
      const model = baseModel(tag)
      const limits = tag === ALL ? undefined : qualifiersOf(tag)
      matches = !limits || changes.some((change) => change.model === model && shares(limits, change.qualifiers))
      seen.set(tag, matches)
    }
    return matches
  }
}

/**
 * Every key known on both sides shares a value.
 * @param {Map<string, string[]>} limits
 * @param {Map<string, string[]>} known
 * @returns {boolean}
 */
function shares(limits, known) {
  for (const [key, values] of limits) {
    const changedValues = known.get(key)
    if (changedValues && !values.some((value) => changedValues.includes(value))) return false
  }
  return true
}

/**
 * Model names as the CMS sends them ('api::content-item.content-item', 'content-items') in one form.
 * @param {string} model
 * @returns {string}
 */
export function normalizeModel(model) {
  let name = String(model).trim().toLowerCase()
  const dot = name.lastIndexOf('.')
  if (name.includes('::') && dot !== -1) name = name.slice(dot + 1)
  return PLURALS[name] ?? name
}
/** @type {Record<string, string>} */
const PLURALS = {
  'content-items': 'content-item',
  organizations: 'organization',
  themes: 'theme',
  tags: 'tag',
  audiences: 'audience',
}

/**
 * Notes that the page being rendered is made of these models (called by the cached CMS reads).
 * @param {Iterable<string>} models
 */
export function noteModels(models) {
  const context = requestContext.getStore()
  if (!context?.models) return
  for (const model of models) context.models.add(normalizeModel(model))
}
