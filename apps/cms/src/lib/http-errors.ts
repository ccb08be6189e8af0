import { errors } from '@strapi/utils'

type Details = Record<string, unknown>

/**
 * The CMS answers every expected failure by throwing, and Strapi's errors middleware
 * (@strapi/core, `formatApplicationError` / `formatHttpError`) writes Strapi's error shape:
 * `{ data: null, error: { status, name, message, details } }` with a Dutch message and, where the
 * site needs it, `details.code` and `details.fieldErrors` (ADR 0014).
 *
 * Throw @strapi/utils' classes where they fit: ValidationError (400), NotFoundError (404),
 * PolicyError (403 from a policy or a service, name 'PolicyError'), PayloadTooLargeError (413),
 * RateLimitError (429). This module adds what they do not cover:
 * - statuses @strapi/utils has no class for (409, 410, 503): its errors middleware maps any other
 *   ApplicationError to 400, but answers an http-errors `HttpError` with its own status and name;
 * - 401 and 403 with their message and details: Strapi's route composer turns an UnauthorizedError
 *   or ForbiddenError thrown by a controller or service into a bare 'Unauthorized' or 'Forbidden'
 *   (compose-endpoint's authorize step wraps the whole route; only a PolicyError passes).
 */
export class HttpStatusError extends Error {
  /** http-errors' flag: the message is meant for the client. */
  readonly expose = true

  constructor(
    readonly status: number,
    name: string,
    message: string,
    readonly details: Details = {},
  ) {
    super(message)
    this.name = name
  }
}
// `errors.HttpError` is http-errors' abstract class (its constructor throws): take its prototype,
// as http-errors does for its own classes, so that `instanceof errors.HttpError` holds.
Object.setPrototypeOf(HttpStatusError.prototype, errors.HttpError.prototype)

/** An HttpStatusError class for one status and name, thrown with a message and optional details. */
function statusError(status: number, name: string) {
  return class extends HttpStatusError {
    constructor(message: string, details?: Details) {
      super(status, name, message, details)
    }
  }
}

/** 401 `UnauthorizedError` that keeps its message and `details.code` (wrong credentials, an ended session). */
export const AuthenticationError = statusError(401, 'UnauthorizedError')
/** 403 `ForbiddenError` that keeps its message and `details.code` (a refusal that is not a route policy's). */
export const AccessDeniedError = statusError(403, 'ForbiddenError')
/** 409 `ConflictError`: the request contradicts the current state (already entered, last admin, not pending). */
export const ConflictError = statusError(409, 'ConflictError')
/** 410 `GoneError`: what the request names existed but is over (an expired challenge, a used invitation). */
export const GoneError = statusError(410, 'GoneError')
/** 503 `ServiceUnavailableError`: a service the answer depends on failed (the mail server). */
export const ServiceUnavailableError = statusError(503, 'ServiceUnavailableError')
export type ConflictError = InstanceType<typeof ConflictError>

/**
 * 429 `RateLimitError` (Strapi's class) that knows when to try again: the `retry-after` middleware
 * (src/middlewares/retry-after.ts) sets `Retry-After` from it, since the errors middleware writes no headers.
 */
export class RetryLaterError extends errors.RateLimitError {
  constructor(
    message: string,
    details: Details,
    readonly retryAfterMs: number,
  ) {
    super(message, details)
  }
}
