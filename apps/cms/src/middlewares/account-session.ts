import type { Core } from '@strapi/strapi'
import { ACCOUNT_MESSAGES } from '@talentstad/types'
import { findActiveSession, type ActiveSession } from '../lib/sessions'

/** What this middleware leaves in ctx.state for the account endpoints. */
export type AccountSessionState = { session: ActiveSession; jwtIssuedAtMs: number }

type Ctx = {
  path: string
  request: { header: Record<string, string | string[] | undefined> }
  state: Record<string, unknown>
  status: number
  body: unknown
}

/**
 * Every member JWT names a server-side session (`sid`). Before Strapi authenticates a request to
 * /api/* that carries a users-permissions JWT, this checks that its session is still open: a JWT
 * without `sid`, or whose session ended (logout, password change or reset, blocking, deletion) or
 * expired, or whose user is gone or blocked, gets 401 `session-ended`. Other bearer tokens (API
 * tokens, anything that is not a valid users-permissions JWT) pass through untouched; Strapi's own
 * authentication judges them.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = `${strapi.config.get<string>('api.rest.prefix', '/api')}/`
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    // Strapi's router matches paths case-insensitively (/API/me is /api/me): so must this check.
    if (!ctx.path.toLowerCase().startsWith(prefix.toLowerCase())) return next()
    const header = ctx.request.header.authorization
    const match = typeof header === 'string' ? /^bearer\s+(\S+)$/i.exec(header.trim()) : null
    if (!match) return next()
    let payload: { id?: unknown; sid?: unknown; iat?: unknown }
    try {
      payload = await strapi.plugin('users-permissions').service('jwt').verify(match[1])
    } catch {
      return next()
    }
    const session =
      typeof payload.sid === 'string' && typeof payload.id === 'number'
        ? await findActiveSession(strapi, payload.sid, payload.id)
        : undefined
    if (!session) {
      ctx.status = 401
      ctx.body = {
        data: null,
        error: { status: 401, name: 'UnauthorizedError', message: ACCOUNT_MESSAGES.sessionExpired, details: { code: 'session-ended' } },
      }
      return
    }
    const state: AccountSessionState = { session, jwtIssuedAtMs: typeof payload.iat === 'number' ? payload.iat * 1000 : 0 }
    ctx.state.account = state
    return next()
  }
}
