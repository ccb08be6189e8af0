import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { MESSAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestContext } from '~/../server/request-context.js'
import { CmsError, createCmsClient, kindForStatus } from './cms.server'

// A real HTTP server standing in for Strapi, so the client's fetch, timeouts and error mapping
// run against real sockets.
const CMS_SECRET_TEXT = 'Internal: SQLITE_ERROR near "SELECT" at /srv/strapi'

type Seen = {
  url: string
  method: string
  authorization?: string
  contentType?: string
  forwardedFor?: string
  proxySecret?: string
  requestId?: string
  body: string
}
let seen: Seen[] = []
/** Requests to /api/held being answered right now, and the most at once. */
const held = { now: 0, most: 0 }
let server: http.Server
let baseUrl: string

function send(res: http.ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(body === undefined ? undefined : JSON.stringify(body))
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        method: req.method ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
        proxySecret: req.headers['x-talentstad-proxy-secret'] as string | undefined,
        requestId: req.headers['x-request-id'] as string | undefined,
        body,
      })
      // A CMS behind a path prefix (CMS_URL=http://host/strapi) answers the same.
      const path = (req.url ?? '').split('?')[0]?.replace(/^\/strapi/, '')
      switch (path) {
        case '/api/content-items':
          return send(res, 200, { data: [{ id: 1, documentId: 'abc', title: 'Hackathon' }], meta: {} })
        case '/api/slow':
          return void setTimeout(() => send(res, 200, { data: 'late' }), 400)
        case '/api/held':
          held.now += 1
          held.most = Math.max(held.most, held.now)
          return void setTimeout(() => {
            held.now -= 1
            send(res, 200, { data: 'held' })
          }, 100)
        case '/api/missing':
          return send(res, 404, { error: { status: 404, message: CMS_SECRET_TEXT } })
        case '/api/boom':
          return send(res, 500, { error: { status: 500, message: CMS_SECRET_TEXT } })
        case '/api/unauthorized':
          return send(res, 401, { error: { message: CMS_SECRET_TEXT } })
        case '/api/forbidden':
          return send(res, 403, { error: { message: CMS_SECRET_TEXT } })
        case '/api/bad':
          return send(res, 400, { error: { message: CMS_SECRET_TEXT } })
        case '/api/busy':
          return send(res, 429, {})
        case '/api/not-json':
          res.writeHead(200, { 'content-type': 'text/html' })
          return res.end('<html>proxy error page</html>')
        case '/api/moved':
          res.writeHead(302, { location: 'https://elsewhere.example/api/content-items' })
          return res.end()
        case '/api/cut-off':
          // A 404 whose body never fully arrives: the connection drops halfway.
          res.writeHead(404, { 'content-type': 'application/json', 'content-length': '200' })
          res.write('{"error":')
          return void setTimeout(() => res.destroy(), 20)
        case '/api/empty':
          res.writeHead(204)
          return res.end()
        case '/api/echo':
          return send(res, 201, { received: JSON.parse(body || 'null') })
        default:
          return send(res, 404, {})
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function failure(promise: Promise<unknown>): Promise<CmsError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(CmsError)
    return error as CmsError
  }
  throw new Error('expected the CMS call to fail')
}

