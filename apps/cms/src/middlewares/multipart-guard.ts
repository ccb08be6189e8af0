import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { UPLOAD_MESSAGES } from '@talentstad/types'
import { HttpStatusError, RetryLaterError } from '../lib/http-errors'
import { clientWentAway } from '../lib/koa-errors'
import { multipartRouteFor, multipartRoutes, type MultipartRoute } from '../lib/multipart-routes'
import { uploadSizeLimit } from '../lib/upload-size'

type Ctx = {
  method: string
  path: string
  is(type: string): string | false | null
  get(name: string): string
  set(name: string, value: string): void
  request: { ip: string }
  req: { readableAborted?: boolean; destroyed?: boolean }
  state: Record<string, unknown>
}

/** Set on ctx.state for the route that takes the body: src/middlewares/incoming-files.ts counts its files. */
export const MULTIPART_ROUTE = 'multipartRoute'
/** Set by src/middlewares/incoming-files.ts once the parser has read the body: errors after it are not the parser's. */
export const BODY_PARSED = 'multipartBodyParsed'
/** At most this many multipart bodies of one client address are read at once (by this instance). */
export const MULTIPART_PER_CLIENT = 4

type SessionManager = (origin: 'admin') => {
  validateAccessToken(token: string): { isValid: boolean; payload: { sessionId: string } }
  isSessionActive(sessionId: string): Promise<boolean>
}

/** Whether the request carries a valid login for the route, checked before anything of the body is read. */
async function loggedIn(strapi: Core.Strapi, ctx: Ctx, route: MultipartRoute): Promise<boolean> {
  // A member's JWT with an open session: src/middlewares/account-session.ts (before this one) found it.
  if (route.login === 'member') return ctx.state.account !== undefined
  // The admin panel's access token, as its own strategy checks it (a signature and an open session).
  const token = /^Bearer\s+(\S+)$/i.exec(ctx.get('authorization').trim())?.[1]
  const manager = (strapi as unknown as { sessionManager?: SessionManager }).sessionManager
  if (!token || !manager) return false
  const result = manager('admin').validateAccessToken(token)
  return result.isValid && (await manager('admin').isSessionActive(result.payload.sessionId))
}

/**
 * A client that went away while its body was read (formidable's 'Request aborted', a reset
 * connection), or a body that does not parse (cut off, malformed): the client's doing, answered
 * 400 (a gone client never reads it) and never reported as a fault.
 */
function clientsFault(error: unknown, ctx: Ctx): boolean {
  if (ctx.req.readableAborted || ctx.req.destroyed || clientWentAway(error)) return true
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown }
  // FormidableError: a numeric code of formidable's and the HTTP status it means (1002: aborted).
  return error instanceof Error && typeof code === 'number' && typeof httpCode === 'number' && (httpCode < 500 || code === 1002)
}

/**
 * Before Strapi's body parser (config/middlewares.ts): a multipart body reaches the parser, which
 * writes its files to the temporary folder before any route, authentication or policy runs, only
 *
 * - on a route that takes files (src/lib/multipart-routes.ts), else 415 `Hier kun je geen bestanden meesturen.`;
 * - with a valid login for that route (a member's JWT with an open session, or the admin panel's
 *   access token with an open session), else 401;
 * - with a Content-Length (no chunked upload of unknown size), else 411;
 * - within the route's size, else 413;
 * - while the same client address has fewer than MULTIPART_PER_CLIENT bodies being read, else 429.
 *
 * Each refusal is made before a byte of the body is read, and closes the connection, so the rest of
 * the body is not waited for. A body that does not parse (cut off, malformed) or a client that went
 * away while it was read is a 400 with a Dutch message instead of a 500; the parser has removed
 * what it wrote of it. What a parsed body left on disk is removed after the answer by
 * src/middlewares/incoming-files.ts, whatever the field name, route or status.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const routes = multipartRoutes(uploadSizeLimit())
  const reading = new Map<string, number>()
  const refuse = (ctx: Ctx, error: Error) => {
    ctx.set('Connection', 'close')
    return error
  }
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    if (!ctx.is('multipart')) return next()
    const route = multipartRouteFor(routes, ctx.method, ctx.path)
    if (!route) {
      throw refuse(
        ctx,
        new HttpStatusError(415, 'UnsupportedMediaTypeError', UPLOAD_MESSAGES.notAccepted, { code: 'multipart-not-accepted' }),
      )
    }
    if (!(await loggedIn(strapi, ctx, route))) throw refuse(ctx, new errors.UnauthorizedError('Missing or invalid credentials'))
    const announced = ctx.get('content-length')
    if (!/^\d+$/.test(announced)) {
      throw refuse(ctx, new HttpStatusError(411, 'LengthRequiredError', UPLOAD_MESSAGES.malformed, { code: 'length-required' }))
    }
    if (Number(announced) > route.maxBytes) {
      throw refuse(ctx, new errors.PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, { code: 'upload', maxBytes: route.maxBytes }))
    }
    const client = ctx.request.ip
    const busy = reading.get(client) ?? 0
    if (busy >= MULTIPART_PER_CLIENT) throw refuse(ctx, new RetryLaterError(UPLOAD_MESSAGES.busy, { code: 'upload-busy' }, 5000))
    reading.set(client, busy + 1)
    ctx.state[MULTIPART_ROUTE] = route
    try {
      return await next()
    } catch (error) {
      if (!ctx.state[BODY_PARSED] && clientsFault(error, ctx)) {
        const httpCode = (error as { httpCode?: unknown } | null)?.httpCode
        throw httpCode === 413
          ? new errors.PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, { code: 'upload' })
          : new errors.ValidationError(UPLOAD_MESSAGES.malformed, { code: 'multipart-malformed' })
      }
      throw error
    } finally {
      const left = (reading.get(client) ?? 1) - 1
      if (left > 0) reading.set(client, left)
      else reading.delete(client)
    }
  }
}
