// @ts-check
// The image route (`/_next/image?url=/uploads/…&w=640&q=75`, the path and parameters of the spec's
// image optimiser): resizes and converts CMS images with sharp, AVIF or WebP when the browser
// accepts them, caches every result on disk and answers with year-long immutable caching. Only
// images from the CMS's own /uploads/ are accepted; bad parameters get 400.
import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { IMAGE_DEFAULT_QUALITY as DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS, IMAGE_SIZES } from '@talentstad/types'
import sharp from 'sharp'
import { isUploadUrl, publicUploadsBase } from './upload-url.js'

export { publicUploadsBase }

// The spec's widths and quality, defined once in packages/types (constants.ts).
/** @type {Set<number>} */
const WIDTHS = new Set([...IMAGE_SIZES, ...IMAGE_DEVICE_WIDTHS])
const MAX_SOURCE_BYTES = 25 * 1024 * 1024
const MAX_SOURCE_PIXELS = 50_000_000
const SOURCE_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'gif'])
/**
 * The formats the route answers in.
 * @typedef {'avif' | 'webp' | 'jpeg' | 'png'} OutputFormat
 */
/** @type {Record<OutputFormat, string>} */
const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' }
/** @typedef {{ url: string, width: number, quality: number }} ImageParams */
/**
 * What `produce` made of a request: the image (200), or 404, 502, or 400 with a reason.
 * @typedef {{ status: 200, body: Buffer, format: OutputFormat } | { status: 400 | 404 | 502, error?: string }} ImageResult
 */

/**
 * Validates the query; returns the parameters or a Dutch reason for a 400.
 * @param {import('express').Request['query']} query
 * @param {{ publicBase?: string }} [options]
 */
export function parseImageQuery(query, { publicBase } = {}) {
  const { url, w, q } = query
  if (typeof url !== 'string' || !isUploadUrl(url, publicBase)) {
    return { error: 'Ongeldige afbeelding: alleen afbeeldingen uit het CMS zijn toegestaan.' }
  }
  const width = Number(w)
  if (!WIDTHS.has(width)) return { error: 'Ongeldige breedte.' }
  const quality = q === undefined ? DEFAULT_QUALITY : Number(q)
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) return { error: 'Ongeldige kwaliteit.' }
  return { url, width, quality }
}

/**
 * The best output format this browser accepts.
 * @param {string} [accept]
 * @param {string} [sourceFormat]
 * @returns {OutputFormat}
 */
export function outputFormat(accept = '', sourceFormat) {
  if (/image\/avif/.test(accept)) return 'avif'
  if (/image\/webp/.test(accept)) return 'webp'
  return sourceFormat === 'png' ? 'png' : 'jpeg'
}

/**
 * `publicUploadsUrl` defaults to S3_PUBLIC_URL: with it set, images the CMS stored in its bucket are
 * fetched from there (every other origin is still refused).
 * @param {{ cmsUrl: string, cacheDir: string, fetchTimeoutMs?: number, publicUploadsUrl?: string }} options
 * @returns {import('express').RequestHandler}
 */
export function imageOptimizer({ cmsUrl, cacheDir, fetchTimeoutMs = 5000, publicUploadsUrl = process.env.S3_PUBLIC_URL }) {
  const publicBase = publicUploadsBase(publicUploadsUrl)
  /** @type {Map<string, Promise<ImageResult>>} */
  const inFlight = new Map()
  const ready = mkdir(cacheDir, { recursive: true })

  /**
   * @param {string} key @param {string} file the cached file's path without its extension
   * @param {ImageParams} params @param {string} accept
   * @returns {Promise<ImageResult>}
   */
  async function produce(key, file, params, accept) {
    // A redirect is never followed: it could point anywhere.
    const source = params.url.startsWith('/') ? new URL(params.url, cmsUrl) : params.url
    const response = await fetch(source, { redirect: 'error', signal: AbortSignal.timeout(fetchTimeoutMs) })
    if (response.status === 404) return { status: 404 }
    if (!response.ok) return { status: 502 }
    const declared = Number(response.headers.get('content-length') ?? 0)
    if (declared > MAX_SOURCE_BYTES) return { status: 400, error: 'De afbeelding is te groot.' }
    const input = Buffer.from(await response.arrayBuffer())
    if (input.length > MAX_SOURCE_BYTES) return { status: 400, error: 'De afbeelding is te groot.' }

    // The header tells format and size without decoding the pixels.
    const metadata = await sharp(input)
      .metadata()
      .catch(() => undefined)
    if (!metadata || !SOURCE_FORMATS.has(metadata.format)) return { status: 400, error: 'Dit is geen ondersteunde afbeelding.' }
    // A decompression bomb: few bytes, enormous pixel count.
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_SOURCE_PIXELS) return { status: 400, error: 'De afbeelding is te groot.' }
    const format = outputFormat(accept, metadata.format)
    const body = await sharp(input, { limitInputPixels: MAX_SOURCE_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: params.width, withoutEnlargement: true })
      .toFormat(format, { quality: params.quality, ...(format === 'avif' ? { effort: 2 } : {}) })
      .toBuffer()
    const target = `${file}.${format}`
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
    await writeFile(temporary, body)
    await rename(temporary, target)
    return { status: 200, body, format }
  }

  return async function imageRoute(req, res) {
    const params = parseImageQuery(req.query, { publicBase })
    res.set('Vary', 'Accept')
    if (params.error) return res.status(400).type('text/plain; charset=utf-8').set('Cache-Control', 'no-store').send(params.error)

    const accept = req.get('accept') ?? ''
    const wants = /image\/avif/.test(accept) ? 'avif' : /image\/webp/.test(accept) ? 'webp' : 'original'
    const key = createHash('sha256').update(`${params.url}|${params.width}|${params.quality}|${wants}`).digest('hex')
    const file = path.join(cacheDir, key)
    await ready

    for (const format of /** @type {OutputFormat[]} */ (wants === 'original' ? ['jpeg', 'png'] : [wants])) {
      const cached = await readFile(`${file}.${format}`).catch(() => undefined)
      if (cached) return send(res, cached, format)
    }

    try {
      let job = inFlight.get(key)
      if (!job) {
        // Past `params.error` above: parseImageQuery's reasons are never empty.
        job = produce(key, file, /** @type {ImageParams} */ (params), accept).finally(() => inFlight.delete(key))
        inFlight.set(key, job)
      }
      const result = await job
      if (result.status !== 200) {
        return res
          .status(result.status)
          .type('text/plain; charset=utf-8')
          .set('Cache-Control', 'no-store')
          .send(result.error ?? (result.status === 404 ? 'Afbeelding niet gevonden.' : 'De afbeelding is tijdelijk niet beschikbaar.'))
      }
      return send(res, result.body, result.format)
    } catch {
      return res
        .status(502)
        .type('text/plain; charset=utf-8')
        .set('Cache-Control', 'no-store')
        .send('De afbeelding is tijdelijk niet beschikbaar.')
    }
  }
}

/**
 * @param {import('express').Response} res
 * @param {Buffer} body
 * @param {OutputFormat} format
 */
function send(res, body, format) {
  res.set('Cache-Control', 'public, max-age=31536000, immutable')
  res.type(CONTENT_TYPE[format])
  res.send(body)
}
