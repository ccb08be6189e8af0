import { createServer } from 'node:http'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { serversClosedAfterEach } from '../tests/listen'
import { createCmsClient } from '../app/lib/cms/cms.server'
import { createLogger, requestLogger } from './logger.js'
import { clientIpInContext, currentClientIp, currentRequestId } from './request-context.js'

const listen = serversClosedAfterEach()

/** What the fake CMS was sent: the forwarded address, the proxy secret and the request id. */
type Seen = { forwardedFor?: string; proxySecret?: string; requestId?: string }

/**
 * As in production: server.js's Express app with the request logger first, and the React Router
 * app of app/express.server.ts mounted in it, with TRUST_PROXY (`trustProxy`) and `clientIpInContext`.
 * Its route answers what the request context holds after an await, and asks the CMS.
 */
async function site({ trustProxy = 0, logger = true } = {}) {
  const seen: Seen[] = []
  const cmsUrl = await listen(
    createServer((req, res) => {
      seen.push({
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        proxySecret: req.headers['x-talentstad-proxy-secret'] as string | undefined,
        requestId: req.headers['x-request-id'] as string | undefined,
      })
      res.setHeader('content-type', 'application/json')
      res.end('{"data":[]}')
    }),
  )
  const cms = createCmsClient({ baseUrl: cmsUrl, proxySecret: 'proxy-secret-1' })

  const inner = express()
  if (trustProxy > 0) inner.set('trust proxy', trustProxy)
  inner.use(clientIpInContext)
  inner.get('/page', async (_req, res) => {
    await new Promise((resolve) => setTimeout(resolve, 5))
    await cms('/items')
    res.json({ clientIp: currentClientIp() ?? null, requestId: currentRequestId() ?? null })
  })

  const outer = express()
  if (logger) outer.use(requestLogger(createLogger({ level: 'silent', destination: { write: () => {} } })))
  outer.use(inner)
  const url = await listen(createServer(outer))
  const page = async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${url}/page`, { headers })
    return { response, body: (await response.json()) as { clientIp: string | null; requestId: string | null } }
  }
  return { page, seen }
}

describe('the request context', () => {
  it("holds the visitor's address (req.ip, behind TRUST_PROXY proxies) in the store of the request logger", async () => {
    const { page, seen } = await site({ trustProxy: 1 })
    const { response, body } = await page({ 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })
    // One proxy trusted: the right-most address is the visitor's; the request id stays the logger's.
    expect(body).toEqual({ clientIp: '203.0.113.9', requestId: response.headers.get('x-request-id') })
    expect(seen).toEqual([{ forwardedFor: '203.0.113.9', proxySecret: 'proxy-secret-1', requestId: response.headers.get('x-request-id') }])
  })

  it('ignores X-Forwarded-For without TRUST_PROXY: the visitor is the socket address', async () => {
    const { page, seen } = await site()
    const { body } = await page({ 'x-forwarded-for': '203.0.113.9' })
    expect(body.clientIp).toBe('127.0.0.1')
    expect(seen[0]).toMatchObject({ forwardedFor: '127.0.0.1', proxySecret: 'proxy-secret-1' })
  })

  it('starts a store of its own in an app without the request logger', async () => {
    const { page, seen } = await site({ trustProxy: 1, logger: false })
    const { body } = await page({ 'x-forwarded-for': '203.0.113.10', 'x-request-id': 'upstream-request-0002' })
    expect(body).toEqual({ clientIp: '203.0.113.10', requestId: 'upstream-request-0002' })
    expect(seen[0]).toMatchObject({ forwardedFor: '203.0.113.10', requestId: 'upstream-request-0002' })
  })

  it('keeps two visitors apart when their requests overlap', async () => {
    const { page } = await site({ trustProxy: 1 })
    const addresses = Array.from({ length: 8 }, (_, index) => `192.0.2.${index + 1}`)
    const answers = await Promise.all(addresses.map((address) => page({ 'x-forwarded-for': address })))
    expect(answers.map(({ body }) => body.clientIp)).toEqual(addresses)
  })

  it('has no address outside a request', () => {
    expect(currentClientIp()).toBeUndefined()
  })
})
