import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { S3_VARIABLES, s3Settings } from '../src/lib/s3'
import { createMember, type TestMember } from './as-user'
import { startCms, type TestCms } from './strapi'

// Uploads to an S3-compatible store (docs/decisions/0019): s3rver, a local S3 server, on a free port
// with a temporary folder; the CMS configured through S3_* as in production.
const BUCKET = 'talentstad-test'
const dir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-s3-'))
const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] })
let cms: TestCms
let publicUrl: string

beforeAll(async () => {
  const { port } = await s3.run()
  const endpoint = `http://127.0.0.1:${port}`
  publicUrl = `${endpoint}/${BUCKET}`
  cms = await startCms({
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: 'eu-west-1',
    // s3rver's fixed credentials; it checks the request signatures with them.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_PUBLIC_URL: publicUrl,
    S3_FORCE_PATH_STYLE: 'true',
  })
})

afterAll(async () => {
  await cms?.stop()
  // The CMS reads S3_* from process.env: later files in this worker get local uploads again.
  for (const name of S3_VARIABLES) delete process.env[name]
  await s3.close()
  rmSync(dir, { recursive: true, force: true })
})

async function postAvatar(member: TestMember, bytes: Uint8Array, type: string, name: string) {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  const response = await fetch(`${cms.url}/api/me/avatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${member.jwt}` },
    body: form,
  })
  return { status: response.status, body: await response.json() }
}

const image = (background: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .toFormat(format)
    .toBuffer()

const localUploads = () => readdirSync(path.join(process.env.PUBLIC_DIR!, 'uploads'))

describe('uploads with S3_* set', () => {
  it('a profile picture lands in the bucket, the CMS answers its public S3 URL, and nothing is written to the local disk', async () => {
    const member = await createMember(cms.strapi)
    const uploaded = await postAvatar(member, await image('#c00', 'jpeg'), 'image/jpeg', 'mijn vakantie.jpg')
    expect(uploaded.status).toBe(200)
    const url: string = uploaded.body.data.avatar.url
    expect(url.startsWith(`${publicUrl}/`)).toBe(true)
    expect(url).toMatch(/\/[0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}_[0-9a-f]+\.jpg$/)
    expect(uploaded.body.data.avatar).toMatchObject({ mime: 'image/jpeg', width: 64, height: 48 })

    // Served by the store itself: the image the CMS re-checked, intact.
    const served = await fetch(url)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 64, height: 48 })
    expect(localUploads()).toEqual([])
    expect((await cms.strapi.db.query('plugin::upload.file').findOne({ where: { url } }))?.provider).toBe('aws-s3')
  })

  it('a new picture replaces the old one in the bucket: the previous object is deleted', async () => {
    const member = await createMember(cms.strapi)
    const first = await postAvatar(member, await image('#0c0', 'jpeg'), 'image/jpeg', 'a.jpg')
    const second = await postAvatar(member, await image('#00c', 'png'), 'image/png', 'b.png')
    expect([first.status, second.status]).toEqual([200, 200])
    expect(second.body.data.avatar.url).toMatch(/\.png$/)
    expect((await fetch(second.body.data.avatar.url)).status).toBe(200)
    expect((await fetch(first.body.data.avatar.url)).status).toBe(404)
  })

  it("the admin panel's CSP allows images and media from the bucket's public origin", async () => {
    const csp = (await fetch(`${cms.url}/api/health/live`)).headers.get('content-security-policy') ?? ''
    const origin = new URL(publicUrl).origin
    expect(csp).toMatch(new RegExp(`img-src [^;]*'self'[^;]* ${origin}(;| )`))
    expect(csp).toMatch(new RegExp(`media-src [^;]* ${origin}(;| )`))
  })
})

describe('S3_* validation', () => {
  const complete = {
    S3_BUCKET: 'talentstad',
    S3_ACCESS_KEY_ID: 'key',
    S3_SECRET_ACCESS_KEY: 'secret',
    S3_PUBLIC_URL: 'https://cdn.talentstad.nl/',
  }

  it('none set: uploads stay on the local disk; a complete set is taken (region defaults, trailing slash dropped)', () => {
    expect(s3Settings({})).toBeUndefined()
    expect(s3Settings(complete)).toEqual({
      endpoint: undefined,
      bucket: 'talentstad',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.talentstad.nl',
      forcePathStyle: false,
    })
  })

  it('a partial or malformed set stops the start-up with a message naming the variable', () => {
    expect(() => s3Settings({ S3_BUCKET: 'talentstad' })).toThrow(/S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL must be set/)
    expect(() => s3Settings({ ...complete, S3_PUBLIC_URL: 'cdn.talentstad.nl' })).toThrow(/S3_PUBLIC_URL/)
    expect(() => s3Settings({ ...complete, S3_PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/S3_PUBLIC_URL/)
    expect(() => s3Settings({ ...complete, S3_ENDPOINT: 'ftp://minio:9000' })).toThrow(/S3_ENDPOINT/)
    expect(() => s3Settings({ ...complete, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
    expect(() => s3Settings({ ...complete, S3_BUCKET: 'Geen_Bucket' })).toThrow(/S3_BUCKET/)
  })
})
