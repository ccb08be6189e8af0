import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createCmsClient } from '../app/lib/cms/cms.server'
import { createLogger, errorLogger, logPath, requestLogger } from './logger.js'

type Line = Record<string, unknown>
const servers: Server[] = []
afterEach(() => {
  for (const server of servers.splice(0)) server.close()
})

async function listen(server: Server) {
  servers.push(server)
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** An Express app as server.js builds it, with its log lines collected. */
async function site(level = 'debug', routes: (app: express.Express) => void = () => {}) {
  const raw: string[] = []
  const logger = createLogger({ level, destination: { write: (line: string) => void raw.push(line) } })
  const app = express()
  app.use(requestLogger(logger))
  app.get('/ok', (_req, res) => void res.json({ ok: true }))
  routes(app)
  app.use(errorLogger(logger))
  const url = await listen(createServer(app))
  // The access line is written when the response is done; give 'finish' a moment.
  const lines = async () => {
    await new Promise((resolve) => setTimeout(resolve, 20))
    return raw.map((line) => JSON.parse(line) as Line)
  }
  return { url, raw, lines }
}

describe('site logs', () => {
  it('writes one JSON access line a request: method, path without the query, status, duration and request id; no token, no cookie', async () => {
    const { url, raw, lines } = await site()
    const response = await fetch(`${url}/ok?token=secret-token-123&email=jan%40example.nl`, {
      headers: { cookie: '__session=session-cookie-value-456', authorization: 'Bearer bearer-789' },
    })
    expect(response.status).toBe(200)
    const requestId = response.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)

    const access = (await lines()).filter((line) => line.msg === 'request')
    expect(access).toHaveLength(1)
    expect(access[0]).toMatchObject({ level: 20, method: 'GET', path: '/ok', status: 200, reqId: requestId, service: 'site' })
    expect(typeof access[0]!.durationMs).toBe('number')
    const all = raw.join('')
    for (const secret of ['secret-token-123', 'jan', 'session-cookie-value-456', 'bearer-789', 'token=', '__session']) {
      expect(all).not.toContain(secret)
    }
  })

  it('keeps the access log out of the default level (info), and logs a 5xx at warn', async () => {
    const { url, lines } = await site('info', (app) => {
      app.get('/broken', (_req, res) => void res.status(503).send('weg'))
    })
    await fetch(`${url}/ok`)
    await fetch(`${url}/broken`)
    const access = (await lines()).filter((line) => line.msg === 'request')
    expect(access.map((line) => [line.path, line.level])).toEqual([['/broken', 40]])
  })

  it("keeps a proxy's short plain X-Request-Id, and replaces anything else", async () => {
    const { url } = await site()
    const idOf = async (header: string) => (await fetch(`${url}/ok`, { headers: { 'x-request-id': header } })).headers.get('x-request-id')
    expect(await idOf('lb-4f2a9c81')).toBe('lb-4f2a9c81')
    for (const bad of ['short', 'a'.repeat(65), 'id with spaces', '"}{"level":60', 'abc123456<script>']) {
      const id = await idOf(bad)
      expect(id).not.toBe(bad)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('passes the request id on to the CMS on a call made while handling the request', async () => {
    const seen: (string | undefined)[] = []
    const cmsUrl = await listen(
      createServer((req, res) => {
        seen.push(req.headers['x-request-id'] as string | undefined)
        res.setHeader('content-type', 'application/json')
        res.end('{"data":[]}')
      }),
    )
    const cms = createCmsClient({ baseUrl: cmsUrl })
    const { url } = await site('info', (app) => {
      app.get('/page', async (_req, res) => {
        await new Promise((resolve) => setTimeout(resolve, 5))
        res.json(await cms('/items'))
      })
    })
    const first = await fetch(`${url}/page`)
    const second = await fetch(`${url}/page`, { headers: { 'x-request-id': 'upstream-request-0001' } })
    expect([first.status, second.status]).toEqual([200, 200])
    expect(seen).toEqual([first.headers.get('x-request-id'), 'upstream-request-0001'])
    // Outside a request nothing is sent.
    await cms('/items')
    expect(seen[2]).toBeUndefined()
  })

  it('logs an error at error level with the request id, and answers a plain 500', async () => {
    const { url, raw, lines } = await site('info', (app) => {
      app.get('/throws', () => {
        throw new Error('database on fire')
      })
    })
    const response = await fetch(`${url}/throws?code=123456`)
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('database on fire')
    const errors = (await lines()).filter((line) => line.level === 50)
    expect(errors).toHaveLength(1)
    expect(errors[0]).toMatchObject({ reqId: response.headers.get('x-request-id'), path: '/throws', msg: 'request failed' })
    expect((errors[0]!.err as { message: string }).message).toBe('database on fire')
    expect(raw.join('')).not.toContain('123456')
  })

  it("never logs an invitation link's token or a fragment", () => {
    expect(logPath('/uitnodiging/AbCdEf123456?x=1')).toBe('/uitnodiging/[redacted]')
    expect(logPath('/oproepen/mijn-oproep#reacties')).toBe('/oproepen/mijn-oproep')
    expect(logPath('/zoeken?q=jan%40example.nl')).toBe('/zoeken')
  })
})
