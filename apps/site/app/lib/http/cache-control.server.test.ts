import { describe, expect, it } from 'vitest'
import { ANONYMOUS_HTML_CACHE_CONTROL, documentCacheControl, SHARED_FRESHNESS_HEADER } from './cache-control.server'

const request = (init: RequestInit = {}) => new Request('http://site.test/oproepen', init)

describe('documentCacheControl', () => {
  it('lets shared caches keep anonymous 200 pages a minute', () => {
    expect(documentCacheControl({ request: request(), status: 200, headers: new Headers() })).toBe(ANONYMOUS_HTML_CACHE_CONTROL)
    expect(ANONYMOUS_HTML_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300')
  })

  it('never shares errors, posts, pages that set a cookie or pages of a logged-in visitor', () => {
    expect(documentCacheControl({ request: request(), status: 503, headers: new Headers() })).toBe('no-store')
    expect(documentCacheControl({ request: request(), status: 404, headers: new Headers() })).toBe('no-store')
    expect(documentCacheControl({ request: request({ method: 'POST' }), status: 200, headers: new Headers() })).toBe('no-store')
    expect(documentCacheControl({ request: request(), status: 200, headers: new Headers({ 'set-cookie': 'a=b' }) })).toBe(
      'private, no-store',
    )
    expect(
      documentCacheControl({
        request: request({ headers: { cookie: 'x=1; __Host-talentstad-session=abc' } }),
        status: 200,
        headers: new Headers(),
      }),
    ).toBe('private, no-store')
  })

  it("never shares a page rendered with a visitor's analytics choice (with or without the notice, the tag manager)", () => {
    for (const cookie of ['consent=analytics', 'x=1; consent=necessary']) {
      expect(documentCacheControl({ request: request({ headers: { cookie } }), status: 200, headers: new Headers() })).toBe(
        'private, no-store',
      )
    }
    // Only the page of a visitor who has not chosen yet (the one with the notice) is shared.
    expect(documentCacheControl({ request: request({ headers: { cookie: 'x=1' } }), status: 200, headers: new Headers() })).toBe(
      ANONYMOUS_HTML_CACHE_CONTROL,
    )
  })

  it('shares a page that says it changes often only that many seconds, and never a private one', () => {
    const short = new Headers({ [SHARED_FRESHNESS_HEADER]: '5' })
    expect(documentCacheControl({ request: request(), status: 200, headers: short })).toBe(
      'public, max-age=0, s-maxage=5, stale-while-revalidate=5',
    )
    expect(documentCacheControl({ request: request({ headers: { cookie: 'consent=analytics' } }), status: 200, headers: short })).toBe(
      'private, no-store',
    )
    for (const value of ['0', '60', '2.5', 'x']) {
      const odd = new Headers({ [SHARED_FRESHNESS_HEADER]: value })
      expect(documentCacheControl({ request: request(), status: 200, headers: odd }), value).toBe(ANONYMOUS_HTML_CACHE_CONTROL)
    }
  })

  it("keeps a route's own Cache-Control", () => {
    expect(documentCacheControl({ request: request(), status: 200, headers: new Headers({ 'cache-control': 'no-cache' }) })).toBeUndefined()
  })
})
