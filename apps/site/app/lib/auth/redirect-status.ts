import { redirect } from 'react-router'

/**
 * The redirect status codes of the auth flows (spec 9: 303, 307, 308; never 302):
 * - 303 See Other after a POST (post/redirect/get: the next request is a GET, the form is not sent again);
 * - 307 Temporary Redirect for a GET, which keeps its method, as NextAuth's middleware answers a
 *   page that needs a session (Next.js' redirect default);
 * - 308 Permanent Redirect for an address that moved for good (none in the auth flows today).
 */
export const REDIRECT_STATUS = { seeOther: 303, temporary: 307, permanent: 308 } as const
export type RedirectStatus = (typeof REDIRECT_STATUS)[keyof typeof REDIRECT_STATUS]

/** 307 for a GET or HEAD (the method is kept), 303 for everything else (the next request is a GET). */
export function redirectStatusFor(method: string): RedirectStatus {
  const upper = method.toUpperCase()
  return upper === 'GET' || upper === 'HEAD' ? REDIRECT_STATUS.temporary : REDIRECT_STATUS.seeOther
}

/** React Router's `redirect` with the status this request's method calls for. */
export function authRedirect(request: Request, url: string, init: { headers?: HeadersInit } = {}) {
  return redirect(url, { status: redirectStatusFor(request.method), headers: init.headers })
}
