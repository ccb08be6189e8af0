import { getAuthState, requireUser, type CurrentUser } from '~/lib/auth/auth.server'
import { aiRewriteConfig } from '~/lib/member-content/ai-rewrite/config.server'
import { rewriteErrors } from '~/lib/member-content/ai-rewrite/errors.server'
import { readRewriteRequest } from '~/lib/member-content/ai-rewrite/request.server'
import { rewriteResponse } from '~/lib/member-content/ai-rewrite/response.server'
import type { Route } from './+types/ai-rewrite'
import { currentAddressKey } from '~/lib/rate-limit.server'

/**
 * POST /api/ai-rewrite `{ title, body }` (JSON) → the rewrite, streamed as text/plain with a
 * trailer (protocol and status codes: lib/member-content/ai-rewrite/). Members only; 404 when no
 * endpoint is configured. The request guard (lib/http/request-guard.server.ts) is the one
 * cross-site check: /api/ai-rewrite is not among the paths that check their own origin, so a POST
 * from another site is a 403 there, and a body over 64 KB a 413, before this action runs. The
 * action also takes only application/json (415), which a form on another site cannot send.
 */

export function loader() {
  return aiRewriteConfig() ? rewriteErrors.methodNotAllowed() : rewriteErrors.notFound()
}

/** The member, or the 401/503 to answer (a JSON 401 instead of the sign-in redirect a page gets). */
async function member(request: Request): Promise<{ current: CurrentUser; setCookie: string[] } | Response> {
  try {
    const current = await requireUser(request)
    // requireUser asked the CMS once for this request; a re-issued session cookie is passed on.
    const { headers } = await getAuthState(request)
    return { current, setCookie: headers?.getSetCookie() ?? [] }
  } catch (error) {
    if (!(error instanceof Response)) throw error
    if (error.status >= 300 && error.status < 400) {
      const response = rewriteErrors.unauthorized()
      for (const cookie of error.headers.getSetCookie()) response.headers.append('set-cookie', cookie)
      return response
    }
    return rewriteErrors.unavailable()
  }
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== 'POST') return rewriteErrors.methodNotAllowed()
  const config = aiRewriteConfig()
  if (!config) return rewriteErrors.notFound()

  const auth = await member(request)
  if (auth instanceof Response) return auth

  const body = await readRewriteRequest(request)
  const requester = { member: auth.current.user.documentId, address: currentAddressKey() }
  const response = body.ok ? await rewriteResponse({ requester, input: body.input, config, signal: request.signal }) : body.response
  for (const cookie of auth.setCookie) response.headers.append('set-cookie', cookie)
  return response
}
