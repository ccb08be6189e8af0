import type { Core } from '@strapi/strapi'
import type { AccountSessionState, SessionsService } from '../api/account/services/sessions'
import { accountErrors } from '../api/account/utils/errors'
import { withRequestMember } from '../lib/request-member'

type Ctx = {
  path: string
  request: { header: Record<string, string | string[] | undefined> }
  state: Record<string, unknown>
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
        ? await (strapi.service('api::account.sessions') as SessionsService).findActive(payload.sid, payload.id)
        : undefined
    // Answered by Strapi's errors middleware, which runs before this one (config/middlewares.ts).
    if (!session) throw accountErrors.sessionEnded()
    const state: AccountSessionState = { session, jwtIssuedAtMs: typeof payload.iat === 'number' ? payload.iat * 1000 : 0 }
    ctx.state.account = state
    // users-permissions' authentication, next, takes the member from here (src/lib/request-member.ts).
    return withRequestMember(session.user, next)
  }
}
