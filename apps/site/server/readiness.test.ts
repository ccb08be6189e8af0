import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, requestLogger } from './logger.js'
import { CMS_READY_PATH, readiness } from './readiness.js'

const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections()
    server.close()
  }
})

async function listen(server: Server) {
  servers.push(server)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

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
    const gone = await listen(createServer())
    servers.pop()!.close()
    expect(await readyz(gone)).toMatchObject({ status: 503, body: { checks: { cms: 'unreachable' } } })
  })
})
