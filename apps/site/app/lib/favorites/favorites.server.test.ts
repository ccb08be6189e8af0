import { describe, expect, it } from 'vitest'
import {
  changedFavoritesCookie,
  clearFavoritesCookie,
  FAVORITES_COOKIE_MAX_IDS,
  favoritesForPage,
  readFavoritesCookie,
  serializeFavoritesCookie,
  toggledMirror,
} from './favorites.server'

const id = (n: number) => `item${String(n).padStart(20, '0')}`

/** What a browser sends back for a Set-Cookie: the name=value part. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!

describe('favorites cookie', () => {
  it('holds the list as a JSON array of id strings for 30 days on path /, HttpOnly and SameSite=Lax', () => {
    const setCookie = serializeFavoritesCookie([id(1), id(2)], { secure: false })
    const [pair, ...attributes] = setCookie.split('; ')
    expect(pair!.startsWith('favorites=')).toBe(true)
    expect(JSON.parse(decodeURIComponent(pair!.slice('favorites='.length)))).toEqual([id(1), id(2)])
    // A cookie value may not hold quotes or commas: they are percent-encoded.
    expect(pair).not.toMatch(/[",]/)
    expect(attributes).toEqual(['Max-Age=2592000', 'Path=/', 'HttpOnly', 'SameSite=Lax'])
    expect(serializeFavoritesCookie([], { secure: true })).toMatch(/; Secure$/)
  })

  it('reads back what it wrote, among other cookies', () => {
    const header = `ts_toast=abc; ${sentBack(serializeFavoritesCookie([id(3)], { secure: false }))}; other=1`
    expect(readFavoritesCookie(header)).toEqual([id(3)])
    expect(readFavoritesCookie(sentBack(serializeFavoritesCookie([], { secure: false })))).toEqual([])
  })

  it.each([
    ['no cookie header', null],
    ['no favorites cookie', 'other=1'],
    ['not JSON', 'favorites=%5Bnope'],
    ['not a list', `favorites=${encodeURIComponent('{"id":"x"}')}`],
    ['not ids', `favorites=${encodeURIComponent('["<script>"]')}`],
    ['a bad escape', 'favorites=%E0%A4%A'],
  ])('reads %s as no list', (_name, header) => {
    expect(readFavoritesCookie(header)).toBeNull()
  })

  it('keeps the newest ids when the list would not fit in a cookie', () => {
    const ids = Array.from({ length: FAVORITES_COOKIE_MAX_IDS + 50 }, (_, n) => id(n))
    const setCookie = serializeFavoritesCookie(ids, { secure: true })
    expect(readFavoritesCookie(sentBack(setCookie))).toEqual(ids.slice(0, FAVORITES_COOKIE_MAX_IDS))
    // Browsers drop a cookie over 4096 bytes (name, value and attributes).
    expect(setCookie.length).toBeLessThan(4096)
  })

  it('is set again only when the list differs from what the request carried (an older read never puts an old list back)', () => {
    const carrying = (ids: string[]) => `other=1; ${sentBack(serializeFavoritesCookie(ids, { secure: false }))}`
    expect(changedFavoritesCookie(carrying([id(1), id(2)]), [id(1), id(2)])).toBeNull()
    expect(changedFavoritesCookie(carrying([]), [])).toBeNull()
    expect(readFavoritesCookie(sentBack(changedFavoritesCookie(carrying([id(2)]), [id(1), id(2)])!))).toEqual([id(1), id(2)])
    expect(readFavoritesCookie(sentBack(changedFavoritesCookie(carrying([id(2), id(1)]), [id(1), id(2)])!))).toEqual([id(1), id(2)])
    // No cookie, or one that is not a list: the mirror is written.
    expect(readFavoritesCookie(sentBack(changedFavoritesCookie('other=1', [])!))).toEqual([])
    expect(changedFavoritesCookie('favorites=%5Bnope', [])).not.toBeNull()
    // A list longer than the cookie holds is the same when its newest ids are.
    const many = Array.from({ length: FAVORITES_COOKIE_MAX_IDS + 5 }, (_, n) => id(n))
    expect(changedFavoritesCookie(sentBack(serializeFavoritesCookie(many, { secure: false })), many)).toBeNull()
  })

  it('after a toggle, is the request’s mirror with the change (newest first), or null when it must be read', () => {
    const cookie = sentBack(serializeFavoritesCookie([id(2), id(1)], { secure: false }))
    expect(toggledMirror(cookie, id(3), true)).toEqual([id(3), id(2), id(1)])
    expect(toggledMirror(cookie, id(1), true)).toEqual([id(2), id(1)])
    expect(toggledMirror(cookie, id(2), false)).toEqual([id(1)])
    expect(toggledMirror(cookie, id(9), false)).toEqual([id(2), id(1)])
    // No mirror, a broken one, or a full one (older ids may be missing from it): read from the CMS.
    expect(toggledMirror(null, id(3), true)).toBeNull()
    expect(toggledMirror('favorites=%7Bnot-a-list', id(3), true)).toBeNull()
    const full = sentBack(
      serializeFavoritesCookie(
        Array.from({ length: FAVORITES_COOKIE_MAX_IDS }, (_, n) => id(n)),
        { secure: false },
      ),
    )
    expect(toggledMirror(full, id(0), false)).toBeNull()
  })

  it('expires the cookie when cleared', () => {
    expect(clearFavoritesCookie({ secure: false })).toBe('favorites=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
  })
})

describe('favorites for a visitor', () => {
  it('sets no cookie, so the page stays cacheable', async () => {
    expect(await favoritesForPage(new Request('http://localhost/', { headers: { cookie: 'other=1' } }), null)).toEqual({
      favorites: null,
      headers: null,
    })
  })

  it('clears the favorites cookie left behind by an ended session', async () => {
    const request = new Request('http://localhost/', {
      headers: { cookie: sentBack(serializeFavoritesCookie([id(1)], { secure: false })) },
    })
    const { favorites, headers } = await favoritesForPage(request, null)
    expect(favorites).toBeNull()
    expect(headers?.get('set-cookie')).toMatch(/^favorites=; Max-Age=0; Path=\//)
  })
})
