import { parse as parseCookie } from 'cookie'
import { CONSENT_COOKIE_NAME } from '~/lib/analytics/consent'
/** CDN-friendly caching of anonymous HTML: shared caches keep it a minute, then revalidate. */
export const ANONYMOUS_HTML_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
export const PRIVATE_CACHE_CONTROL = 'private, no-store'
/**
 * A loader's word that its anonymous answer may be shared only this many seconds (1–59), for a
 * page with something that changes often (an event's places left): its shared Cache-Control then
 * says `s-maxage` and `stale-while-revalidate` of that many seconds, and the rendered-page cache
 * keeps it as long. Never sent to the browser.
 */
export const SHARED_FRESHNESS_HEADER = 'X-Shared-Fresh-Seconds'

/** The shared Cache-Control for a page that may be this many seconds old. */
export const shortSharedCacheControl = (seconds: number) => `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`

/** Cookies that mark a visitor as logged in (the authentication issue sets them). */
export const SESSION_COOKIE_NAMES = ['__Host-talentstad-session', 'talentstad-session'] as const

/**
 * Cookies that make a page this visitor's own: a session, or an analytics choice (a page rendered
 * with one shows no notice, or loads the tag manager). Such a page is never shared, so a cache, even
 * one that ignores Vary: Cookie, can never hand one visitor's choice to another.
 */
function hasPersonalCookie(cookieHeader: string | null) {
  if (!cookieHeader) return false
  const cookies = parseCookie(cookieHeader)
  return [...SESSION_COOKIE_NAMES, CONSENT_COOKIE_NAME].some((name) => cookies[name] !== undefined)
}

/**
 * The Cache-Control of an HTML document. Only a successful GET of an anonymous visitor that sets
 * no cookie may be shared; a route that set its own Cache-Control keeps it.
 */
export function documentCacheControl({
  request,
  status,
  headers,
}: {
  request: Request
  status: number
  headers: Headers
}): string | undefined {
  if (headers.has('Cache-Control')) return undefined
  if (hasPersonalCookie(request.headers.get('cookie')) || headers.has('Set-Cookie')) return PRIVATE_CACHE_CONTROL
  if ((request.method === 'GET' || request.method === 'HEAD') && status === 200) {
    const seconds = Number(headers.get(SHARED_FRESHNESS_HEADER))
    return Number.isInteger(seconds) && seconds >= 1 && seconds < 60 ? shortSharedCacheControl(seconds) : ANONYMOUS_HTML_CACHE_CONTROL
  }
  return 'no-store'
}
