import type { Request, Response } from 'express'
import { parseDsn, type Dsn } from '../monitoring-config'
import { CROSS_SITE_MESSAGE, isSameOriginPost } from '../http/same-origin.server'
import { currentAddressKey, type LimitDecision } from '../rate-limit.server'

/**
 * The same-origin tunnel for the browser's error reports (docs/decisions/0016, 0030): the browser
 * SDK posts its envelopes here instead of to Sentry, so ad blockers and the CSP (connect-src 'self')
 * do not drop them. It is no open relay and no free ride:
 * - a POST from another site is a 403: the request guard's cross-site check (isSameOriginPost,
 *   Origin else Sec-Fetch-Site), made here because the tunnel is mounted before the guard (whose
 *   64 KB form cap and content types are not the tunnel's);
 * - each visitor address (IPv6: its /64) may post `perMinute` envelopes a minute, counted in the
 *   shared limiter (Redis with REDIS_URL, so every instance counts together); past it 429 with
 *   Retry-After, which the SDK obeys;
 * - only envelopes for the configured DSN's host, project and key pass (403), up to a size (413);
 * - only the item types the site's browser SDK sends pass (400): errors, page-load and navigation
 *   traces, INP spans, sessions and client reports; no attachments, replays, profiles, logs, …
 * Every refusal is logged in one line without the body (a flood: one line per address and minute).
 */

/** Sentry's own limit for one envelope is 200 MB; a browser error or page-load trace is a few KB. */
export const MAX_ENVELOPE_BYTES = 200 * 1024

/**
 * What the browser SDK (@sentry/react-router with reactRouterTracingIntegration, no replay, no
 * profiling, no logs) sends: `event` (errors), `transaction` (page loads and navigations), `span`
 * (standalone INP spans), `session` (release health) and `client_report` (what it dropped).
 */
export const BROWSER_ITEM_TYPES: ReadonlySet<string> = new Set(['event', 'transaction', 'span', 'session', 'client_report'])

export type EnvelopeCheck = { ok: true; dsn: Dsn } | { ok: false; status: 400 | 403; reason: string }

/**
 * Reads the envelope's header (its first line, JSON with the `dsn` the SDK sends with, because a
 * tunnel is set) and accepts it only when that DSN names the configured host, project and key.
 */
export function checkEnvelope(body: string, configured: Dsn): EnvelopeCheck {
  const end = body.indexOf('\n')
  const firstLine = end === -1 ? body : body.slice(0, end)
  let header: unknown
  try {
    header = JSON.parse(firstLine)
  } catch {
    return { ok: false, status: 400, reason: 'envelope header is not JSON' }
  }
  const dsnValue = header && typeof header === 'object' ? (header as { dsn?: unknown }).dsn : undefined
  if (typeof dsnValue !== 'string') return { ok: false, status: 400, reason: 'envelope header has no dsn' }
  const dsn = parseDsn(dsnValue)
  if (!dsn) return { ok: false, status: 400, reason: 'envelope dsn is not a DSN' }
  if (dsn.host !== configured.host || dsn.projectId !== configured.projectId || dsn.publicKey !== configured.publicKey) {
    return { ok: false, status: 403, reason: 'envelope is for another project' }
  }
  return { ok: true, dsn: configured }
}

/**
 * The types of the envelope's items (each item: a JSON header line with `type` and maybe `length`,
 * then its payload: `length` bytes, else up to the next newline), or null when it cannot be read.
 */
export function envelopeItemTypes(body: Buffer): string[] | null {
  const NEWLINE = 0x0a
  const headerEnd = body.indexOf(NEWLINE)
  if (headerEnd === -1) return []
  const types: string[] = []
  let offset = headerEnd + 1
  while (offset < body.length) {
    const lineEnd = body.indexOf(NEWLINE, offset)
    const line = body.subarray(offset, lineEnd === -1 ? body.length : lineEnd).toString('utf8')
    offset = lineEnd === -1 ? body.length : lineEnd + 1
    if (!line.trim()) continue
    let header: unknown
    try {
      header = JSON.parse(line)
    } catch {
      return null
    }
    const { type, length } = (header && typeof header === 'object' ? header : {}) as { type?: unknown; length?: unknown }
    if (typeof type !== 'string') return null
    types.push(type)
    if (typeof length === 'number') {
      if (!Number.isInteger(length) || length < 0 || offset + length > body.length) return null
      offset += length
      if (body[offset] === NEWLINE) offset += 1
    } else {
      const payloadEnd = body.indexOf(NEWLINE, offset)
      offset = payloadEnd === -1 ? body.length : payloadEnd + 1
    }
  }
  return types
}

/** The limiter the tunnel counts in (lib/rate-limit.server.ts FixedWindowLimiter, window one minute). */
export type TunnelLimiter = { take: (key: string, limit: number) => Promise<LimitDecision> }

type Logger = { warn: (object: object, message: string) => void }

