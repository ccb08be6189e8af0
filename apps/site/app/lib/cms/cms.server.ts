import { MESSAGES } from '@talentstad/types'
import { Agent } from 'undici'
import { currentClientIp, currentRequestId } from '~/../server/request-context.js'
import { DEFAULT_CMS_MAX_CONNECTIONS, DEFAULT_CMS_TIMEOUT_MS, getEnv } from '~/lib/env.server'
import { throughMemberCache } from './member-cache.server'
import type { CmsFetch, CmsFetchOptions } from './cms-fetch'
import { toStrapiQuery } from './strapi-query'

/**
 * The site's server-side client for Strapi 5's REST API (the site is a backend-for-frontend:
 * browsers never talk to the CMS). Response shapes are the *Dto types of @talentstad/types,
 * e.g. `cmsFetch<StrapiListResponse<ContentItemDto>>('/content-items', …)`. Every failure
 * becomes a CmsError with a Dutch message for the user; what the CMS said stays in `detail`
 * for the server log and is never shown.
 */

export type CmsErrorKind = 'unavailable' | 'timeout' | 'not-found' | 'unauthorized' | 'forbidden' | 'bad-request'

export const CMS_USER_MESSAGES: Record<CmsErrorKind, string> = {
  unavailable: MESSAGES.cmsUnavailable,
  timeout: 'Het laden van de inhoud duurt te lang. Probeer het over een paar minuten opnieuw.',
  'not-found': MESSAGES.notFound,
  unauthorized: 'Je bent niet (meer) ingelogd. Log opnieuw in om verder te gaan.',
  forbidden: 'Je hebt geen toegang tot deze inhoud.',
  'bad-request': 'Je verzoek kon niet worden verwerkt. Controleer de gegevens en probeer het opnieuw.',
}

/** The HTTP status the site answers with when a CMS call fails this way. */
export const CMS_ERROR_STATUS: Record<CmsErrorKind, number> = {
  unavailable: 503,
  timeout: 504,
  'not-found': 404,
  unauthorized: 401,
  forbidden: 403,
  'bad-request': 400,
}

export class CmsError extends Error {
  override name = 'CmsError'
  readonly kind: CmsErrorKind
  /** The status the site should answer with. */
  readonly status: number
  /** The status the CMS answered with, if it answered. */
  readonly cmsStatus: number | undefined
  /** Safe to show to a user: Dutch, and never the CMS's own text. */
  readonly userMessage: string
  /** For the server log only. */
  readonly detail: string | undefined

  constructor(kind: CmsErrorKind, init: { path: string; cmsStatus?: number; detail?: string; cause?: unknown }) {
    super(`CMS request ${init.path} failed: ${kind}${init.cmsStatus ? ` (HTTP ${init.cmsStatus})` : ''}`, {
      cause: init.cause,
    })
    this.kind = kind
    this.status = CMS_ERROR_STATUS[kind]
    this.cmsStatus = init.cmsStatus
    this.userMessage = CMS_USER_MESSAGES[kind]
    this.detail = init.detail
  }
}

export function isCmsError(error: unknown): error is CmsError {
  return error instanceof CmsError
}

export function kindForStatus(status: number): CmsErrorKind {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not-found'
  if (status === 408) return 'timeout'
  // A redirect is not followed: the CMS never sends one, so CMS_URL points at the wrong place.
  if (status < 400 || status === 429 || status >= 500) return 'unavailable'
  return 'bad-request'
}

export type CmsClientConfig = {
  baseUrl: string
  apiToken?: string | undefined
  proxySecret?: string | undefined
  /** At most this many connections to the CMS at once (CMS_MAX_CONNECTIONS); further requests wait their turn. Default 32. */
  maxConnections?: number
  /** A call's limit unless it gives its own (CMS_TIMEOUT_MS). Default 5 s. */
  timeoutMs?: number
}

