import type { Core } from '@strapi/strapi'
import { MESSAGES } from '@talentstad/types'
import { ServiceUnavailableError } from '../lib/http-errors'

type Ctx = { method: string; path: string; status: number; state: { requestId?: string }; set(name: string, value: string): void }
type Failure = { name?: string; code?: string; message?: string; status?: number; statusCode?: number }

/** How long the check after a suspicious failure waits for `select 1`. */
const PROBE_TIMEOUT_MS = 1000
/** What the answer tells a client about trying again, in seconds. */
const RETRY_AFTER_S = 30

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '08001',
  '08003',
  '08006',
])
const CONNECTION_MESSAGE =
  /Timeout acquiring a connection|Connection terminated|Connection ended|connect ECONNREFUSED|server closed the connection/i

/** The database connection itself failed (as knex and pg say it), whatever the query. */
function isConnectionFailure(error: Failure): boolean {
  return error.name === 'KnexTimeoutError' || CONNECTION_CODES.has(String(error.code)) || CONNECTION_MESSAGE.test(String(error.message))
}

async function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  try {
    await Promise.race([
      Promise.resolve(strapi.db.connection.raw('select 1')),
      new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error('no answer')), PROBE_TIMEOUT_MS))),
    ])
    return true
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * With the database unreachable, a request is answered 503 (Retry-After, Strapi's error shape with
 * `details.code` 'database-unavailable') instead of what Strapi would say otherwise: a 500 for the
 * failed query, or a 401, because users-permissions swallows a failed permission or user lookup and
 * treats the caller as not logged in (a member would look logged out, a visitor unauthorised). A
 * connection failure counts at once; any other 500 or 401 only when the database does not answer
 * `select 1` within a second. Sits inside Strapi's errors middleware, which writes the answer.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const unavailable = (ctx: Ctx, reason: string) => {
    strapi.log.warn('database unavailable: answered 503', { reqId: ctx.state.requestId, method: ctx.method, path: ctx.path, reason })
    ctx.set('Retry-After', String(RETRY_AFTER_S))
    return new ServiceUnavailableError(MESSAGES.general, { code: 'database-unavailable' })
  }
  return async (ctx: Ctx, next: () => Promise<unknown>) => {
    try {
      await next()
    } catch (thrown) {
      const error = (thrown ?? {}) as Failure
      const status = error.status ?? error.statusCode
      const suspicious = status === undefined || status === 401 || status >= 500
      if (suspicious && (isConnectionFailure(error) || !(await databaseAnswers(strapi)))) {
        throw unavailable(ctx, error.code ?? error.name ?? 'unknown')
      }
      throw thrown
    }
    // Strapi's route authentication answers its 401 (ctx.unauthorized) instead of throwing it.
    if (ctx.status === 401 && !(await databaseAnswers(strapi))) throw unavailable(ctx, 'unauthorized without a database')
  }
}
