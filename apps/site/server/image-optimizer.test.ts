import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageOptimizer, publicUploadsBase } from './image-optimizer.js'

let cms: Server
let site: Server
let siteUrl: string
let cacheDir: string
const upstreamHits: string[] = []

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  )

beforeAll(async () => {
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#0b4f6c' } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-exif-marker' } } })
    .toBuffer()
  const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
  const files: Record<string, [string, Buffer]> = {
    '/uploads/bomb.png': ['image/png', bomb],
    '/uploads/photo.jpg': ['image/jpeg', photo],
    '/uploads/evil.jpg': ['image/jpeg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    '/uploads/page.jpg': ['image/jpeg', Buffer.from('<html><body>hallo</body></html>')],
  }
  cms = createServer((req, res) => {
    upstreamHits.push(req.url ?? '')
    const file = files[req.url ?? '']
    if (!file) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': file[0], 'content-length': file[1].length }).end(file[1])
  })
  const cmsUrl = await listen(cms)
  cacheDir = mkdtempSync(path.join(os.tmpdir(), 'talentstad-images-'))
  const app = express()
  app.get('/_next/image', imageOptimizer({ cmsUrl, cacheDir }))
  site = createServer(app)
  siteUrl = await listen(site)
})

afterAll(() => {
  cms?.close()
  site?.close()
  rmSync(cacheDir, { recursive: true, force: true })
})

const image = (query: string, accept = 'image/avif,image/webp,*/*') => fetch(`${siteUrl}/_next/image?${query}`, { headers: { accept } })

describe('the image route', () => {
  it('resizes to the requested width and converts to AVIF when the browser accepts it', async () => {
    const response = await image('url=/uploads/photo.jpg&w=640&q=75')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/avif')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('vary')).toMatch(/Accept/)
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(metadata.format).toBe('heif')
    expect(metadata.width).toBe(640)
    expect(metadata.exif).toBeUndefined()
  })

  it('gives WebP to a browser without AVIF and the source format to one without either', async () => {
    expect((await image('url=/uploads/photo.jpg&w=750', 'image/webp,*/*')).headers.get('content-type')).toBe('image/webp')
    const plain = await image('url=/uploads/photo.jpg&w=750', 'image/*')
    expect(plain.headers.get('content-type')).toBe('image/jpeg')
    expect((await sharp(Buffer.from(await plain.arrayBuffer())).metadata()).width).toBe(750)
  })

  it('never enlarges beyond the source', async () => {
    const response = await image('url=/uploads/photo.jpg&w=3840', 'image/webp')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(1600)
  })

  it('serves a repeated request from the disk cache without asking the CMS again', async () => {
    const before = upstreamHits.filter((hit) => hit === '/uploads/photo.jpg').length
    const first = await image('url=/uploads/photo.jpg&w=828&q=60', 'image/webp')
    const second = await image('url=/uploads/photo.jpg&w=828&q=60', 'image/webp')
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()))
    expect(upstreamHits.filter((hit) => hit === '/uploads/photo.jpg').length).toBe(before + 1)
    expect(readdirSync(cacheDir).some((name) => name.endsWith('.webp'))).toBe(true)
  })

  it.each([
    ['no url', 'w=640'],
    ['an external host', 'url=https://evil.example/x.jpg&w=640'],
    ['a path outside /uploads', 'url=/admin/secret.jpg&w=640'],
    ['path traversal', 'url=/uploads/../config.json&w=640'],
    ['a width that is not offered', 'url=/uploads/photo.jpg&w=641'],
    ['no width', 'url=/uploads/photo.jpg'],
    ['quality 0', 'url=/uploads/photo.jpg&w=640&q=0'],
    ['quality 101', 'url=/uploads/photo.jpg&w=640&q=101'],
    ['a fractional quality', 'url=/uploads/photo.jpg&w=640&q=7.5'],
  ])('answers 400 for %s', async (_name, query) => {
    const response = await image(query)
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toMatch(/^Ongeldige/)
  })

  it('refuses an SVG or HTML file posing as an image', async () => {
    for (const name of ['evil.jpg', 'page.jpg']) {
      const response = await image(`url=/uploads/${name}&w=640`)
      expect(response.status, name).toBe(400)
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    }
  })

  it('refuses a decompression bomb (a small file of 56 million pixels)', async () => {
    const response = await image('url=/uploads/bomb.png&w=640')
    expect(response.status).toBe(400)
    expect(await response.text()).toBe('De afbeelding is te groot.')
  })

  it('answers 404 for an image the CMS does not have', async () => {
    expect((await image('url=/uploads/missing.jpg&w=640')).status).toBe(404)
  })
})

