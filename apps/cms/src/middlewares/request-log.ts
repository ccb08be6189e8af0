import { randomUUID } from 'node:crypto'
import type { Core } from '@strapi/strapi'

/** The header that carries the request id: the site sends its visitor's request id on (apps/site/server/request-context.js). */
export const REQUEST_ID_HEADER = 'x-request-id'

/** An incoming id is kept only when it is a short, plain token (the site's, a proxy's); otherwise a new one. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,64}$/
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID()
}

type Ctx = {
  method: string
  path: string
  status: number
  state: Record<string, unknown>
  get(name: string): string
  set(name: string, value: string): void
}

/**
 * Instead of 'strapi::logger' (which logs every request with its full query string at `http`): one
 * line a request with the method, the path without the query, the status, the duration and the
 * request id, at `debug` (a 5xx at `warn`). Nothing else from the request: no query, no headers, no
 * body. The id is in ctx.state.requestId and in the response's X-Request-Id.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: Ctx, next: () => Promise<unknown>) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdFrom(ctx.get(REQUEST_ID_HEADER))
    ctx.state.requestId = requestId
    ctx.set('X-Request-Id', requestId)
    let status: number | undefined
    try {
      await next()
    } catch (error) {
      // Past Strapi's errors middleware only when something is badly wrong; Koa answers 500.
      status = typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 500
      throw error
    } finally {
      status ??= ctx.status
      const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10
      const fields = { reqId: requestId, method: ctx.method, path: ctx.path.slice(0, 300), status, durationMs }
      if (status >= 500) strapi.log.warn('request', fields)
      else strapi.log.debug('request', fields)
    }
  }
