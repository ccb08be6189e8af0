import { ACCOUNT_API, AUTH_BASE_PATH, type AccountSession, type AccountUser, ACCOUNT_WRITE_REACH } from '@talentstad/types'
import { getEnv } from '../env.server'
import { oncePerRequest } from '../http/once-per-request.server'
import { PATHS } from '../paths'
import { abortable, memberCache } from '../cms/member-cache.server'
import { memberAsk, memberWrite } from '../cms/member-api.server'
import { authRedirect } from './redirect-status'
import { commitAuthSession, destroyAuthSession, readAuthSession, type AuthSession } from './session.server'

export type CurrentUser = { user: AccountUser; jwt: string; sid: string; expiresAt: string }

export type AuthState = {
  current: CurrentUser | null
  /** Set-Cookie to send with the response (a re-issued JWT, or the end of a session). */
  headers: Headers | null
  session: AuthSession
}

/**
 * Per HTTP request: React Router hands the middleware, the root loader and the page's loader
 * request objects of their own, so the request's context (server/request-context.js) is the key
 * where there is one.
 */
const states = new WeakMap<object, Promise<AuthState>>()

async function loadAuthState(request: Request): Promise<AuthState> {
  const session = await readAuthSession(request)
  const jwt = session.get('jwt')
  if (!jwt) return { current: null, headers: null, session }
  // As the CMS said within MEMBER_CACHE_MS on this instance, or asked now (once for every request
  // of this token that waits for it; each still gives up with its own browser).
  const answer = await abortable(memberCache().session(jwt, checkSession(jwt)), request.signal)
  if (!answer) {
    // The CMS ended this session (logout elsewhere, new password, blocked, deleted): forget it.
    return { current: null, headers: new Headers({ 'set-cookie': await destroyAuthSession(session) }), session }
  }
  const { user, sid, expiresAt } = answer
  let headers: Headers | null = null
  if (answer.jwt && answer.jwt !== jwt) {
    session.set('jwt', answer.jwt)
    headers = new Headers({ 'set-cookie': await commitAuthSession(session) })
  }
  return { current: { user, sid, expiresAt, jwt: answer.jwt ?? jwt }, headers, session }
}

/** Asks the CMS about the session: its answer, undefined when it ended, AuthUnavailableError when the CMS cannot say. */
function checkSession(jwt: string) {
  return async () => {
    const result = await memberAsk<AccountSession>({ jwt, signal: undefined }, ACCOUNT_API.session)
    if (result.ok) return result.data
    if (result.status === 401) return undefined
    // The CMS is unreachable: not the visitor's fault, and no reason to log them out.
    throw new AuthUnavailableError()
  }
}

export class AuthUnavailableError extends Error {
  override name = 'AuthUnavailableError'
}

/** The logged-in user of this request (asked of the CMS once per request), or null. */
export function getAuthState(request: Request): Promise<AuthState> {
  return oncePerRequest(states, request, () => loadAuthState(request))
}

/** The address that brings a visitor who must log in back to where they were (spec 2.5). */
export function signInRedirectUrl(request: Request) {
  const url = new URL(request.url)
  const current = new URL(`${url.pathname}${url.search}`, getEnv().SITE_URL).href
  const params = new URLSearchParams({ error: 'SessionRequired', callbackUrl: current })
  return `${AUTH_BASE_PATH}/signin?${params}`
}

/**
 * For pages that need a session: the current user, or a redirect to
 * /api/auth/signin?error=SessionRequired&callbackUrl=<this page> (307 for a page, 303 after a
 * form's POST). A CMS outage is a 503 page.
 */
export async function requireUser(request: Request): Promise<CurrentUser> {
  let state: AuthState
  try {
    state = await getAuthState(request)
  } catch (error) {
    if (error instanceof AuthUnavailableError) throw new Response(null, { status: 503 })
    throw error
  }
  if (!state.current) throw authRedirect(request, signInRedirectUrl(request), { headers: state.headers ?? undefined })
  return state.current
}

/** For pages only a visitor without a session should see (login, register): send members on. */
export async function redirectIfLoggedIn(request: Request, to: string = PATHS.profile) {
  const session = await readAuthSession(request)
  if (session.has('jwt')) {
    try {
      const state = await getAuthState(request)
      if (state.current) throw authRedirect(request, to)
    } catch (error) {
      if (error instanceof Response) throw error
      // CMS down or session ended: show the page.
    }
  }
}

/** Ends the session in the CMS and returns the Set-Cookie that clears it in the browser. */
export async function endSiteSession(request: Request) {
  const session = await readAuthSession(request)
  const jwt = session.get('jwt')
  if (jwt) {
    // A CMS that is down cannot stop a logout in the browser; the CMS session then simply expires.
    await memberWrite({ jwt, signal: request.signal }, ACCOUNT_API.logout, 'POST', undefined, { reach: ACCOUNT_WRITE_REACH.logout })
  }
  return destroyAuthSession(session)
}
