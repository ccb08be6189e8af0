// @ts-check
// GET /readyz: the site is ready when it can reach the CMS and the CMS its database (the CMS's
// own readiness check, GET /api/health/ready). 200 or 503 JSON, never cached.
import { REQUEST_ID_HEADER } from './logger.js'

/** The CMS's readiness path; docker-compose.yml checks the same one. */
export const CMS_READY_PATH = '/api/health/ready'

/**
 * @param {{ cmsUrl: string, logger: import('pino').Logger, timeoutMs?: number }} options
 * @returns {import('express').RequestHandler}
 */
export function readiness({ cmsUrl, logger, timeoutMs = 2000 }) {
  const url = `${cmsUrl.replace(/\/+$/, '')}${CMS_READY_PATH}`
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store')
    let cms
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json', [REQUEST_ID_HEADER]: String(res.locals.requestId ?? '') },
        signal: AbortSignal.timeout(timeoutMs),
      })
      await response.body?.cancel()
      cms = response.ok ? 'ok' : `not ready (${response.status})`
    } catch (error) {
      // fetch rejects with an Error (a DOMException on the timeout); `catch` only knows it as unknown.
      cms = /** @type {Error | undefined} */ (error)?.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable'
    }
    if (cms === 'ok') {
      res.json({ status: 'ok', checks: { cms } })
      return
    }
    logger.warn({ reqId: res.locals.requestId, cms }, 'not ready: the CMS')
    res.status(503).json({ status: 'unavailable', checks: { cms } })
  }
}
