import type { Request, Response } from 'express'
import { parseDsn, type Dsn } from '../app/lib/monitoring/config'

/**
 * The same-origin tunnel for the browser's error reports (docs/decisions/0016): the browser SDK
 * posts its envelopes here instead of to Sentry, so ad blockers and the CSP (connect-src 'self')
 * do not drop them. Only envelopes for the configured DSN's project pass, and only up to a size:
 * nobody can use the site as an open relay to another Sentry project or host.
 */

/** Sentry's own limit for one envelope is 200 MB; a browser error or page-load trace is a few KB. */
export const MAX_ENVELOPE_BYTES = 200 * 1024

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

type TunnelOptions = {
  dsn: string
  maxBytes?: number
  /** How long Sentry may take to answer (default 5 s). */
  timeoutMs?: number
  fetch?: typeof fetch
  logger?: { warn: (object: object, message: string) => void }
}

class TooLarge extends Error {}

/**
 * Up to this much of a too-large body is still read (and dropped) before the 413, so the client gets
 * the answer instead of a reset connection; anything bigger is cut off unread.
 */
const DRAIN_LIMIT_BYTES = 1024 * 1024

/** The body as text; TooLarge past `maxBytes` (read to the end when that stays under the drain limit). */
async function readBody(req: Request, maxBytes: number): Promise<string> {
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
  return Buffer.concat(chunks).toString('utf8')
}

/** Express handler for POST MONITORING_TUNNEL_PATH: check, then forward to the DSN's envelope endpoint. */
export function monitoringTunnel({
  dsn,
  maxBytes = MAX_ENVELOPE_BYTES,
  timeoutMs = 5_000,
  fetch = globalThis.fetch,
  logger,
}: TunnelOptions) {
  const configured = parseDsn(dsn)
  if (!configured) throw new Error('monitoringTunnel: SENTRY_DSN is not a DSN')

  return async function tunnel(req: Request, res: Response) {
    res.set('Cache-Control', 'no-store')
    const refuse = (status: number, reason: string) => res.status(status).type('text/plain').send(reason)
    if (req.method !== 'POST') return res.set('Allow', 'POST').status(405).type('text/plain').send('Method not allowed')
    // Browsers cannot compress a request body; anything else is not the SDK.
    const encoding = req.get('content-encoding')
    if (encoding && encoding !== 'identity') return refuse(415, 'compressed envelopes are not accepted')

    let body: string
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

    const check = checkEnvelope(body, configured)
    if (!check.ok) return refuse(check.status, check.reason)

    try {
      const upstream = await fetch(configured.envelopeUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-sentry-envelope' },
        body,
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
      logger?.warn({ err: error instanceof Error ? error.message : String(error) }, 'monitoring tunnel: Sentry did not answer')
      refuse(502, 'error reporting is unavailable')
    }
  }
}
