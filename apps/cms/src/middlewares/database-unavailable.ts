import type { Core } from '@strapi/strapi'
import { MESSAGES } from '@talentstad/types'
import { ServiceUnavailableError } from '../lib/http-errors'

type Ctx = { method: string; path: string; status: number; state: { requestId?: string }; set(name: string, value: string): void }
type Failure = { name?: string; code?: string; message?: string; status?: number; statusCode?: number }

/** How long the check after a suspicious failure waits for `select 1`. */
const PROBE_TIMEOUT_MS = 1000
/** What the answer tells a client about trying again, in seconds. */
const RETRY_AFTER_S = 30

/** PostgreSQL's SQLSTATEs for a connection that failed or was cut (admin shutdown, cannot connect now, connection exceptions). */
const CONNECTION_CODES = new Set(['57P01', '57P03', '08000', '08001', '08003', '08004', '08006'])
/** What knex and pg say when the pool cannot get or keep a connection. */
const CONNECTION_MESSAGE = /Timeout acquiring a connection|Connection terminated|server closed the connection unexpectedly/i

/**
 * The database connection itself failed, as knex and pg say it. Plain socket errors (ECONNREFUSED,
 * ETIMEDOUT) are not enough: the mail server or another service fails the same way, so those are
 * decided by asking the database.
 */
function isConnectionFailure(error: Failure): boolean {
  return error.name === 'KnexTimeoutError' || CONNECTION_CODES.has(String(error.code)) || CONNECTION_MESSAGE.test(String(error.message))
}

type Pool = { max?: number; numUsed?: () => number; numPendingCreates?: () => number }

/** How long one answer of the database check stands for every request (one check at a time). */
const PROBE_TTL_MS = 1000
let probe: { at: number; answer: Promise<boolean> } | undefined

async function selectOne(strapi: Core.Strapi): Promise<boolean> {
  // Every connection of the pool in use by a query while none is being opened: the database is
  // there, only busy (a load peak); waiting in that queue to ask would only make it longer.
  const pool = (strapi.db.connection.client as { pool?: Pool }).pool
  if (pool?.max && (pool.numUsed?.() ?? 0) >= pool.max && (pool.numPendingCreates?.() ?? 0) === 0) return true
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

/** Whether the database answers `select 1` within a second; one check serves every request for a second. */
function databaseAnswers(strapi: Core.Strapi): Promise<boolean> {
  const now = Date.now()
  if (!probe || now - probe.at > PROBE_TTL_MS) probe = { at: now, answer: selectOne(strapi) }
  return probe.answer
}

/**
 * With the database unreachable, a request is answered 503 (Retry-After, Strapi's error shape with
 * `details.code` 'database-unavailable') instead of what Strapi would say otherwise: a 500 for the
 * failed query, or a 401, because users-permissions swallows a failed permission or user lookup and
 * treats the caller as not logged in (a member would look logged out, a visitor unauthorised). A
 * connection failure (as knex or pg reports it) counts at once; any other 500 or 401 only when the
 * database does not answer `select 1` within a second (one shared check a second at most).
 * Sits inside Strapi's errors middleware, which writes the answer.
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
