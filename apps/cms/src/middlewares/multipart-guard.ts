import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { UPLOAD_MESSAGES } from '@talentstad/types'
import { HttpStatusError } from '../lib/http-errors'
import { multipartRouteFor, multipartRoutes } from '../lib/multipart-routes'

type Ctx = {
  method: string
  path: string
  is(type: string): string | false | null
  get(name: string): string
  set(name: string, value: string): void
  state: Record<string, unknown>
}

/** Set on ctx.state for the route that takes the body: src/middlewares/incoming-files.ts counts its files. */
export const MULTIPART_ROUTE = 'multipartRoute'

/**
 * Before Strapi's body parser (config/middlewares.ts): a multipart body reaches the parser, which
 * writes its files to the temporary folder before any route, authentication or policy runs, only
 *
 * - on a route that takes files (src/lib/multipart-routes.ts), else 415 `Hier kun je geen bestanden meesturen.`;
 * - with a bearer token (every such route needs a login: the member's, or the admin panel's), else 401;
 * - with a Content-Length (no chunked upload of unknown size), else 411;
 * - within the route's size, else 413.
 *
 * Each refusal is made before a byte of the body is read, and closes the connection, so the rest of
 * the body is not waited for. A body that does not parse (cut off, malformed) is a 400 with a Dutch
 * message instead of a 500; the parser has removed what it wrote of it. What a parsed body left on
 * disk is removed after the answer by src/middlewares/incoming-files.ts, whatever the field name,
 * route or status.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const routes = multipartRoutes(strapi.config.get<number>('plugin::upload.sizeLimit', 5 * 1024 * 1024))
  const refuse = (ctx: Ctx, error: Error) => {
    ctx.set('Connection', 'close')
    return error
  }
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    if (!ctx.is('multipart')) return next()
    const route = multipartRouteFor(routes, ctx.method, ctx.path)
    if (!route)
      throw refuse(
        ctx,
        new HttpStatusError(415, 'UnsupportedMediaTypeError', UPLOAD_MESSAGES.notAccepted, { code: 'multipart-not-accepted' }),
      )
    if (!/^Bearer\s+\S/i.test(ctx.get('authorization'))) throw refuse(ctx, new errors.UnauthorizedError('Missing or invalid credentials'))
    const announced = ctx.get('content-length')
    if (!/^\d+$/.test(announced))
      throw refuse(ctx, new HttpStatusError(411, 'LengthRequiredError', UPLOAD_MESSAGES.malformed, { code: 'length-required' }))
    if (Number(announced) > route.maxBytes) {
      throw refuse(ctx, new errors.PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, { code: 'upload', maxBytes: route.maxBytes }))
    }
    ctx.state[MULTIPART_ROUTE] = route
    try {
      return await next()
    } catch (error) {
      // formidable's errors (a body cut off, a broken part): the client's, not ours. They carry
      // formidable's numeric code and an HTTP status (FormidableError, `httpCode`).
      const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown }
      if (error instanceof Error && typeof code === 'number' && typeof httpCode === 'number' && httpCode < 500) {
        throw httpCode === 413
          ? new errors.PayloadTooLargeError(UPLOAD_MESSAGES.tooLarge, { code: 'upload' })
          : new errors.ValidationError(UPLOAD_MESSAGES.malformed, { code: 'multipart-malformed' })
      }
      throw error
    }
  }
}
