/**
 * Error reporting without personal data (AVG): what the site's server, its browser code and the
 * CMS pass as Sentry's `beforeSend` / `beforeSendTransaction` before an event leaves the process.
 *
 * - The user becomes `{ id }` (or nothing): no e-mail address, name or IP address.
 * - The request loses its cookies and body (form values); headers that carry credentials or the
 *   visitor's address (Cookie, Authorization, X-Forwarded-For, …) are filtered.
 * - Every string anywhere in the event (messages, exception values, breadcrumbs, URLs, span data)
 *   loses e-mail addresses, bearer tokens and JWTs; query parameters that carry a secret (token,
 *   code, key, session, e-mail …) keep their name but not their value; invitation tokens in paths
 *   (`/uitnodiging/<token>`) are filtered.
 * - Object keys that name a secret or personal value (password, token, cookie, session, e-mail …)
 *   have their value filtered whatever it is.
 *
 * Plain functions on plain objects, so they work with every SDK version (the CMS plugin's v7 and
 * the site's v10) and stay small in the browser.
 */

export const FILTERED = '[Filtered]'

const SENSITIVE_KEY =
  /^(cookies?|set-cookie|authorization|proxy-authorization|x-forwarded-for|x-real-ip|forwarded|ip_address|ip|e-?mail.*|username|password.*|passwd|.*secret.*|.*token.*|.*session.*|.*csrf.*|.*xsrf.*|api[-_]?key|x-api-key|jwt|otp|code)$/i

const SENSITIVE_QUERY =
  /^(.*token.*|.*secret.*|.*session.*|code|otp|key|api[-_]?key|password.*|e-?mail.*|state|sig|signature|jwt|auth.*|callbackurl)$/i

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
const EMAIL_ENCODED = /[A-Za-z0-9._%+-]+%40[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi
const QUERY_PARAM = /([?&;])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g
/** Paths whose last segment is a secret: the invitation link's token. */
const TOKEN_PATH = /(\/uitnodiging\/)[^/?#\s"'<>]+/g

/** One string without e-mail addresses, tokens or secret query values. */
export function scrubString(value: string): string {
  return value
    .replace(JWT, FILTERED)
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(EMAIL_ENCODED, FILTERED)
    .replace(EMAIL, FILTERED)
    .replace(QUERY_PARAM, (match, separator: string, name: string) =>
      SENSITIVE_QUERY.test(safeDecode(name)) ? `${separator}${name}=${FILTERED}` : match,
    )
    .replace(TOKEN_PATH, `$1${FILTERED}`)
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A query string (`a=1&b=2`, with or without `?`) with its secret values filtered. */
function scrubQueryString(value: string): string {
  const withMark = value.startsWith('?') ? value : `?${value}`
  const scrubbed = scrubString(withMark)
  return value.startsWith('?') ? scrubbed : scrubbed.slice(1)
}

/**
 * `cookie`, `Authorization`, and any part of a dotted attribute name: OpenTelemetry puts each cookie
 * in its own attribute (`http.request.header.cookie.<name>`).
 */
function isSensitiveKey(key: string) {
  return SENSITIVE_KEY.test(key) || key.split('.').some((part) => SENSITIVE_KEY.test(part))
}

/** Deep copy of any value with sensitive keys filtered and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubString(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 12) return FILTERED
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    result[key] = isSensitiveKey(key) && item !== null && item !== undefined && item !== '' ? FILTERED : scrubValue(item, depth + 1)
  }
  return result
}

type Scrubbable = {
  user?: { id?: unknown; [key: string]: unknown } | null
  request?: { data?: unknown; cookies?: unknown; query_string?: unknown; [key: string]: unknown }
  [key: string]: unknown
}

/**
 * Sentry's beforeSend / beforeSendTransaction: the event without personal data. Returns a new
 * object; the SDK's own bookkeeping (`sdkProcessingMetadata`, never sent) is kept as it is.
 */
export function scrubEvent<T>(event: T): T {
  const source = event as Scrubbable
  const { user, request, sdkProcessingMetadata, ...rest } = source
  const scrubbed = scrubValue(rest) as Scrubbable
  if (user && (typeof user.id === 'string' || typeof user.id === 'number')) scrubbed.user = { id: String(user.id) }
  if (request) {
    const { data: _data, cookies: _cookies, query_string: query, ...kept } = request
    const scrubbedRequest = scrubValue(kept) as NonNullable<Scrubbable['request']>
    if (typeof query === 'string') scrubbedRequest.query_string = scrubQueryString(query)
    else if (query && typeof query === 'object') scrubbedRequest.query_string = scrubQueryObject(query)
    scrubbed.request = scrubbedRequest
  }
  if (sdkProcessingMetadata !== undefined) scrubbed.sdkProcessingMetadata = sdkProcessingMetadata
  return scrubbed as T
}

/** `[['a', '1']]` or `{ a: '1' }`: names kept, secret values filtered. */
function scrubQueryObject(query: object): unknown {
  if (Array.isArray(query)) {
    return query.map((pair: unknown) =>
      Array.isArray(pair) && typeof pair[0] === 'string'
        ? [pair[0], SENSITIVE_QUERY.test(pair[0]) ? FILTERED : scrubValue(pair[1])]
        : scrubValue(pair),
    )
  }
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, SENSITIVE_QUERY.test(name) ? FILTERED : scrubValue(value)]))
}
