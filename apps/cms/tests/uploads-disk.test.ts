import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UPLOAD_MESSAGES } from '@talentstad/types'
import { createMember, type TestMember } from './as-user'
import { callForm, pngBytes } from './calls-helpers'
import { MULTIPART_PER_CLIENT } from '../src/middlewares/multipart-guard'
import { startCms, type TestCms } from './strapi'

/**
 * No upload fills the CMS's disk (issue 26): Strapi's body parser writes every file of a multipart
 * body to a temporary folder before any route, login or policy runs. A multipart body is refused
 * before it is read where no route takes one, without a login or a length, or over the route's
 * size; every file a parsed body left is gone when the answer arrives, whatever the route, status
 * or field name; a body that does not parse is a 400, not a 500.
 */

let cms: TestCms
let member: TestMember
const db = process.env.DATABASE_URL ? 'postgres' : 'sqlite'
const ADMIN = { email: `beheer-${randomBytes(3).toString('hex')}@test.talentstad.nl`, password: 'Beheer!Upload2026' }
const MB = 1024 * 1024

/** What the parser left in this CMS's folder for incoming files (UPLOAD_TMP_DIR, tests/strapi.ts). */
function leftOnDisk(): string[] {
  const dir = process.env.UPLOAD_TMP_DIR!
  return existsSync(dir) ? readdirSync(dir) : []
}

type Part = { name: string; filename?: string; type?: string; data: Buffer | string }

function multipart(parts: Part[], boundary = `----talentstad${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`),
    )
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` }
}

type Sent = { status: number; body: { error?: { status: number; message: string; details?: Record<string, unknown> }; data?: unknown } }

/**
 * A raw request: `body` is sent whole unless `send` cuts it (then `length` announces more than is
 * sent and the request is not ended: the answer must come without the rest). `chunked` sends no length.
 */
function send(
  method: string,
  urlPath: string,
  {
    body,
    contentType,
    jwt,
    send: sent = body.length,
    length = body.length,
    chunked = false,
  }: {
    body: Buffer
    contentType: string
    jwt?: string
    send?: number
    length?: number
    chunked?: boolean
  },
): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${cms.url}${urlPath}`, {
      method,
      headers: {
        'content-type': contentType,
        ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length) }),
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      },
    })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => {
        request.destroy()
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : {} })
      })
    })
    request.on('error', reject)
    request.write(body.subarray(0, sent))
    if (sent >= body.length) request.end()
  })
}

const bigFile = (name = 'bestand') => ({ name, filename: 'foto.png', type: 'image/png', data: randomBytes(2 * MB) })

beforeAll(async () => {
  cms = await startCms({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password })
  member = await createMember(cms.strapi)
})

afterAll(async () => {
  await cms?.stop()
})

