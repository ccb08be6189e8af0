import { errors } from '@strapi/utils'
import { httpStatus, reportableEvent, statusOfError } from '@talentstad/types'

/**
 * What @strapi/plugin-sentry may send (docs/decisions/0016, 0030). The plugin's middleware reports
 * every Error thrown through a request, the CMS's expected answers included: a wrong password (401),
 * a throttled login (429), a validation failure (400). Those are answers, not faults: only what
 * Strapi's errors middleware answers with a 5xx, and anything unexpected, is reported; the same
 * rule as the site's (`reportableEvent` in @talentstad/types).
 */

/** @strapi/core's `formatApplicationError`: these classes (and their subclasses) answer with their status, any other ApplicationError 400. */
const APPLICATION_ERROR_STATUS: Array<[abstract new (...args: never[]) => Error, number]> = [
  [errors.UnauthorizedError, 401],
  [errors.ForbiddenError, 403],
  [errors.NotFoundError, 404],
  [errors.PayloadTooLargeError, 413],
  [errors.RateLimitError, 429],
  [errors.NotImplementedError, 501],
]

/**
 * The status Strapi's errors middleware (@strapi/core middlewares/errors) answers a thrown value
 * with: an ApplicationError by its class (ValidationError, PolicyError, RateLimitError … 4xx,
 * NotImplementedError 501); any other error that carries a 4xx or 5xx `status` or `statusCode`
 * (http-errors: Koa's `ctx.throw`, `ctx.badRequest`, src/lib/http-errors.ts) with that status
 * (http-errors' `createError` keeps it); the rest is a 500.
 */
export function strapiErrorStatus(error: unknown): number | undefined {
  if (error instanceof errors.ApplicationError) {
    return APPLICATION_ERROR_STATUS.find(([type]) => error instanceof type)?.[1] ?? 400
  }
  if (error instanceof Error) {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown }
    return httpStatus(status) ?? httpStatus(statusCode)
  }
  return statusOfError(error)
}

type Hint = { originalException?: unknown } | undefined

/** The plugin's `beforeSend`: nothing for an expected 4xx answer, else the event without personal data. */
export function beforeSendCmsEvent<T>(event: T, hint: Hint): T | null {
  return reportableEvent(event, hint, strapiErrorStatus)
}