export function createCmsClient(config: CmsClientConfig) {
  const base = new URL(config.baseUrl.replace(/\/+$/, ''))
  const origin = base.origin
  const prefix = base.pathname.replace(/\/+$/, '')
  // Bounded, kept-alive connections: under a burst the CMS (one thread, one SQLite connection) gets
  // a queue in arrival order instead of hundreds of requests at once that all finish late (ADR 0027).
  // Requests go through undici's own `request`, not `fetch`: the same connections without a WHATWG
  // Request, Response and stream per call, which were a sixth of the site's CPU on a member page.
  const dispatcher = new Agent({ connections: config.maxConnections ?? DEFAULT_CMS_MAX_CONNECTIONS })

  /** Calls `{baseUrl}/api{path}` and returns the parsed JSON body (undefined for 204). */
  return async function cmsFetch<T>(path: string, options: CmsFetchOptions = {}): Promise<T> {
    if (!path.startsWith('/')) throw new TypeError(`CMS path must start with "/": ${path}`)
    const { query, signal, timeoutMs = config.timeoutMs ?? DEFAULT_CMS_TIMEOUT_MS, method = 'GET', body } = options
    const token = options.token === undefined ? config.apiToken : (options.token ?? undefined)

    const search = toStrapiQuery(query)
    const headers: Record<string, string> = { accept: 'application/json' }
    if (token) headers.authorization = `Bearer ${token}`
    const multipart = body instanceof FormData
    // A FormData gets its multipart content type (with the boundary) from undici.
    if (body !== undefined && !multipart) headers['content-type'] = 'application/json'
    // The visitor's request id (server.js sets it), so the CMS's log lines match the site's.
    const requestId = currentRequestId()
    if (requestId) headers['x-request-id'] = requestId
    // The visitor's IP (app/express.server.ts puts it in the request context), sent as X-Forwarded-For with
    // the proxy secret (CMS_PROXY_SECRET, header x-talentstad-proxy-secret): the CMS trusts the
    // forwarded IP only with it, and throttles per visitor. The site sets the header, it never passes
    // on one the browser sent. Outside a request (start-up jobs) nothing is forwarded.
    const clientIp = currentClientIp()
    if (clientIp) {
      headers['x-forwarded-for'] = clientIp
      if (config.proxySecret) headers['x-talentstad-proxy-secret'] = config.proxySecret
    }

    // One controller for the caller's signal and the time limit.
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'))
    }, timeoutMs)
    const passAbort = () => controller.abort(signal?.reason)
    if (signal?.aborted) passAbort()
    else signal?.addEventListener('abort', passAbort, { once: true })
    // undici notices an abort only when a connection takes the request: a call still waiting its
    // turn (all CMS_MAX_CONNECTIONS busy) gives up here, at its time limit or when the caller leaves.
    const abandoned = new Promise<never>((_resolve, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
    })
    abandoned.catch(() => {})

    try {
      // A caller that already left sends nothing (an aborted request still costs a connection).
      controller.signal.throwIfAborted()
      const sent = dispatcher.request({
        origin,
        path: `${prefix}/api${path}${search ? `?${search}` : ''}`,
        method,
        headers,
        // The form of an upload is the global FormData; undici reads any FormData by its shape.
        body: body === undefined ? undefined : multipart ? (body as import('undici').FormData) : JSON.stringify(body),
        signal: controller.signal,
      })
      // Once abandoned, it settles later (aborted when a connection takes it): nobody waits for it.
      sent.catch(() => {})
      const response = await Promise.race([sent, abandoned])
      if (response.statusCode < 200 || response.statusCode >= 300) {
        // What the CMS said, for the log; a body that does not arrive still leaves the status's kind.
        const said = await response.body.text().then(
          (text) => text.slice(0, 500),
          () => undefined,
        )
        const location = response.headers.location
        throw new CmsError(kindForStatus(response.statusCode), {
          path,
          cmsStatus: response.statusCode,
          detail: location ? `redirected to ${String(location)}` : said,
        })
      }
      const text = await response.body.text()
      if (text === '') return undefined as T
      try {
        return JSON.parse(text) as T
      } catch (cause) {
        throw new CmsError('unavailable', { path, cmsStatus: response.statusCode, detail: 'invalid JSON', cause })
      }
    } catch (error) {
      if (error instanceof CmsError) throw error
      // The caller gave up (e.g. the browser left): not a CMS failure, pass the reason on.
      if (signal?.aborted) throw signal.reason
      if (timedOut) {
        throw new CmsError('timeout', { path, detail: `no answer within ${timeoutMs} ms`, cause: error })
      }
      throw new CmsError('unavailable', {
        path,
        detail: error instanceof Error ? error.message : String(error),
        cause: error,
      })
    } finally {
      clearTimeout(timer)
      signal?.removeEventListener('abort', passAbort)
    }
  }
}

let defaultClient: CmsFetch | undefined

/**
 * The client configured from the environment (CMS_URL, CMS_API_TOKEN, CMS_PROXY_SECRET,
 * CMS_MAX_CONNECTIONS, CMS_TIMEOUT_MS), with a member's own reads kept for a moment (member-cache.server.ts).
 */
export function cmsFetch<T>(path: string, options?: CmsFetchOptions): Promise<T> {
  if (!defaultClient) {
    const env = getEnv()
    defaultClient = createCmsClient({
      baseUrl: env.CMS_URL,
      apiToken: env.CMS_API_TOKEN,
      proxySecret: env.CMS_PROXY_SECRET,
      maxConnections: env.CMS_MAX_CONNECTIONS,
      timeoutMs: env.CMS_TIMEOUT_MS,
    })
  }
  return throughMemberCache<T>(defaultClient, path, options)
}
