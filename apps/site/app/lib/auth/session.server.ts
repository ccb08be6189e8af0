import { ACCOUNT_LIMITS } from '@talentstad/types'
import { parse as parseCookies } from 'cookie'
import { createCookieSessionStorage, type Session, type SessionStorage } from 'react-router'
import { SESSION_COOKIE_NAMES } from '~/lib/http/cache-control.server'
import { getEnv } from '../env.server'

/**
 * The site's own cookie session: HttpOnly, SameSite=Lax, signed with SESSION_SECRET, and on https
 * Secure with the `__Host-` prefix. It holds what the site needs to call the CMS as the user: the
 * JWT the CMS issued after the e-mailed code, which names a server-side session (`sid`) in the CMS.
 * Ending that CMS session (logout, password change or reset, blocking, account deletion) ends this
 * one at the next request, whatever the cookie says.
 *
 * Between password and code it holds only the pending login challenge, never a JWT.
 */
export type PendingLogin = { challenge: string; email: string; callbackUrl: string }

export type AuthSessionData = {
  jwt: string
  sid: string
  pending: PendingLogin
}

export type AuthSession = Session<AuthSessionData>

/** Pending logins expire with their code. */
export const PENDING_LOGIN_MAX_AGE_S = Math.round(ACCOUNT_LIMITS.codeTtlMs / 1000)
export const SESSION_MAX_AGE_S = Math.round(ACCOUNT_LIMITS.sessionTtlMs / 1000)

let storage: SessionStorage<AuthSessionData> | undefined

export function sessionCookieName(siteUrl = getEnv().SITE_URL) {
  return siteUrl.startsWith('https:') ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1]
}

export function getAuthSessionStorage() {
  if (!storage) {
    const env = getEnv()
    const secure = env.SITE_URL.startsWith('https:')
    storage = createCookieSessionStorage<AuthSessionData>({
      cookie: {
        name: sessionCookieName(env.SITE_URL),
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        secrets: env.SESSION_SECRET.split(',').map((secret) => secret.trim()),
      },
    })
  }
  return storage
}

export function readAuthSession(request: Request) {
  return getAuthSessionStorage().getSession(request.headers.get('cookie'))
}

/** Set-Cookie for a logged-in session; every commit slides the 30-day expiry. */
export function commitAuthSession(session: AuthSession) {
  const maxAge = session.has('jwt') ? SESSION_MAX_AGE_S : PENDING_LOGIN_MAX_AGE_S
  return getAuthSessionStorage().commitSession(session, { maxAge })
}

export function destroyAuthSession(session: AuthSession) {
  return getAuthSessionStorage().destroySession(session)
}

/**
 * A fresh cookie session with only the given data: a login never reuses what the browser had (no
 * fixation), and an abandoned pending login cannot leak into the new session.
 */
export async function newAuthSession(data: Partial<AuthSessionData>) {
  const session = await getAuthSessionStorage().getSession()
  for (const [key, value] of Object.entries(data)) {
    if (value !== undefined) session.set(key as keyof AuthSessionData, value as never)
  }
  return session
}

/** The CMS token in the request's session cookie, if any (the cookie's signature checked). */
export async function sessionTokenOf(cookie: string): Promise<string | undefined> {
  const names = Object.keys(parseCookies(cookie))
  if (!SESSION_COOKIE_NAMES.some((name) => names.includes(name))) return undefined
  const session = await getAuthSessionStorage().getSession(cookie)
  return session.get('jwt') || undefined
}
