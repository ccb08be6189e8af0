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
 * The one cross-site check, run by the request guard in front of the router
 * (lib/http/request-guard.server.ts) for every POST. A POST from this site: its Origin is the
 * site's (SITE_URL, or the address the request came in on). Without an Origin header (old browsers, scripts) the Fetch Metadata header decides; a
 * browser that says cross-site is refused. An opaque origin ('null') is refused.
 */
export function isSameOriginPost({ origin, secFetchSite, requestOrigin }: PostOrigin, siteUrl: string): boolean {
  if (!origin) return secFetchSite !== 'cross-site'
  if (origin === 'null') return false
  return origin === new URL(siteUrl).origin || origin === requestOrigin
}
