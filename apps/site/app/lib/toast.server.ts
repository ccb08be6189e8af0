import { createCookieSessionStorage, type SessionStorage } from 'react-router'
import { getEnv } from './env.server'
import { combineHeaders } from '~/lib/http/headers'
import { safeRedirect } from './http/redirect.server'
import { ToastSchema, type Toast, type ToastInput } from './toast'

/**
 * A toast survives exactly one redirect: an action stores it in a signed cookie, the next page
 * load reads it, shows it and clears the cookie.
 */
export const TOAST_KEY = 'toast' as const
export const TOAST_COOKIE_NAME = 'ts_toast'

type ToastFlash = { [TOAST_KEY]: Toast }

let storage: SessionStorage<Record<string, never>, ToastFlash> | undefined

export function getToastSessionStorage() {
  if (!storage) {
    const env = getEnv()
    storage = createCookieSessionStorage<Record<string, never>, ToastFlash>({
      cookie: {
        name: TOAST_COOKIE_NAME,
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: env.SITE_URL.startsWith('https:'),
        secrets: env.SESSION_SECRET.split(',').map((secret) => secret.trim()),
      },
    })
  }
  return storage
}

/** The Set-Cookie header that carries a toast to the next page. */
export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const toastStorage = getToastSessionStorage()
  const session = await toastStorage.getSession()
  session.flash(TOAST_KEY, ToastSchema.parse(input))
  return new Headers({ 'set-cookie': await toastStorage.commitSession(session) })
}

/** A redirect that carries a toast; the target goes through the one redirect check (on-site only). */
export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return safeRedirect(url, {
    ...init,
    headers: combineHeaders(init?.headers, await createToastHeaders(toast)),
  })
}

/** Reads the toast of this request, if any, and the header that clears it. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const toastStorage = getToastSessionStorage()
  const session = await toastStorage.getSession(request.headers.get('cookie'))
  const result = ToastSchema.safeParse(session.get(TOAST_KEY))
  const toast = result.success ? result.data : null
  return {
    toast,
    headers: toast ? new Headers({ 'set-cookie': await toastStorage.destroySession(session) }) : null,
  }
}
