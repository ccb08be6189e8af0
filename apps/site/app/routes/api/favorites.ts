import { FavoriteToggleSchema, MESSAGES, PROFILE_MESSAGES, type FavoriteDto } from '@talentstad/types'
import { AuthUnavailableError, getAuthState, type CurrentUser } from '~/lib/auth/auth.server'
import { favoritesForPage, fetchFavorites, serializeFavoritesCookie, toggledMirror, toggleFavorite } from '~/lib/favorites/favorites.server'
import { combineHeaders } from '~/lib/http/headers'
import { readCappedBody } from '~/lib/http/read-body.server'
import { mediaTypeOf } from '~/lib/http/request-limits'
import type { Route } from './+types/favorites'

/**
 * The member's bookmarks for the browser (spec 7):
 * - GET: `[{ id }]`, the content items' ids as strings, newest first.
 * - POST `{ contentItem, isFavorited }` as JSON: sets that state (idempotent) and answers
 *   `{ id, isFavorited }`; 400 for a malformed body or an unknown item.
 * Both answer 401 without a session and refresh the favorites cookie. The request guard in front
 * of the router refuses a cross-site POST (403), other methods (405) and a body over 64 KB (413);
 * the POST takes only `Content-Type: application/json` (415), which a form on another site cannot
 * send, and at most MAX_BODY_BYTES of it.
 */

const MAX_BODY_BYTES = 1024
const NO_STORE = { 'Cache-Control': 'private, no-store' }

type ErrorCode = 'unauthorized' | 'validation' | 'unknown-item' | 'unsupported-media-type' | 'unavailable' | 'method-not-allowed'

function errorResponse(status: number, code: ErrorCode, message: string, headers?: HeadersInit | null) {
  return Response.json({ error: { status, code, message } }, { status, headers: combineHeaders(NO_STORE, headers) })
}

const unavailable = () => errorResponse(503, 'unavailable', MESSAGES.general)

/**
 * The member of this request with the Set-Cookie of a re-issued session (to pass on), or the
 * response to give instead (401, or 503 when the CMS is down).
 */
async function member(request: Request): Promise<{ current: CurrentUser; headers: Headers | null } | Response> {
  try {
    const auth = await getAuthState(request)
    if (auth.current) return { current: auth.current, headers: auth.headers }
    // A left-over favorites cookie of an ended session is cleared.
    const { headers } = await favoritesForPage(request, null)
    return errorResponse(401, 'unauthorized', MESSAGES.bookmarkNeedsLogin, combineHeaders(auth.headers, headers))
  } catch (error) {
    if (error instanceof AuthUnavailableError) return unavailable()
    throw error
  }
}

/** The body as JSON; a 415 when it is not sent as application/json, a 400 when it is too long or not JSON. */
async function readJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (mediaTypeOf(request.headers.get('content-type')) !== 'application/json') {
    return { ok: false, response: errorResponse(415, 'unsupported-media-type', PROFILE_MESSAGES.invalid) }
  }
  const invalid = { ok: false as const, response: errorResponse(400, 'validation', PROFILE_MESSAGES.invalid) }
  const bytes = await readCappedBody(request, MAX_BODY_BYTES)
  if (!bytes || bytes.length === 0) return invalid
  try {
    return { ok: true, value: JSON.parse(bytes.toString('utf8')) }
  } catch {
    return invalid
  }
}

/** Passes on the Set-Cookie of a session the CMS re-issued while answering this request. */
function withSession(response: Response, sessionHeaders: Headers | null) {
  for (const cookie of sessionHeaders?.getSetCookie() ?? []) response.headers.append('set-cookie', cookie)
  return response
}

export async function loader({ request }: Route.LoaderArgs) {
  const auth = await member(request)
  if (auth instanceof Response) return auth
  const result = await fetchFavorites(auth.current, request.signal)
  if (!result.ok) return result.status === 401 ? errorResponse(401, 'unauthorized', MESSAGES.bookmarkNeedsLogin) : unavailable()
  const list: FavoriteDto[] = result.data.map((id) => ({ id }))
  return withSession(
    Response.json(list, { headers: combineHeaders(NO_STORE, { 'set-cookie': serializeFavoritesCookie(result.data) }) }),
    auth.headers,
  )
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') {
    return errorResponse(405, 'method-not-allowed', MESSAGES.general, { Allow: 'GET, POST' })
  }
  const auth = await member(request)
  if (auth instanceof Response) return auth
  return withSession(await toggle(request, auth.current), auth.headers)
}

async function toggle(request: Request, current: CurrentUser): Promise<Response> {
  const body = await readJson(request)
  if (!body.ok) return body.response
  const parsed = FavoriteToggleSchema.safeParse(body.value)
  if (!parsed.success) return errorResponse(400, 'validation', PROFILE_MESSAGES.invalid)

  const result = await toggleFavorite(current, parsed.data, request.signal)
  if (!result.ok) {
    // The /api/me codes (MeErrorCode) travel in the account client's failure as they came.
    const code: string = result.code
    if (result.status === 400) return errorResponse(400, code === 'unknown-item' ? 'unknown-item' : 'validation', result.message)
    if (result.status === 401) return errorResponse(401, 'unauthorized', MESSAGES.bookmarkNeedsLogin)
    return unavailable()
  }

  // The cookie mirrors the list as the CMS now has it: the request's mirror with this change, or read
  // when there is none to change; if that read fails, the next page load refreshes it.
  const { contentItem, isFavorited } = parsed.data
  const toggled = toggledMirror(request.headers.get('cookie'), contentItem, isFavorited)
  const list = toggled ? { ok: true as const, data: toggled } : await fetchFavorites(current, request.signal)
  const headers = combineHeaders(NO_STORE, list.ok ? { 'set-cookie': serializeFavoritesCookie(list.data) } : null)
  return Response.json({ id: parsed.data.contentItem, isFavorited: parsed.data.isFavorited }, { headers })
}
