import { redirect } from 'react-router'
import { getEnv } from '../env.server'
import { safeRedirectPath } from './safe-redirect'

/** Spec 9's redirect codes: 303 after a form (and for a plain hop to another page), never 302. */
export const SEE_OTHER = 303

/**
 * The site's one `redirect`: the Location sent is always a path on this site (see
 * safe-redirect.ts), else `fallback`; the status is 303 unless the caller names another of the
 * spec's codes (the auth flows use lib/auth/redirect-status.ts for 307 on a GET).
 */
export function safeRedirect(target: unknown, init?: number | ResponseInit, fallback = '/') {
  const options = typeof init === 'number' ? { status: init } : { ...init, status: init?.status ?? SEE_OTHER }
  return redirect(safeRedirectPath(target, getEnv().SITE_URL, fallback), options)
}