/** The app's log lines go to the console (server.js prints them); one line, fields as JSON. */
const consoleLogger: Logger = { warn: (fields, message) => console.warn(`${message} ${JSON.stringify(fields)}`) }

type TunnelOptions = {
  dsn: string
  /** The site's address (SITE_URL), for the cross-site check. */
  siteUrl: () => string
  maxBytes?: number
  /** How long Sentry may take to answer (default 5 s). */
  timeoutMs?: number
  fetch?: typeof fetch
  logger?: Logger
  /** Counts envelopes per visitor address; with `perMinute`, past it is a 429. */
  limiter?: TunnelLimiter
  perMinute?: number
}

class TooLarge extends Error {}

/**
 * Up to this much of a too-large body is still read (and dropped) before the 413, so the client gets
 * the answer instead of a reset connection; anything bigger is cut off unread.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024

/** The body; TooLarge past `maxBytes` (read to the end when that stays under the drain limit). */
async function readBody(req: Request, maxBytes: number): Promise<Buffer> {
  const declared = Number(req.get('content-length') ?? NaN)
  if (declared > Math.max(maxBytes, DRAIN_LIMIT_BYTES)) throw new TooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer | string>) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
    size += buffer.length
    if (size > Math.max(maxBytes, DRAIN_LIMIT_BYTES)) throw new TooLarge()
    if (size <= maxBytes) chunks.push(buffer)
  }
  if (size > maxBytes) throw new TooLarge()
  return Buffer.concat(chunks)
}

/** Express handler for POST MONITORING_TUNNEL_PATH: limit, check, then forward to the DSN's envelope endpoint. */
export function monitoringTunnel({
  dsn,
  siteUrl,
  maxBytes = MAX_ENVELOPE_BYTES,
  timeoutMs = 5_000,
  fetch = globalThis.fetch,
  logger = consoleLogger,
  limiter,
  perMinute,
}: TunnelOptions) {
  const configured = parseDsn(dsn)
  if (!configured) throw new Error('monitoringTunnel: SENTRY_DSN is not a DSN')

  return async function tunnel(req: Request, res: Response) {
    res.set('Cache-Control', 'no-store')
    const refuse = (status: number, reason: string, log = true) => {
      // One line, never the body or the address.
      if (log) logger.warn({ reqId: res.locals.requestId, status, reason }, 'monitoring tunnel: refused')
      return res.status(status).type('text/plain').send(reason)
    }
    if (req.method !== 'POST') return res.set('Allow', 'POST').status(405).type('text/plain').send('Method not allowed')
    const origin = {
      origin: req.get('origin'),
      secFetchSite: req.get('sec-fetch-site'),
      requestOrigin: `${req.protocol}://${req.get('host')}`,
    }
    if (!isSameOriginPost(origin, siteUrl())) return refuse(403, CROSS_SITE_MESSAGE)

    // Every request counts, before a byte of its body is read.
    if (limiter && perMinute) {
      const decision = await limiter.take(currentAddressKey(), perMinute)
      if (!decision.ok) {
        res.set('Retry-After', String(decision.retryAfterSeconds))
        return refuse(429, 'too many envelopes from this address', decision.first)
      }
    }

    // Browsers cannot compress a request body; anything else is not the SDK.
    const encoding = req.get('content-encoding')
    if (encoding && encoding !== 'identity') return refuse(415, 'compressed envelopes are not accepted')

    let body: Buffer
    try {
      body = await readBody(req, maxBytes)
    } catch (error) {
      if (error instanceof TooLarge) {
        // The connection closes after the answer (a body past the drain limit was cut off unread).
        res.set('Connection', 'close')
        return refuse(413, 'envelope too large')
      }
      return refuse(400, 'could not read the envelope')
    }

    const headerEnd = body.indexOf(0x0a)
    const check = checkEnvelope(body.subarray(0, headerEnd === -1 ? body.length : headerEnd).toString('utf8'), configured)
    if (!check.ok) return refuse(check.status, check.reason)
    const types = envelopeItemTypes(body)
    if (!types || types.length === 0) return refuse(400, 'envelope items cannot be read')
    const foreign = types.find((type) => !BROWSER_ITEM_TYPES.has(type))
    if (foreign !== undefined) return refuse(400, `envelope item type not accepted: ${foreign.slice(0, 40)}`)

    try {
      const upstream = await fetch(configured.envelopeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(timeoutMs),
      })
      // Sentry's rate limits reach the browser SDK, which then holds back.
      for (const name of ['retry-after', 'x-sentry-rate-limits']) {
        const value = upstream.headers.get(name)
        if (value) res.set(name, value)
      }
      res
        .status(upstream.status)
        .type('application/json')
        .send(await upstream.text())
    } catch (error) {
      logger.warn(
        { reqId: res.locals.requestId, err: error instanceof Error ? error.message : String(error) },
        'monitoring tunnel: Sentry did not answer',
      )
      res.status(502).type('text/plain').send('error reporting is unavailable')
    }
  }
}
