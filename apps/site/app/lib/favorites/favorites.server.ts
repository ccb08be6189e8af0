import { parse as parseCookie } from 'cookie'
import { DocumentIdSchema, FAVORITES_COOKIE, ME_API, type FavoriteDto, type FavoriteToggleInput, ME_WRITE_REACH } from '@talentstad/types'
import { memberAsk, memberWrite, type AccountResult } from '~/lib/cms/member-api.server'
import type { CurrentUser } from '~/lib/auth/auth.server'
import { getEnv } from '~/lib/env.server'
import { oncePerRequest } from '../http/once-per-request.server'

/**
 * The member's bookmarks (spec 3, 4 and 7): the list lives in the CMS (GET/PUT /api/me/favorites);
 * the site mirrors it in the `favorites` cookie (a JSON array of id strings, 30 days, path /) and
 * gives it to the bookmark buttons through the root loader. The cookie is only ever set for a
 * member, so anonymous pages stay cacheable.
 */

/**
 * A cookie holds about 4 KB; a percent-encoded id takes 33 bytes. The cookie keeps the newest ids
 * (the CMS lists newest first); the list in the CMS and in the page data is always complete.
 */
export const FAVORITES_COOKIE_MAX_IDS = 100

const MAX_AGE_S = FAVORITES_COOKIE.maxAgeDays * 24 * 60 * 60

type CookieOptions = { secure: boolean }

const secureFromEnv = (): CookieOptions => ({ secure: getEnv().SITE_URL.startsWith('https:') })

function cookieAttributes(maxAge: number, { secure }: CookieOptions) {
  return `Max-Age=${maxAge}; Path=${FAVORITES_COOKIE.path}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Set-Cookie for the list (JSON, percent-encoded: a cookie value may not hold `"` or `,`). */
export function serializeFavoritesCookie(ids: readonly string[], options: CookieOptions = secureFromEnv()) {
  const value = encodeURIComponent(JSON.stringify(ids.slice(0, FAVORITES_COOKIE_MAX_IDS)))
  return `${FAVORITES_COOKIE.name}=${value}; ${cookieAttributes(MAX_AGE_S, options)}`
}

/**
 * The mirror after a toggle the CMS accepted, from the mirror the request carried: no second read of
 * the list. Null when the request carried none, or a full one (it may lack older ids that a removal
 * would bring into view): then the list is read from the CMS.
 */
export function toggledMirror(cookieHeader: string | null, id: string, isFavorited: boolean): string[] | null {
  const mirrored = readFavoritesCookie(cookieHeader)
  if (mirrored === null || mirrored.length >= FAVORITES_COOKIE_MAX_IDS) return null
  const others = mirrored.filter((candidate) => candidate !== id)
  // Newest first, as the CMS lists them; one already saved keeps its place.
  if (!isFavorited) return others
  return mirrored.includes(id) ? mirrored : [id, ...others]
}

export function clearFavoritesCookie(options: CookieOptions = secureFromEnv()) {
  return `${FAVORITES_COOKIE.name}=; ${cookieAttributes(0, options)}`
}

/** The ids in the request's favorites cookie; null when there is none or it is not a list of ids. */
export function readFavoritesCookie(cookieHeader: string | null): string[] | null {
  const value = cookieHeader ? parseCookie(cookieHeader)[FAVORITES_COOKIE.name] : undefined
  if (value === undefined) return null
  try {
    const parsed = DocumentIdSchema.array().safeParse(JSON.parse(value))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The member's favorites from the CMS, newest first (one call, not cached). */
export async function fetchFavorites(current: CurrentUser, signal?: AbortSignal): Promise<AccountResult<string[]>> {
  const result = await memberAsk<{ data: FavoriteDto[] }>({ jwt: current.jwt, signal }, ME_API.favorites)
  return result.ok ? { ok: true, data: result.data.data.map((favorite) => String(favorite.id)) } : result
}

/** Bookmarks an item or takes the bookmark off: 400 `validation` or `unknown-item`, 401 without a session. */
export const toggleFavorite = (current: CurrentUser, input: FavoriteToggleInput, signal: AbortSignal) =>
  memberWrite<{ data: { id: string; isFavorited: boolean } }>({ jwt: current.jwt, signal }, ME_API.favorites, 'PUT', input, {
    reach: ME_WRITE_REACH.favorites,
  })

const perRequest = new WeakMap<object, Promise<AccountResult<string[]>>>()

/** fetchFavorites, asked once per HTTP request however many loaders want it (root, saved items, the dashboard). */
export function getFavorites(request: Request, current: CurrentUser) {
  return oncePerRequest(perRequest, request, () => fetchFavorites(current, request.signal))
}

/**
 * What the root loader gives the bookmark buttons: for a member their list, with the Set-Cookie
 * that refreshes the mirror when it changed; for a visitor nothing (and a left-over cookie of an ended session is
 * cleared). If the CMS cannot give the list, the cookie's copy stands in and stays as it is.
 */
export async function favoritesForPage(
  request: Request,
  current: CurrentUser | null,
): Promise<{ favorites: string[] | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get('cookie')
  if (!current) {
    const stale = cookieHeader ? parseCookie(cookieHeader)[FAVORITES_COOKIE.name] !== undefined : false
    return { favorites: null, headers: stale ? new Headers({ 'set-cookie': clearFavoritesCookie() }) : null }
  }
  const result = await getFavorites(request, current)
  if (!result.ok) {
    console.error(`Favorites could not be loaded (CMS ${result.status} ${result.code})`)
    return { favorites: readFavoritesCookie(cookieHeader) ?? [], headers: null }
  }
  const setCookie = changedFavoritesCookie(cookieHeader, result.data)
  return { favorites: result.data, headers: setCookie ? new Headers({ 'set-cookie': setCookie }) : null }
}

/**
 * Set-Cookie for the mirror only when it would change what the request carried. A page's data
 * read before a bookmark was toggled (a link prefetched while the click was in flight) carries the
 * old list and reads the old list: it leaves the cookie alone instead of putting the old list back
 * over the one the toggle set.
 */
export function changedFavoritesCookie(cookieHeader: string | null, ids: readonly string[]): string | null {
  const carried = readFavoritesCookie(cookieHeader)
  const kept = ids.slice(0, FAVORITES_COOKIE_MAX_IDS)
  const same = carried !== null && carried.length === kept.length && carried.every((one, index) => one === kept[index])
  return same ? null : serializeFavoritesCookie(ids)
}