describe('the image route with uploads in an S3 bucket (S3_PUBLIC_URL)', () => {
  let bucket: Server
  let bucketUrl: string
  let publicUrl: string
  let s3Site: Server
  let s3SiteUrl: string
  const bucketHits: string[] = []

  beforeAll(async () => {
    const photo = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#6c0b4f' } })
      .jpeg()
      .toBuffer()
    bucket = createServer((req, res) => {
      bucketHits.push(req.url ?? '')
      // '/geheim/…' stands for anything outside the public prefix that the route must not fetch.
      if (req.url === '/talentstad/photo.jpg' || req.url === '/geheim/photo.jpg') {
        return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo)
      }
      // An object that sends the fetcher elsewhere.
      if (req.url === '/talentstad/moved.jpg') return res.writeHead(302, { location: '/geheim/photo.jpg' }).end()
      res.writeHead(404).end()
    })
    bucketUrl = await listen(bucket)
    publicUrl = `${bucketUrl}/talentstad`
    const app = express()
    app.get('/_next/image', imageOptimizer({ cmsUrl: 'http://127.0.0.1:9', cacheDir, publicUploadsUrl: `${publicUrl}/` }))
    s3Site = createServer(app)
    s3SiteUrl = await listen(s3Site)
  })

  afterAll(() => {
    bucket?.close()
    s3Site?.close()
  })

  const s3Image = (url: string, accept = 'image/webp') =>
    fetch(`${s3SiteUrl}/_next/image?url=${encodeURIComponent(url)}&w=640`, { headers: { accept } })

  it("serves an object from the bucket's public address, resized and converted", async () => {
    const response = await s3Image(`${publicUrl}/photo.jpg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640)
    expect(bucketHits).toContain('/talentstad/photo.jpg')
  })

  it.each([
    ['another origin', 'https://evil.example/talentstad/photo.jpg'],
    ['the same host on another port', () => `http://127.0.0.1:9/talentstad/photo.jpg`],
    ['another path on the same origin', () => `${bucketUrl}/andere-bucket/photo.jpg`],
    ['a bucket name that only starts alike', () => `${bucketUrl}/talentstad-kopie/photo.jpg`],
    ['a sub-folder', () => `${publicUrl}/map/photo.jpg`],
    ['path traversal', () => `${publicUrl}/../geheim.jpg`],
    ['encoded path traversal', () => `${publicUrl}/%2e%2e/geheim.jpg`],
    ['a query string', () => `${publicUrl}/photo.jpg?x-id=GetObject`],
    ['credentials in front of another host', () => `${bucketUrl.replace('http://', 'http://talentstad@')}/talentstad/photo.jpg`],
  ])('refuses %s (400, nothing fetched)', async (_name, url) => {
    const before = bucketHits.length
    const response = await s3Image(typeof url === 'function' ? url() : url)
    expect(response.status).toBe(400)
    expect(await response.text()).toMatch(/^Ongeldige afbeelding/)
    expect(bucketHits.length).toBe(before)
  })

  it('still serves CMS uploads by path, and without S3_PUBLIC_URL refuses bucket URLs', async () => {
    expect((await image('url=/uploads/photo.jpg&w=640')).status).toBe(200)
    expect((await image(`url=${encodeURIComponent(`${publicUrl}/photo.jpg`)}&w=640`)).status).toBe(400)
  })

  it('answers 404 for a missing object and never follows a redirect (502)', async () => {
    expect((await s3Image(`${publicUrl}/ontbreekt.jpg`)).status).toBe(404)
    expect((await s3Image(`${publicUrl}/moved.jpg`)).status).toBe(502)
    expect(bucketHits).not.toContain('/geheim/photo.jpg')
  })

  it('S3_PUBLIC_URL must be a plain http(s) URL: anything else stops the start-up', () => {
    expect(publicUploadsBase(undefined)).toBeUndefined()
    expect(publicUploadsBase('')).toBeUndefined()
    expect(publicUploadsBase('https://cdn.talentstad.nl/uploads/')).toBe('https://cdn.talentstad.nl/uploads')
    for (const value of [
      'cdn.talentstad.nl',
      'ftp://cdn.talentstad.nl',
      'https://user:pw@cdn.talentstad.nl',
      'https://cdn.talentstad.nl/?a=1',
    ]) {
      expect(() => imageOptimizer({ cmsUrl: 'http://127.0.0.1:9', cacheDir, publicUploadsUrl: value }), value).toThrow(/S3_PUBLIC_URL/)
    }
  })
})
