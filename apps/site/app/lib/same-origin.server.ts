import { getEnv } from './env.server'

/**
 * Site forms accept a POST only from our own pages: a browser names the page's origin in `Origin`
 * (and `Sec-Fetch-Site`) on every cross-site form submission, so a mismatch is a forged request.
 * Clients that send neither are not browsers and cannot ride on a visitor's cookies.
 */
export function isSameOriginRequest(request: Request, siteUrl = getEnv().SITE_URL): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false
  const origin = request.headers.get('origin')
  if (!origin) return true
  if (origin === 'null') return false
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin
}

/** Throws a 403 for a cross-site POST. */
export function assertSameOrigin(request: Request) {
  if (!isSameOriginRequest(request)) {
    throw new Response('Dit verzoek kwam niet van deze website en is geweigerd.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
}
