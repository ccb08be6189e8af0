/**
 * Error reporting without personal data (AVG): what the site's server, its browser code and the
 * CMS pass as Sentry's `beforeSend` / `beforeSendTransaction` / `beforeSendSpan` /
 * `beforeBreadcrumb` before anything leaves the process.
 *
 * - The user becomes `{ id }` (or nothing): no e-mail address, name or IP address.
 * - The request loses its cookies and body (form values); headers that carry credentials or an
 *   address (Cookie, Authorization, X-Forwarded-For, Forwarded, X-Real-IP …) are filtered.
 * - No IP address anywhere: keys that hold one (`ip_address`, `http.client_ip`, `client.address`,
 *   `net.peer.ip` …) are filtered, and every string loses IPv4 and IPv6 addresses.
 * - No query value anywhere: every query and fragment parameter keeps its name but not its value
 *   (a search term is as personal as a token), in URLs, transaction names, breadcrumbs and span
 *   data, and in fields that hold a bare query string (`query_string`, `url.query`, `http.query`).
 * - Every string loses e-mail addresses, bearer tokens and JWTs; invitation tokens in paths
 *   (`/uitnodiging/<token>`, also URL-encoded) are filtered.
 * - Object keys that name a secret or personal value (password, token, cookie, session, e-mail …)
 *   have their value filtered whatever it is.
 *
 * `reportableEvent` also drops what is no fault at all: an expected 4xx answer.
 *
 * Plain functions on plain objects, so they work with every SDK version (the CMS plugin's v7 and
 * the site's v10) and stay small in the browser.
 */

export const FILTERED = '[Filtered]'

const SENSITIVE_KEY =
  /^(cookies?|set-cookie|authorization|proxy-authorization|e-?mail.*|username|password.*|passwd|.*secret.*|.*token.*|.*session.*|.*csrf.*|.*xsrf.*|api[-_]?key|x-api-key|jwt|otp|code)$/i

/**
 * Keys that hold a network address: headers a proxy sets (X-Forwarded-For, Forwarded, X-Real-IP,
 * CF-Connecting-IP …), the user's `ip_address`, and span data such as `http.client_ip`,
 * `client.address`, `net.peer.ip` or `network.peer.address` (the Node SDK fills these).
 */
const ADDRESS_KEY =
  /^(?:.*[._-])?(?:ip|ips|ip_address|client_ip|remote_addr|remote_address|peer_address|forwarded|x-forwarded-for|x-real-ip|x-client-ip|x-cluster-client-ip|cf-connecting-ip|true-client-ip|fastly-client-ip)$|(?:^|\.)(?:client|peer)\.(?:address|ip)$/i

/** Keys whose value is a query string (`a=1&b=2`, with or without `?`): every value goes. */
const QUERY_KEY = /^(?:.*\.)?(?:query|query_string|querystring|search)$/i

