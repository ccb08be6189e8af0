import { createCookie } from 'react-router'
import { z } from 'zod'
import { getEnv } from '~/lib/env.server'
import { PATHS } from '~/lib/paths'

/**
 * After the activation link: the login page says the account is active and has the member's
 * address filled in. The address travels in a signed, HttpOnly cookie that only the login page
 * receives (path /inloggen), read once and cleared, never in the address bar. Only the browser that
 * opened the activation link holds it; the CMS gave the address back for that link alone, so nobody
 * learns from this whether an address has an account.
 */
const MAX_AGE_S = 10 * 60

function activatedCookie() {
  const env = getEnv()
  return createCookie('ts_activated', {
    path: PATHS.login,
    httpOnly: true,
    sameSite: 'lax',
    secure: env.SITE_URL.startsWith('https:'),
    secrets: env.SESSION_SECRET.split(',').map((secret) => secret.trim()),
    maxAge: MAX_AGE_S,
  })
}

/** The Set-Cookie header that carries the activated address to the login page. */
export async function rememberActivated(email: string): Promise<Headers> {
  return new Headers({ 'set-cookie': await activatedCookie().serialize(email) })
}

/** The activated address of this request (a valid signature and e-mail address), and the header that clears it. */
export async function takeActivated(request: Request): Promise<{ email: string | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get('cookie')
  if (!cookieHeader?.includes('ts_activated=')) return { email: null, headers: null }
  const cookie = activatedCookie()
  const parsed = z
    .email()
    .max(254)
    .safeParse(await cookie.parse(cookieHeader))
  return {
    email: parsed.success ? parsed.data : null,
    headers: new Headers({ 'set-cookie': await cookie.serialize('', { maxAge: 0, expires: new Date(0) }) }),
  }
}
