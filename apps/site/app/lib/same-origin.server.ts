import { getEnv } from './env.server'

/** What a cross-site form POST gets (403). */
export const CROSS_SITE_MESSAGE = 'Dit formulier kan alleen via deze website worden verstuurd.'

export type PostOrigin = {
  /** The Origin header, if any. */
  origin: string | null | undefined
  /** The Sec-Fetch-Site header (Fetch Metadata), if any. */
  secFetchSite: string | null | undefined
  /** The origin the request came in on (scheme and host). */
  requestOrigin: string
}

/**
 * A form POST from this site: its Origin is the site's (SITE_URL, or the address the request came
 * in on). Without an Origin header (old browsers, scripts) the Fetch Metadata header decides; a
 * browser that says cross-site is refused. An opaque origin ('null') is refused.
 */
export function isSameOriginPost({ origin, secFetchSite, requestOrigin }: PostOrigin, siteUrl: string): boolean {
  if (!origin) return secFetchSite !== 'cross-site'
  if (origin === 'null') return false
  return origin === new URL(siteUrl).origin || origin === requestOrigin
}

/** For an action: throws a 403 when the POST came from another site. */
export function assertSameOrigin(request: Request, siteUrl = getEnv().SITE_URL) {
  const post = {
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
    requestOrigin: new URL(request.url).origin,
  }
  if (!isSameOriginPost(post, siteUrl)) {
    throw new Response(CROSS_SITE_MESSAGE, { status: 403, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
  }
}
