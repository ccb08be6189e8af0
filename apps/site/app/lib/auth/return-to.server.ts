import { createCookie } from 'react-router'
import { getEnv } from '~/lib/env.server'
import { safeCallbackPath } from './callback-url'

/**
 * Where a visitor who registers from a page that needs an account (an invitation link) goes once
 * the account exists: registration stores the page in a signed cookie, the activation link (opened
 * in the same browser) sends the visitor to the login page with that page as its callbackUrl, and
 * the cookie is cleared. Only paths on this site are kept; a week is long enough to activate.
 */
const MAX_AGE_S = 7 * 24 * 60 * 60

function returnToCookie() {
  const env = getEnv()
  return createCookie('ts_return_to', {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SITE_URL.startsWith('https:'),
    secrets: env.SESSION_SECRET.split(',').map((secret) => secret.trim()),
    maxAge: MAX_AGE_S,
  })
}

/** The page asked for in `?callbackUrl=` when it is on this site and not the home page; else null. */
export function requestedReturnTo(request: Request): string | null {
  return sitePath(new URL(request.url).searchParams.get('callbackUrl'))
}

function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null
  const path = safeCallbackPath(value, getEnv().SITE_URL, '/')
  return path === '/' ? null : path
}

/** The Set-Cookie header that remembers `path` for after the activation. */
export async function rememberReturnTo(path: string): Promise<Headers> {
  return new Headers({ 'set-cookie': await returnToCookie().serialize(path) })
}

/** The remembered page (if any) and the header that forgets it. */
export async function takeReturnTo(request: Request): Promise<{ path: string | null; headers: Headers | null }> {
  const cookie = returnToCookie()
  const stored: unknown = await cookie.parse(request.headers.get('cookie'))
  if (typeof stored !== 'string') return { path: null, headers: null }
  return { path: sitePath(stored), headers: new Headers({ 'set-cookie': await cookie.serialize('', { maxAge: 0 }) }) }
}
