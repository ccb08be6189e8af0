import { createServer } from 'node:http'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { serversClosedAfterEach } from '../tests/listen'
import { createLogger, requestLogger } from './logger.js'
import { CMS_READY_PATH, readiness } from './readiness.js'

const listen = serversClosedAfterEach()

async function readyz(cmsUrl: string, timeoutMs = 300) {
  const logger = createLogger({ level: 'silent' })
  const app = express()
  app.use(requestLogger(logger))
  app.get('/readyz', readiness({ cmsUrl, logger, timeoutMs }))
  const response = await fetch(`${await listen(createServer(app))}/readyz`)
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: await response.json() }
}

/** A CMS that answers its readiness path with `status` after `delayMs`, and records what it was asked. */
async function cms(status: number, delayMs = 0) {
  const asked: { path?: string; requestId?: string }[] = []
  const url = await listen(
    createServer((req, res) => {
      asked.push({ path: req.url, requestId: req.headers['x-request-id'] as string })
      setTimeout(() => res.writeHead(status, { 'content-type': 'application/json' }).end('{}'), delayMs)
    }),
  )
  return { url, asked }
}

describe('/readyz', () => {
  it('is 200 when the CMS says it is ready (its own readiness path, with the request id), never cached', async () => {
    const ready = await cms(200)
    expect(await readyz(ready.url)).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'ok', checks: { cms: 'ok' } } })
    expect(ready.asked).toEqual([{ path: CMS_READY_PATH, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }])
  })

  it('is 503 when the CMS is not ready, too slow or unreachable', async () => {
    const notReady = await cms(503)
    expect(await readyz(notReady.url)).toMatchObject({
      status: 503,
      cacheControl: 'no-store',
      body: { status: 'unavailable', checks: { cms: 'not ready (503)' } },
    })
    const slow = await cms(200, 2000)
    expect(await readyz(slow.url, 200)).toMatchObject({ status: 503, body: { checks: { cms: 'no answer within 200 ms' } } })
    const closed = createServer()
    const gone = await listen(closed)
    closed.close()
    expect(await readyz(gone)).toMatchObject({ status: 503, body: { checks: { cms: 'unreachable' } } })
  })
})
