import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestContext } from '~/../server/request-context.js'

// A CMS that answers the session check and counts how often it is asked.
let sessionChecks = 0
const cms = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/account/logout')) {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    return
  }
  if (req.url?.startsWith('/api/account/session')) {
    sessionChecks += 1
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({ user: { id: 1, email: 'lid@example.nl', firstName: 'Sanne' }, sid: 'sid-1', expiresAt: '2099-01-01T00:00:00.000Z' }),
    )
    return
  }
  res.writeHead(404).end()
})

let auth: typeof import('./auth.server')
let session: typeof import('./session.server')

beforeAll(async () => {
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve))
  vi.stubEnv('CMS_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`)
  vi.resetModules()
  auth = await import('./auth.server')
  session = await import('./session.server')
})
afterAll(() => {
  cms.close()
  vi.unstubAllEnvs()
  vi.resetModules()
})

async function memberCookie() {
  const stored = await session.readAuthSession(new Request('http://site.test/'))
  stored.set('jwt', 'a-jwt')
  return (await session.commitAuthSession(stored)).split(';')[0]!
}

describe('the logged-in member of a request', () => {
  it('is asked of the CMS once per HTTP request, though the middleware and each loader get a request object of their own', async () => {
    const cookie = await memberCookie()
    const copy = () => new Request('http://site.test/profiel', { headers: { cookie } })
    sessionChecks = 0
    const names = await requestContext.run({ requestId: 'one-request' }, async () => {
      const states = await Promise.all([auth.getAuthState(copy()), auth.getAuthState(copy()), auth.getAuthState(copy())])
      return states.map((state) => state.current?.user.firstName)
    })
    expect(names).toEqual(['Sanne', 'Sanne', 'Sanne'])
    expect(sessionChecks).toBe(1)
  })

  it('is kept for MEMBER_CACHE_MS on this instance, then asked again; a logout forgets it at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const cookie = await memberCookie()
      const request = () => new Request('http://site.test/profiel', { headers: { cookie } })
      const nextRequest = (id: string) => requestContext.run({ requestId: id, method: 'GET' }, () => auth.getAuthState(request()))
      await nextRequest('warm-up')
      sessionChecks = 0
      // The next HTTP request within the time: the kept answer.
      vi.setSystemTime(Date.now() + 1000)
      expect((await nextRequest('within'))?.current?.user.firstName).toBe('Sanne')
      expect(sessionChecks).toBe(0)
      // After it (default 2 s): asked again.
      vi.setSystemTime(Date.now() + 1000)
      await nextRequest('after')
      expect(sessionChecks).toBe(1)
      // Logging out through this instance forgets it: the next request asks the CMS.
      await requestContext.run({ requestId: 'logout', method: 'POST' }, () => auth.endSiteSession(request()))
      await nextRequest('after-logout')
      expect(sessionChecks).toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
