import { createHash } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import { parseCacheControl } from '@talentstad/types'
import { memberCache, type KeptPage } from './member-cache.server'
import { traceMetaTags } from '~/lib/monitoring/sentry.server'
import { captureResponse } from '~/../server/response-capture.js'

/**
 * A member's rendered pages, kept with their answers (docs/decisions/0042). A page a member opens
 * again while their session check is kept (MEMBER_CACHE_MS, at most 5 s) is sent as it was rendered
 * for them a moment ago, with this response's own CSP nonce and trace; fifty requests for it at the
 * same moment share one render. It goes with everything their reads go with: a write of theirs or
 * (but for a member's writes of their own, such as a bookmark) any member's, the end of a session,
 * a content change, and the expiry of the session check.
 *
 * Kept only: a GET for a logged-in session, answered 200, HTML or React Router's data, without
 * Set-Cookie, whose Cache-Control the site itself set to a member's default (`keptForMember`): the
 * render marks that in `res.locals.privateByDefault` (entry.server.tsx). A page whose route set its
 * own Cache-Control is never kept, whatever it says: a preview's or a token page's `no-store`, with
 * or without `private`. The key is the address and the request's whole Cookie header, so a toast, a
 * consent choice or a bookmark cookie makes a page of its own (and a page that clears a one-time
 * cookie sets one, so it is never kept).
 */
export function memberPages({
  sessionToken,
  waitMs = WAIT_MS,
}: {
  /** The CMS token in a request's session cookie, if any (lib/auth/session.server.ts `sessionTokenOf`). */
  sessionToken: (cookie: string) => Promise<string | undefined>
  waitMs?: number
}) {
  /** Renders under way: their key, and the promise that settles when each is done. */
  const rendering = new Map<string, Promise<void>>()

  return async function memberPagesMiddleware(req: Request, res: Response, next: NextFunction) {
    try {
      if (req.method !== 'GET') return next()
      const cookie = req.headers.cookie
      const jwt = cookie ? await sessionToken(cookie) : undefined
      if (!cookie || !jwt) return next()
      const key = pageKey(req.originalUrl, cookie)
      const cache = memberCache()
      const kept = cache.page(jwt, key)
      if (kept) return send(res, kept)
      // The visitor left while the cookie was read: nothing to render, and no 'close' will come.
      if (res.destroyed || res.closed) return
      const flight = `${jwt}\n${key}`
      const running = rendering.get(flight)
      if (running) {
        // Another request renders this page now: its copy, when it keeps one.
        const waited = await Promise.race([
          running.then(() => true),
          new Promise<false>((resolve) => setTimeout(resolve, waitMs, false).unref()),
        ])
        // A render that takes longer than that is not waited for again.
        if (!waited && rendering.get(flight) === running) rendering.delete(flight)
        if (res.destroyed || res.closed) return
        const rendered = cache.page(jwt, key)
        if (rendered) return send(res, rendered)
        // Another render began meanwhile: this one is not kept. Else this request renders it for the next.
        if (rendering.has(flight)) return next()
      }
      let done!: () => void
      const mine = new Promise<void>((resolve) => (done = resolve))
      rendering.set(flight, mine)
      const since = cache.changes
      capture(res, (page) => {
        if (page) cache.keepPage(jwt, key, page, since)
        if (rendering.get(flight) === mine) rendering.delete(flight)
        done()
      })
      next()
    } catch (error) {
      next(error)
    }
  }
}

/** How long a request waits for another's render of the same page before rendering it itself. */
const WAIT_MS = 5000
/** Only documents and React Router's `.data` answers are pages. */
const PAGE_TYPES = /^(text\/html|text\/x-script)\b/i
/** Headers that belong to one response, not to the page: the rest the route set are kept with it. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'vary', 'set-cookie', 'date', 'etag'])
/** The trace meta tags error reporting puts in a document's head (one request's trace). */
const TRACE_META = /<meta name="(?:sentry-trace|baggage)" content="[^"]*"\s*\/?>\n?/g

/**
 * Whether this cache may keep a page: the site gave it a member's default Cache-Control itself
 * (`privateByDefault`: `private, no-store`, which tells browsers and every HTTP cache to store
 * nothing of a member's page, while this render cache of one member's answers lives seconds and
 * goes with their writes), and the header still says `private` as a directive (parsed as a list,
 * never matched as a substring: `x-private` is not `private`). A route that says `no-store` itself
 * (a preview of content not yet public, a token page, the attendee CSV) is never kept.
 */
export function keptForMember(cacheControl: Parameters<typeof parseCacheControl>[0], privateByDefault: boolean) {
  return privateByDefault && parseCacheControl(cacheControl).has('private')
}

/** The page's key: its address and every cookie the request carries (hashed: they can be long). */
export function pageKey(url: string, cookie: string) {
  return `${url}\n${createHash('sha256').update(cookie).digest('base64url')}`
}

/** Sends a kept page with this response's nonce and trace (the security headers are already set). */
function send(res: Response, page: KeptPage) {
  const nonce = String(res.locals.cspNonce ?? '')
  let body = page.nonce && nonce ? page.body.replaceAll(page.nonce, nonce) : page.body
  const trace = traceMetaTags()
  if (trace) body = body.replace('</head>', `${trace}</head>`)
  res.status(200)
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value)
  res.setHeader('X-Member-Page', 'kept')
  res.end(body)
}

/**
 * Collects what the route writes (before compression) and gives `onDone` the page when it may be
 * kept, or undefined; `onDone` is called once, however the response ends.
 */
function capture(res: Response, onDone: (page: KeptPage | undefined) => void) {
  const before = new Set(res.getHeaderNames())
  captureResponse(res, MAX_PAGE_BYTES, (written) => {
    const keep =
      res.writableFinished &&
      written !== undefined &&
      res.statusCode === 200 &&
      !res.getHeader('set-cookie') &&
      keptForMember(res.getHeader('cache-control'), res.locals.privateByDefault === true) &&
      PAGE_TYPES.test(String(res.getHeader('content-type') ?? ''))
    if (!keep) return onDone(undefined)
    const headers: Record<string, string> = {}
    for (const name of res.getHeaderNames()) {
      const value = res.getHeader(name)
      if (before.has(name) || PER_RESPONSE.has(name) || value === undefined) continue
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
    }
    const body = written.toString('utf8').replace(TRACE_META, '')
    onDone({ body, nonce: String(res.locals.cspNonce ?? ''), headers, bytes: Buffer.byteLength(body) })
  })
}

/** A page larger than this is not kept (the cache would not keep it either). */
const MAX_PAGE_BYTES = 1024 * 1024