/** Both start only where a local part starts: from inside a long run they would scan it again from every position. */
const EMAIL = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g
const EMAIL_ENCODED = /(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+%40[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi
const BEARER_HINT = /bearer|basic/i
/**
 * The query and fragment of a URL in a string: from a `?` or `#` right after a non-space to the end
 * of the token (a `'` is allowed in a URL, so it does not end one). Every parameter's value goes,
 * whatever its name, and a bare value too (`/zoeken?henk`, `#henk`): search terms are personal.
 */
const URL_QUERY = /(?<=\S)[?#][^\s"<>]*/g
const URL_QUERY_HINT = /\S[?#]/
/** One parameter of a query or fragment: the separator, then `name=value` or a bare value. */
const QUERY_PART = /([?#&;])([^?#&;]*)/g

/**
 * A query longer than this is filtered whole (`?[Filtered]`), names too: taking one apart costs an
 * allocation per parameter, which on a huge one (a hostile URL) grows faster than its length.
 */
const MAX_PARSED_QUERY = 4096

/** A query or fragment found in a string: its names kept and its values filtered, or all of it filtered when it is too long to take apart. */
const filteredQuery = (query: string) => (query.length > MAX_PARSED_QUERY ? `${query[0]}${FILTERED}` : filterParams(query))

/** A query or fragment (starting with `?` or `#`) with every value filtered and the names kept. */
function filterParams(query: string): string {
  return query.replace(QUERY_PART, (match, separator: string, param: string) => {
    if (param === '') return match
    const equals = param.indexOf('=')
    return equals >= 0 ? `${separator}${param.slice(0, equals + 1)}${equals + 1 < param.length ? FILTERED : ''}` : `${separator}${FILTERED}`
  })
}
/** Paths whose last segment is a secret: the invitation link's token (also URL-encoded; not the route pattern `:token`). */
const TOKEN_PATH = /((?:\/|%2F)uitnodiging(?:\/|%2F))(?!:)[^/?#&\s"'<>%]+/gi
const TOKEN_PATH_HINT = /uitnodiging/i
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const IPV4 = `(?:${OCTET}\\.){3}${OCTET}`
const IPV4_ADDRESS = new RegExp(`(?<![\\w.])${IPV4}(?![\\w]|\\.\\d)`, 'g')
const IPV4_HINT = /\d\.\d{1,3}\.\d/
/** Hex groups and colons (with an IPv4 tail or not); `isIpv6` decides (eight groups, or `::`). */
const IPV6_CANDIDATE = new RegExp(`(?<![\\w:.])(?:[0-9a-f]{0,4}:){2,7}(?:${IPV4}|[0-9a-f]{1,4})?(?![\\w:])`, 'gi')

function isIpv6(candidate: string) {
  if (candidate.includes(':::')) return false
  const groups = candidate.split(':')
  if (candidate.includes('::')) return candidate.split('::').length === 2
  return groups.length === 8 || (groups.length === 7 && groups[6]!.includes('.'))
}

/** One string without e-mail addresses, IP addresses, tokens or query values. */
export function scrubString(value: string): string {
  // Every transaction passes here (a few hundred strings each): a rule runs only when the string
  // holds what it looks for, so a plain string costs a few `includes` and no regular expression.
  let result = value
  if (result.includes('eyJ')) result = result.replace(JWT, FILTERED)
  if (BEARER_HINT.test(result)) result = result.replace(BEARER, `$1 ${FILTERED}`)
  if (result.includes('%40')) result = result.replace(EMAIL_ENCODED, FILTERED)
  if (result.includes('@')) result = result.replace(EMAIL, FILTERED)
  if (URL_QUERY_HINT.test(result)) result = result.replace(URL_QUERY, filteredQuery)
  if (TOKEN_PATH_HINT.test(result)) result = result.replace(TOKEN_PATH, `$1${FILTERED}`)
  if (result.includes(':')) result = result.replace(IPV6_CANDIDATE, (candidate) => (isIpv6(candidate) ? FILTERED : candidate))
  if (IPV4_HINT.test(result)) result = result.replace(IPV4_ADDRESS, FILTERED)
  return result
}

/** A query string (`a=1&b=2`, `henk jansen`, with or without `?`) without its values, spaces and all. */
function scrubQueryString(value: string): string {
  if (value === '' || value === '?') return value
  const scrubbed = filterParams(value.startsWith('?') || value.startsWith('#') ? value : `?${value}`)
  return value.startsWith('?') || value.startsWith('#') ? scrubbed : scrubbed.slice(1)
}

/** A query as pairs (`[['a', '1']]`, the Node SDK) or an object (`{ a: '1' }`): names kept, values filtered. */
function scrubQueryObject(query: object): unknown {
  const filtered = (value: unknown) => (value === undefined || value === null || value === '' ? value : FILTERED)
  if (Array.isArray(query)) {
    return query.map((pair: unknown) =>
      Array.isArray(pair) && typeof pair[0] === 'string' ? [scrubString(pair[0]), filtered(pair[1])] : FILTERED,
    )
  }
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [scrubString(name), filtered(value)]))
}

type KeyKind = 'sensitive' | 'query' | 'plain'

/** The same few hundred keys come in every transaction: their kind is remembered (up to a bound, as header names vary). */
const KEY_KINDS = new Map<string, KeyKind>()

/**
 * `cookie`, `Authorization`, an address, and any part of a dotted attribute name: OpenTelemetry
 * puts each cookie in its own attribute (`http.request.header.cookie.<name>`); or a query string.
 */
function keyKind(key: string): KeyKind {
  let kind = KEY_KINDS.get(key)
  if (kind === undefined) {
    kind =
      ADDRESS_KEY.test(key) || SENSITIVE_KEY.test(key) || (key.includes('.') && key.split('.').some((part) => SENSITIVE_KEY.test(part)))
        ? 'sensitive'
        : QUERY_KEY.test(key)
          ? 'query'
          : 'plain'
    if (KEY_KINDS.size < 2000) KEY_KINDS.set(key, kind)
  }
  return kind
}

/** Deep copy of any value with sensitive keys filtered, query values dropped and every string scrubbed. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubString(value)
  if (value === null || typeof value !== 'object') return value
  if (depth > 12) return FILTERED
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1))
  const result: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    const kind = keyKind(key)
    if (item === null || item === undefined || item === '') result[key] = item
    else if (kind === 'sensitive') result[key] = FILTERED
    else if (kind === 'query' && typeof item === 'string') result[key] = scrubQueryString(item)
    else if (kind === 'query' && typeof item === 'object') result[key] = scrubQueryObject(item)
    else result[key] = scrubValue(item, depth + 1)
  }
  return result
}

type Scrubbable = {
  user?: { id?: unknown; [key: string]: unknown } | null
  request?: { data?: unknown; cookies?: unknown; [key: string]: unknown }
  [key: string]: unknown
}

/**
 * Sentry's beforeSend / beforeSendTransaction / beforeSendSpan / beforeBreadcrumb: the event
 * without personal data. Returns a new object; the SDK's own bookkeeping (`sdkProcessingMetadata`,
 * never sent) is kept as it is.
 */
export function scrubEvent<T>(event: T): T {
  const source = event as Scrubbable
  const { user, request, sdkProcessingMetadata, ...rest } = source
  const scrubbed = scrubValue(rest) as Scrubbable
  if (user && (typeof user.id === 'string' || typeof user.id === 'number')) scrubbed.user = { id: String(user.id) }
  if (request) {
    const { data: _data, cookies: _cookies, ...kept } = request
    scrubbed.request = scrubValue(kept) as NonNullable<Scrubbable['request']>
  }
  if (sdkProcessingMetadata !== undefined) scrubbed.sdkProcessingMetadata = sdkProcessingMetadata
  return scrubbed as T
}

// ---------------------------------------------------------------------------------------------
// What is reported at all: faults, not answers. A 4xx is the app answering a client as designed
// (a failed login, a throttled attempt, a page that does not exist); only 5xx and unexpected errors
// are reported, by the site and the CMS alike.

/** A whole HTTP status (100-599), or undefined. */
export function httpStatus(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599 ? value : undefined
}

/**
 * The HTTP status an app answers a thrown value with, where the value says so itself: a thrown
 * `Response`, React Router's error response and `data()` (`init.status`), or an http-errors error
 * (`expose` and `status`: Koa's `ctx.throw`, Strapi's `ctx.badRequest` …). An ordinary Error that
 * merely carries a `status` (the site's CmsError) is not an answer: React Router answers it 500.
 */
export function statusOfError(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined
  const value = error as { status?: unknown; type?: unknown; init?: { status?: unknown } | null; expose?: unknown }
  if (value.type === 'DataWithResponseInit') return httpStatus(value.init?.status) ?? 200
  if (error instanceof Error) return value.expose === true ? httpStatus(value.status) : undefined
  return httpStatus(value.status)
}

/** Whether an error is an expected answer to a client (4xx) rather than a fault: never reported. */
export function isClientError(error: unknown, statusOf: (error: unknown) => number | undefined = statusOfError): boolean {
  const status = statusOf(error)
  return status !== undefined && status >= 400 && status < 500
}

/**
 * Whether an error is a request the client gave up on (the browser left, a load test stopped): the
 * request's abort reason (an AbortError) or React Router's 'Request aborted: …'. No fault of ours.
 */
export function isAbandonedRequest(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'AbortError' || (typeof message === 'string' && message.startsWith('Request aborted: '))
}

/**
 * Sentry's beforeSend for both apps: null (not sent) for an expected 4xx answer or an abandoned
 * request, else the scrubbed event. `statusOf` lets an app add its own errors (the CMS: Strapi's
 * ApplicationErrors).
 */
export function reportableEvent<T>(
  event: T,
  hint: { originalException?: unknown } | undefined,
  statusOf: (error: unknown) => number | undefined = statusOfError,
): T | null {
  const error = hint?.originalException
  return isClientError(error, statusOf) || isAbandonedRequest(error) ? null : scrubEvent(event)
}