describe(`no upload fills the disk (issue 26) (${db})`, () => {
  it.each([
    ['POST', '/api/calls', 'a route that takes files, without a login'],
    ['POST', '/api/organization-applications', 'a route that takes files, without a login'],
    ['POST', '/api/content-items', 'a read-only collection'],
    ['POST', '/api/nergens/te/vinden', 'an unknown path'],
    ['PUT', '/api/me/profile', 'a JSON route'],
    ['POST', '/api/upload', "the upload plugin's content API"],
    ['POST', '/upload', "the admin panel's upload, without an admin"],
  ])('%s %s (%s): refused before the body is read, nothing written', async (method, urlPath) => {
    const { body, contentType } = multipart([bigFile(), bigFile('files')])
    // 1 KB of 4 MB sent, the request left open: the answer comes anyway.
    const answer = await send(method, urlPath, { body, contentType, send: 1024 })
    expect([401, 415]).toContain(answer.status)
    if (answer.status === 415) expect(answer.body.error?.message).toBe(UPLOAD_MESSAGES.notAccepted)
    expect(leftOnDisk()).toEqual([])
  })

  it('a member on a JSON route gets 415 too, before the body is read', async () => {
    const { body, contentType } = multipart([bigFile()])
    const answer = await send('PUT', '/api/me/profile', { body, contentType, jwt: member.jwt, send: 1024 })
    expect(answer.status).toBe(415)
    expect(leftOnDisk()).toEqual([])
  })

  it.each([
    ['POST', '/api/calls', 'geen.echte.jwt'],
    ['POST', '/upload', 'geen.echte.jwt'],
    ['PUT', '/upload/files/1', 'geen.echte.jwt'],
  ])('%s %s with a token that is none: 401 before the body is read, nothing written', async (method, urlPath, jwt) => {
    const { body, contentType } = multipart([{ name: 'data', data: JSON.stringify(callForm()) }, bigFile('image'), bigFile('iets-anders')])
    const answer = await send(method, urlPath, { body, contentType, jwt, send: 1024 })
    expect(answer.status).toBe(401)
    expect(leftOnDisk()).toEqual([])
  })

  it("a member's token on the admin panel's upload: 401 before the body is read", async () => {
    const { body, contentType } = multipart([bigFile('files')])
    const answer = await send('POST', '/upload', { body, contentType, jwt: member.jwt, send: 1024 })
    expect(answer.status).toBe(401)
    expect(leftOnDisk()).toEqual([])
  })

  it('a client that hangs up halfway: no 500 (nothing logged as an error), nothing left', async () => {
    const { body, contentType } = multipart([{ name: 'data', data: JSON.stringify(callForm()) }, bigFile('image')])
    const request = http.request(`${cms.url}/api/calls`, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': String(body.length), authorization: `Bearer ${member.jwt}` },
    })
    const closed = new Promise<void>((resolve) => {
      request.on('error', () => resolve())
      request.on('close', () => resolve())
    })
    request.write(body.subarray(0, body.length / 2))
    // Hung up once the CMS is writing the file.
    await expect.poll(() => leftOnDisk().length).toBeGreaterThan(0)
    request.destroy()
    await closed
    // The CMS removes what it had written once the request is gone.
    await expect.poll(leftOnDisk).toEqual([])
  })

  it(`one client reads at most ${MULTIPART_PER_CLIENT} bodies at once: the next is 429 before it is read`, async () => {
    const { body, contentType } = multipart([{ name: 'data', data: JSON.stringify(callForm()) }, bigFile('image')])
    const open: http.ClientRequest[] = []
    for (let index = 0; index < MULTIPART_PER_CLIENT; index++) {
      const request = http.request(`${cms.url}/api/calls`, {
        method: 'POST',
        headers: { 'content-type': contentType, 'content-length': String(body.length), authorization: `Bearer ${member.jwt}` },
      })
      request.on('error', () => undefined)
      // Past the file's part header: the CMS has begun writing the file once it reads this far.
      request.write(body.subarray(0, body.indexOf('filename=') + 1024))
      open.push(request)
    }
    // Every body is being read: each has its file on disk.
    await expect.poll(() => leftOnDisk().length).toBe(MULTIPART_PER_CLIENT)
    const next = await send('POST', '/api/calls', { body, contentType, jwt: member.jwt, send: 1024 })
    expect(next.status).toBe(429)
    expect(next.body.error?.message).toBe(UPLOAD_MESSAGES.busy)
    for (const request of open) request.destroy()
    // The CMS removes what it had written once the request is gone.
    await expect.poll(leftOnDisk).toEqual([])
  })

  it("a member's file in a field no form has, or one file too many: 400, nothing left", async () => {
    const png = await pngBytes()
    const image = (name: string) => ({ name, filename: 'foto.png', type: 'image/png', data: png })
    const data = { name: 'data', data: JSON.stringify(callForm()) }
    const stray = await send('POST', '/api/calls', { ...multipart([data, image('stiekem')]), jwt: member.jwt })
    expect(stray.status).toBe(400)
    const tooMany = await send('POST', '/api/calls', {
      ...multipart([data, image('image'), image('heroImage'), image('cardImage'), image('image')]),
      jwt: member.jwt,
    })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body.error?.message).toBe(UPLOAD_MESSAGES.tooManyFiles)
    expect(leftOnDisk()).toEqual([])
  })

  it('over the route’s size: 413 before the body is read; without a length: 411', async () => {
    const { body, contentType } = multipart([bigFile('image')])
    const tooLarge = await send('POST', '/api/me/avatar', { body, contentType, jwt: member.jwt, length: 50 * MB, send: 1024 })
    expect(tooLarge.status).toBe(413)
    expect(tooLarge.body.error?.message).toBe(UPLOAD_MESSAGES.tooLarge)
    const unknownLength = await send('POST', '/api/me/avatar', { body, contentType, jwt: member.jwt, chunked: true, send: 1024 })
    expect(unknownLength.status).toBe(411)
    expect(unknownLength.body.error?.message).toBe(UPLOAD_MESSAGES.malformed)
    expect(leftOnDisk()).toEqual([])
  })

  it('a body cut off in the middle of a file: 400 with a Dutch message, nothing written, nothing left', async () => {
    const before = await cms.strapi.db.query('api::content-item.content-item').count()
    const { body, contentType } = multipart([{ name: 'data', data: JSON.stringify(callForm()) }, bigFile('image')])
    const cut = body.subarray(0, body.length - 1024 * 1024)
    const answer = await send('POST', '/api/calls', { body: cut, contentType, jwt: member.jwt })
    expect(answer.status, JSON.stringify(answer.body)).toBe(400)
    expect(answer.body.error?.message).toBe(UPLOAD_MESSAGES.malformed)
    expect(await cms.strapi.db.query('api::content-item.content-item').count()).toBe(before)
    // The parser removes the part it had begun when the body broke off, as it gives up: on a busy
    // machine a moment after the answer has gone out.
    await expect.poll(leftOnDisk, { timeout: 5000 }).toEqual([])
  })

  it('what is meant to be stored still is: a call with its image, and the admin panel’s media library; nothing left in the folder', async () => {
    const png = await pngBytes()
    const created = await send('POST', '/api/calls', {
      ...multipart([
        { name: 'data', data: JSON.stringify({ data: callForm() }.data) },
        { name: 'image', filename: 'foto.png', type: 'image/png', data: png },
      ]),
      jwt: member.jwt,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(201)

    const login = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const { data } = (await login.json()) as { data: { token?: string; accessToken?: string } }
    const adminToken = data.token ?? data.accessToken
    expect(adminToken).toEqual(expect.any(String))
    const uploaded = await send('POST', '/upload', {
      ...multipart([
        { name: 'fileInfo', data: JSON.stringify({ name: 'beeld.png' }) },
        { name: 'files', filename: 'beeld.png', type: 'image/png', data: png },
      ]),
      jwt: adminToken,
    })
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201)
    // The media library's details of a file (its name, alt text, folder) are sent as a form too.
    const fileId = (uploaded.body as unknown as Array<{ id: number }>)[0]!.id
    const details = await send('PUT', `/upload/files/${fileId}`, {
      ...multipart([{ name: 'fileInfo', data: JSON.stringify({ name: 'beeld.png', alternativeText: 'Een beeld' }) }]),
      jwt: adminToken,
    })
    expect(details.status, JSON.stringify(details.body)).toBe(200)
    expect(leftOnDisk()).toEqual([])
    expect(path.isAbsolute(process.env.UPLOAD_TMP_DIR!)).toBe(true)
  })
})
