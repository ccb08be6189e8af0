import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { UPLOAD_MESSAGES } from '@talentstad/types'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CROSS_SITE_MESSAGE } from './same-origin.server'
import { REQUEST_MESSAGES, requestGuard } from './request-guard.server'
import { FORM_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from './request-limits'

// A real Express app with the guard in front of a handler that reads the whole body, as an action would.
let server: Server
let base: string
let bodiesRead = 0

beforeAll(async () => {
  const app = express()
  app.use(requestGuard({ siteUrl: () => 'https://talentstad.example' }))
  app.use(async (req, res) => {
    let size = 0
    for await (const chunk of req) size += (chunk as Buffer).length
    bodiesRead += 1
    res.status(200).json({ method: req.method, size })
  })
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise((resolve) => server.close(resolve)))

type Sent = { status: number; headers: Record<string, string | string[] | undefined>; text: string }

/** node:http, because fetch refuses TRACE and always sets its own length. */
function send(
  method: string,
  path: string,
  { headers = {}, body, chunked = false }: { headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean } = {},
) {
  return new Promise<Sent>((resolve, reject) => {
    const length = body !== undefined && !chunked ? { 'content-length': String(Buffer.byteLength(body)) } : {}
    // A fresh connection each time: a refused body must not spill into the next request's test.
    const request = httpRequest(`${base}${path}`, { method, headers: { ...length, ...headers }, agent: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, text }))
    })
    request.on('error', reject)
    if (body !== undefined && chunked) {
      request.write(body)
      request.end()
    } else request.end(body)
  })
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' }
const form = (size: number) => `a=${'x'.repeat(size - 2)}`

describe('requestGuard', () => {
  it('passes GET, HEAD and same-origin form POSTs through', async () => {
    expect((await send('GET', '/bedrijven')).status).toBe(200)
    expect((await send('HEAD', '/bedrijven')).status).toBe(200)
    const posted = await send('POST', '/contact', { headers: { ...FORM, origin: 'https://talentstad.example' }, body: form(1000) })
    expect(posted.status).toBe(200)
    expect(JSON.parse(posted.text)).toEqual({ method: 'POST', size: 1000 })
    const multipart = await send('POST', '/contact.data', {
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    })
    expect(multipart.status).toBe(200)
  })

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND'])('answers %s with 405 and Allow, never 500', async (method) => {
    const before = bodiesRead
    const response = await send(method, '/contact', { headers: FORM, body: 'a=1' })
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
    expect(response.text).toContain(REQUEST_MESSAGES.methodNotAllowed)
    expect(bodiesRead).toBe(before)
  })

  it('answers OPTIONS with 204 and Allow', async () => {
    const response = await send('OPTIONS', '/')
    expect(response.status).toBe(204)
    expect(response.headers.allow).toBe('GET, HEAD, POST, OPTIONS')
  })

  it('refuses a form body over 64 KB by its length, before it is read (413)', async () => {
    const before = bodiesRead
    expect((await send('POST', '/contact', { headers: FORM, body: form(FORM_MAX_BYTES) })).status).toBe(200)
    const response = await send('POST', '/contact', { headers: FORM, body: form(FORM_MAX_BYTES + 1) })
    expect(response.status).toBe(413)
    expect(response.text).toContain(REQUEST_MESSAGES.tooLarge)
    expect(bodiesRead).toBe(before + 1)
    // The same for the JSON endpoints and for a big multipart post to a page without an upload.
    expect(
      (await send('POST', '/api/favorites', { headers: { 'content-type': 'application/json' }, body: form(FORM_MAX_BYTES + 1) })).status,
    ).toBe(413)
    expect(
      (await send('POST', '/inloggen', { headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: form(200_000) })).status,
    ).toBe(413)
  })

  it('gives the picture pages the upload cap, and refuses 50 MB there quickly', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x' }
    expect((await send('POST', '/profiel/bewerken', { headers, body: form(1_000_000) })).status).toBe(200)
    expect((await send('POST', '/Onboarding.data?stap=1', { headers, body: form(1_000_000) })).status).toBe(200)
    const before = bodiesRead
    const started = Date.now()
    const big = await send('POST', '/profiel/bewerken', { headers, body: Buffer.alloc(50 * 1024 * 1024, 0x61) })
    expect(big.status).toBe(413)
    expect(big.text).toContain(UPLOAD_MESSAGES.tooLarge)
    expect((await send('POST', '/onboarding', { headers, body: Buffer.alloc(UPLOAD_REQUEST_MAX_BYTES + 1, 0x61) })).status).toBe(413)
    expect(bodiesRead).toBe(before)
    expect(Date.now() - started).toBeLessThan(5000)
  })

  it('refuses a body without a length (chunked) with 411', async () => {
    const response = await send('POST', '/contact', { headers: FORM, body: 'a=1', chunked: true })
    expect(response.status).toBe(411)
    expect(response.text).toContain(REQUEST_MESSAGES.lengthRequired)
  })

  it.each([
    ['application/json', '{"name":"x"}'],
    ['text/plain', 'name=x'],
    ['application/xml', '<a/>'],
    [undefined, 'name=x'],
  ])('refuses a POST to a page sent as %s with 415', async (type, body) => {
    const response = await send('POST', '/contact', { headers: type ? { 'content-type': type } : {}, body })
    expect(response.status).toBe(415)
    expect(response.text).toContain(REQUEST_MESSAGES.unsupportedType)
  })

  it('leaves the content type of /api/* to the endpoints', async () => {
    expect((await send('POST', '/api/favorites', { headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200)
    expect((await send('POST', '/api/auth/session', { headers: { 'content-type': 'application/json' }, body: '{}' })).status).toBe(200)
  })

  it('is the one cross-site check: another site’s POST is a 403, also to /api/favorites; /api/auth checks its own token', async () => {
    const evil = { ...FORM, origin: 'https://evil.example' }
    for (const path of ['/inloggen', '/contact.data', '/profiel/bewerken', '/api/favorites']) {
      const response = await send('POST', path, { headers: evil, body: 'a=1' })
      expect(response.status).toBe(403)
      expect(response.text).toContain(CROSS_SITE_MESSAGE)
    }
    expect((await send('POST', '/inloggen', { headers: { ...FORM, 'sec-fetch-site': 'cross-site' }, body: 'a=1' })).status).toBe(403)
    expect((await send('POST', '/inloggen', { headers: { ...FORM, origin: 'null' }, body: 'a=1' })).status).toBe(403)
    expect((await send('POST', '/api/auth/signout', { headers: evil, body: 'a=1' })).status).toBe(200)
    // The address the request came in on counts as the site too (a local server, a preview).
    expect((await send('POST', '/inloggen', { headers: { ...FORM, origin: base }, body: 'a=1' })).status).toBe(200)
  })
})