describe('cmsFetch against a real HTTP server', () => {
  it('calls /api{path} with the Strapi query string and the site token, and returns the JSON', async () => {
    seen = []
    const cms = createCmsClient({ baseUrl: `${baseUrl}/`, apiToken: 'site-token' })
    const result = await cms<{ data: Array<{ title: string }> }>('/content-items', {
      query: { filters: { slug: { $eq: 'hackathon' } }, populate: ['image'], pagination: { pageSize: 12 }, sort: ['title:asc'] },
    })
    expect(result.data[0]?.title).toBe('Hackathon')
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/content-items?filters[slug][$eq]=hackathon&populate[0]=image&pagination[pageSize]=12&sort[0]=title%3Aasc',
      authorization: 'Bearer site-token',
    })
  })

  it("uses a user's token when given, and none when token is null", async () => {
    seen = []
    const cms = createCmsClient({ baseUrl, apiToken: 'site-token' })
    await cms('/content-items', { token: 'user-jwt' })
    await cms('/content-items', { token: null })
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer user-jwt', undefined])
  })

  it("sends the visitor's address from the request context as X-Forwarded-For with the proxy secret", async () => {
    seen = []
    const cms = createCmsClient({ baseUrl, proxySecret: 'proxy-secret-1' })
    await requestContext.run({ requestId: 'visitor-request-1', clientIp: '203.0.113.7' }, async () => {
      // Also after an await chain, and from work the request started without waiting for it.
      await new Promise((resolve) => setTimeout(resolve, 5))
      await cms('/content-items')
      await new Promise<void>((resolve) => setTimeout(() => void cms('/content-items').then(() => resolve()), 5))
    })
    expect(seen).toHaveLength(2)
    for (const request of seen) {
      expect(request).toMatchObject({ forwardedFor: '203.0.113.7', proxySecret: 'proxy-secret-1', requestId: 'visitor-request-1' })
    }
  })

  it('forwards no address and no proxy secret outside a request, or in one without an address', async () => {
    seen = []
    const cms = createCmsClient({ baseUrl, proxySecret: 'proxy-secret-1' })
    await cms('/content-items')
    await requestContext.run({ requestId: 'visitor-request-2' }, () => cms('/content-items'))
    expect(seen.map(({ forwardedFor, proxySecret }) => ({ forwardedFor, proxySecret }))).toEqual([
      { forwardedFor: undefined, proxySecret: undefined },
      { forwardedFor: undefined, proxySecret: undefined },
    ])
    expect(seen[1]!.requestId).toBe('visitor-request-2')
  })

  it('sends a JSON body', async () => {
    const cms = createCmsClient({ baseUrl })
    const result = await cms<{ received: unknown }>('/echo', { method: 'POST', body: { data: { title: 'Nieuw' } } })
    expect(result.received).toEqual({ data: { title: 'Nieuw' } })
  })

  it('sends a FormData as multipart with its boundary, file included', async () => {
    seen = []
    const cms = createCmsClient({ baseUrl })
    const form = new FormData()
    form.append('fileInfo', JSON.stringify({ alternativeText: 'Logo' }))
    form.append('files', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), 'logo.png')
    await cms('/content-items', { method: 'POST', body: form, token: 'user-jwt' })
    const [request] = seen
    const boundary = request?.contentType?.match(/^multipart\/form-data; boundary=(.+)$/)?.[1]
    expect(boundary).toBeTruthy()
    expect(request?.body).toContain(`--${boundary}`)
    expect(request?.body).toContain('name="files"; filename="logo.png"')
    expect(request?.body).toContain('Content-Type: image/png')
    expect(request?.body).toContain('{"alternativeText":"Logo"}')
  })

  it('keeps the path of a CMS_URL with a path prefix', async () => {
    seen = []
    const cms = createCmsClient({ baseUrl: `${baseUrl}/strapi/` })
    const result = await cms<{ data: Array<{ title: string }> }>('/content-items', { query: { pagination: { pageSize: 1 } } })
    expect(result.data[0]?.title).toBe('Hackathon')
    expect(seen[0]?.url).toBe('/strapi/api/content-items?pagination[pageSize]=1')
  })

  it('returns undefined for 204 No Content', async () => {
    const cms = createCmsClient({ baseUrl })
    await expect(cms('/empty', { method: 'DELETE' })).resolves.toBeUndefined()
  })

  it('opens at most maxConnections to the CMS at once; the other requests wait their turn and are answered', async () => {
    for (const [maxConnections, most] of [
      [2, 2],
      [undefined, 6],
    ] as const) {
      held.most = 0
      const cms = createCmsClient({ baseUrl, maxConnections })
      const answers = await Promise.all(Array.from({ length: 6 }, () => cms<{ data: string }>('/held')))
      expect(answers.map((answer) => answer.data)).toEqual(Array(6).fill('held'))
      expect(held.most, `maxConnections ${maxConnections}`).toBe(most)
    }
  })

  it('times out with kind "timeout" and a Dutch message', async () => {
    const cms = createCmsClient({ baseUrl })
    const started = Date.now()
    const error = await failure(cms('/slow', { timeoutMs: 100 }))
    expect(Date.now() - started).toBeLessThan(350)
    expect(error.kind).toBe('timeout')
    expect(error.status).toBe(504)
    expect(error.userMessage).toMatch(/duurt te lang/)
  })

  it("gives up at the client's own limit (CMS_TIMEOUT_MS) when a call names none; a call's own limit wins", async () => {
    const cms = createCmsClient({ baseUrl, timeoutMs: 100 })
    const started = Date.now()
    expect((await failure(cms('/slow'))).kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(350)
    await expect(cms('/slow', { timeoutMs: 2000 })).resolves.toEqual({ data: 'late' })
  })

  it.each([
    ['/missing', 'not-found', 404, MESSAGES.notFound],
    ['/boom', 'unavailable', 503, MESSAGES.cmsUnavailable],
    ['/busy', 'unavailable', 503, MESSAGES.cmsUnavailable],
    ['/unauthorized', 'unauthorized', 401, 'Je bent niet (meer) ingelogd. Log opnieuw in om verder te gaan.'],
    ['/forbidden', 'forbidden', 403, 'Je hebt geen toegang tot deze inhoud.'],
    ['/bad', 'bad-request', 400, 'Je verzoek kon niet worden verwerkt. Controleer de gegevens en probeer het opnieuw.'],
  ] as const)('maps %s to kind %s, never passing the CMS text to the user', async (path, kind, status, message) => {
    const cms = createCmsClient({ baseUrl })
    const error = await failure(cms(path))
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
    expect(error.userMessage).toBe(message)
    expect(error.userMessage).not.toContain('SQLITE')
    // The CMS's words are kept for the server log only.
    if (path !== '/busy') expect(error.detail).toContain('SQLITE_ERROR')
  })

  it('treats a body that is not JSON as the CMS being unavailable', async () => {
    const cms = createCmsClient({ baseUrl })
    const error = await failure(cms('/not-json'))
    expect(error.kind).toBe('unavailable')
  })

  it('maps a CMS that is down (connection refused) to "unavailable"', async () => {
    const closed = http.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))

    const cms = createCmsClient({ baseUrl: `http://127.0.0.1:${port}` })
    const error = await failure(cms('/content-items'))
    expect(error.kind).toBe('unavailable')
    expect(error.status).toBe(503)
    expect(error.userMessage).toBe(MESSAGES.cmsUnavailable)
  })

  it('does not follow a redirect: the CMS never sends one, so it is "unavailable" with the target in the log', async () => {
    seen = []
    const cms = createCmsClient({ baseUrl, apiToken: 'site-token' })
    const error = await failure(cms('/moved'))
    expect(error.kind).toBe('unavailable')
    expect(error.cmsStatus).toBe(302)
    expect(error.detail).toBe('redirected to https://elsewhere.example/api/content-items')
    expect(seen).toHaveLength(1)
  })

  it('keeps the kind of an error status when its body does not arrive', async () => {
    const cms = createCmsClient({ baseUrl })
    const error = await failure(cms('/cut-off'))
    expect(error.kind).toBe('not-found')
    expect(error.cmsStatus).toBe(404)
  })

  it('a call waiting for a connection still gives up at its time limit, and when its caller leaves', async () => {
    const cms = createCmsClient({ baseUrl, maxConnections: 1 })
    const inFlight = cms('/slow') // holds the one connection for 400 ms
    let started = Date.now()
    const error = await failure(cms('/content-items', { timeoutMs: 100 }))
    expect(error.kind).toBe('timeout')
    expect(Date.now() - started).toBeLessThan(300)

    const controller = new AbortController()
    const reason = new Error('browser went away')
    setTimeout(() => controller.abort(reason), 50)
    started = Date.now()
    await expect(cms('/content-items', { signal: controller.signal })).rejects.toBe(reason)
    expect(Date.now() - started).toBeLessThan(300)
    await expect(inFlight).resolves.toEqual({ data: 'late' })
  })

  it('sends nothing for a caller that already left', async () => {
    seen = []
    const cms = createCmsClient({ baseUrl })
    const controller = new AbortController()
    const reason = new Error('browser went away')
    controller.abort(reason)
    await expect(cms('/content-items', { signal: controller.signal })).rejects.toBe(reason)
    expect(seen).toHaveLength(0)
  })

  it('passes on the reason when the caller aborts (not a CMS failure)', async () => {
    const cms = createCmsClient({ baseUrl })
    const controller = new AbortController()
    const reason = new Error('browser went away')
    setTimeout(() => controller.abort(reason), 50)
    await expect(cms('/slow', { signal: controller.signal })).rejects.toBe(reason)
  })

  it('refuses a path without a leading slash', async () => {
    const cms = createCmsClient({ baseUrl })
    await expect(cms('content-items')).rejects.toThrow(TypeError)
  })
})

describe('kindForStatus', () => {
  it('maps the HTTP statuses the site cares about', () => {
    expect([302, 400, 401, 403, 404, 408, 409, 422, 429, 500, 502, 503].map(kindForStatus)).toEqual([
      'unavailable',
      'bad-request',
      'unauthorized',
      'forbidden',
      'not-found',
      'timeout',
      'bad-request',
      'bad-request',
      'unavailable',
      'unavailable',
      'unavailable',
      'unavailable',
    ])
  })
})
