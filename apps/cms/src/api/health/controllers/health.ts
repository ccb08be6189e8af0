import type { Core } from '@strapi/strapi'

type Ctx = {
  status: number
  body: unknown
  query?: Record<string, unknown>
  state: { requestId?: string }
  set(name: string, value: string): void
}

/** How long the database may take to answer `select 1` before the CMS counts as not ready. */
export const DATABASE_CHECK_TIMEOUT_MS = 2000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /api/health/live: 200 while the process runs. */
  async live(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { status: 'ok' }
  },

  /** GET /api/health/ready: 200 when the database answers, else 503 (the reason is logged, not shown). */
  async ready(ctx: Ctx) {
    ctx.set('Cache-Control', 'no-store')
    try {
      await withTimeout(Promise.resolve(strapi.db.connection.raw('select 1')), DATABASE_CHECK_TIMEOUT_MS)
      ctx.body = { status: 'ok', checks: { database: 'ok' } }
    } catch (error) {
      strapi.log.warn('not ready: the database', {
        reqId: ctx.state.requestId,
        reason: error instanceof Error ? error.message : String(error),
      })
      ctx.status = 503
      ctx.body = { status: 'unavailable', checks: { database: 'unavailable' } }
    }
  },

  /**
   * GET /api/health/test-slow?ms=…: only routed with CMS_TEST_ROUTES=true (tests). Waits (at most
   * 10 s), then asks the database, so a graceful shutdown is seen to keep it open for requests in flight.
   */
  async testSlow(ctx: Ctx) {
    if (process.env.CMS_TEST_ROUTES !== 'true') {
      ctx.status = 404
      return
    }
    const ms = Math.min(Math.max(Number(ctx.query?.ms) || 1000, 0), 10_000)
    // The test waits for this line to know the request is in flight.
    strapi.log.info(`Slow test request: waiting ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, ms))
    await strapi.db.connection.raw('select 1')
    ctx.set('Cache-Control', 'no-store')
    ctx.body = { status: 'ok', waitedMs: ms }
  },
})
