import { RetryLaterError } from '../lib/http-errors'

type Ctx = { set(name: string, value: string): void }

/**
 * Sets `Retry-After` (whole seconds) on a 429 thrown as a RetryLaterError, then lets it go on to
 * Strapi's errors middleware (which sits outside this one and writes the body).
 */
export default () => async (ctx: Ctx, next: () => Promise<unknown>) => {
  try {
    return await next()
  } catch (error) {
    if (error instanceof RetryLaterError) ctx.set('Retry-After', String(Math.ceil(error.retryAfterMs / 1000)))
    throw error
  }
}
