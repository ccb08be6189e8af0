import { crc32 } from 'node:zlib'
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@talentstad/types'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processImageUpload } from './image-upload.server'

// Every fixture is generated here, with sharp or by hand, so each test shows what it feeds in.

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } })

/** Random pixels: compresses badly, so a cut-off file really misses image data. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
    raw: { width, height, channels: 3 },
  })

/** A PNG chunk with its length and CRC. */
function chunk(type: string, data: Uint8Array) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/** A real 1×1 PNG whose header claims width × height: a decompression bomb without the memory. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await solid(1, 1).png().toBuffer())
  const ihdr = Buffer.from(png.subarray(16, 29))
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  return Buffer.concat([png.subarray(0, 8), chunk('IHDR', ihdr), png.subarray(33)])
}

/** An animated PNG: an `acTL` chunk (2 frames) right after IHDR. */
async function apng() {
  const png = Buffer.from(await solid(8, 8).png().toBuffer())
  const actl = Buffer.alloc(8)
  actl.writeUInt32BE(2, 0)
  return Buffer.concat([png.subarray(0, 33), chunk('acTL', actl), png.subarray(33)])
}

/** Three 16×16 frames joined into an animation. */
async function animated(format: 'webp' | 'gif') {
  const frames = await Promise.all(
    ['#f00', '#0f0', '#00f'].map((background) =>
      sharp({ create: { width: 16, height: 16, channels: 4, background } })
        .png()
        .toBuffer(),
    ),
  )
  const joined = sharp(frames, { join: { animated: true } })
  const result = await joined[format]({ loop: 0, delay: [100, 100, 100] }).toBuffer()
  expect((await sharp(result).metadata()).pages).toBe(3)
  return result
}

describe('processImageUpload', () => {
  it('accepts a JPEG with GPS EXIF and returns it re-encoded without any metadata, under a generated name', async () => {
    const input = await solid(120, 80)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Talentstad Camera', Copyright: 'Privé' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '4/1 18/1 0/1' },
      })
      .toBuffer()
    const before = await sharp(input).metadata()
    expect(before.exif?.toString('latin1')).toContain('Talentstad Camera')
    // The GPS IFD pointer (tag 0x8825, little-endian in sharp's "II" EXIF).
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

    const result = await processImageUpload(file(input, 'IMG_0001 vakantie.JPG', 'image/jpeg'))
    if (!result.ok) throw new Error(result.message)
    expect(result).toMatchObject({ mime: 'image/jpeg', ext: 'jpg', width: 120, height: 80 })
    expect(result.fileName).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.jpg$/)
    const after = await sharp(result.buffer).metadata()
    expect(after.format).toBe('jpeg')
    expect(after.exif).toBeUndefined()
    expect(after.xmp).toBeUndefined()
    expect(after.icc).toBeUndefined()
    expect(after.comments).toBeUndefined()
    expect(result.buffer.toString('latin1')).not.toContain('Talentstad Camera')
  })

  it('bakes the EXIF orientation into the pixels', async () => {
    const input = await solid(40, 20).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const result = await processImageUpload(file(input, 'a.jpg', 'image/jpeg'))
    if (!result.ok) throw new Error(result.message)
    expect([result.width, result.height]).toEqual([20, 40])
    expect((await sharp(result.buffer).metadata()).orientation).toBeUndefined()
  })

  it('keeps PNG (with transparency) and WebP in their format, whatever the file name or declared type says', async () => {
    const png = await processImageUpload(file(await solid(30, 20, 4).png().toBuffer(), 'foto.webp', 'image/webp'))
    if (!png.ok) throw new Error(png.message)
    expect(png).toMatchObject({ mime: 'image/png', ext: 'png' })
    expect((await sharp(png.buffer).metadata()).hasAlpha).toBe(true)

    const webp = await processImageUpload(file(await solid(30, 20).webp().toBuffer(), 'foto.jpg', 'application/octet-stream'))
    if (!webp.ok) throw new Error(webp.message)
    expect(webp).toMatchObject({ mime: 'image/webp', ext: 'webp', width: 30, height: 20 })
  })

  it('scales a very wide image down to the largest width the site serves', async () => {
    const result = await processImageUpload(file(await solid(5000, 100).jpeg().toBuffer(), 'a.jpg', 'image/jpeg'))
    if (!result.ok) throw new Error(result.message)
    expect(result.width).toBe(UPLOAD_LIMITS.outputMaxEdge)
  })

  it('gives every upload a new name', async () => {
    const bytes = await solid(10, 10).png().toBuffer()
    const [a, b] = await Promise.all([
      processImageUpload(file(bytes, 'a.png', 'image/png')),
      processImageUpload(file(bytes, 'a.png', 'image/png')),
    ])
    expect(a.ok && b.ok && a.fileName !== b.fileName).toBe(true)
  })

  it.each([
    ['no file', async () => null, 400, UPLOAD_MESSAGES.empty],
    ['0 bytes', async () => file(new Uint8Array(0), 'leeg.jpg', 'image/jpeg'), 400, 'Geen bestand geselecteerd'],
    [
      'over the size cap',
      async () => file(new Uint8Array(UPLOAD_LIMITS.maxBytes + 1).fill(0xff), 'groot.jpg', 'image/jpeg'),
      413,
      'Het bestand is te groot, probeer het bestand te verkleinen',
    ],
    [
      'SVG renamed .png',
      async () =>
        file(
          new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
          'logo.png',
          'image/png',
        ),
      400,
      UPLOAD_MESSAGES.wrongType,
    ],
    [
      'HTML declared as image/jpeg',
      async () => file(new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'), 'foto.jpg', 'image/jpeg'),
      400,
      UPLOAD_MESSAGES.wrongType,
    ],
    [
      'a polyglot: a valid JPEG with HTML appended',
      async () =>
        file(
          Buffer.concat([await solid(20, 20).jpeg().toBuffer(), Buffer.from('<html><body><script>alert(document.cookie)</script>')]),
          'a.jpg',
          'image/jpeg',
        ),
      400,
      UPLOAD_MESSAGES.wrongType,
    ],
    [
      'JPEG magic bytes followed by HTML',
      async () =>
        file(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]), 'a.jpg', 'image/jpeg'),
      400,
      UPLOAD_MESSAGES.wrongType,
    ],
    ['a GIF', async () => file(await solid(10, 10).gif().toBuffer(), 'a.gif', 'image/gif'), 400, UPLOAD_MESSAGES.wrongType],
    ['an animated GIF named .png', async () => file(await animated('gif'), 'a.png', 'image/png'), 400, UPLOAD_MESSAGES.wrongType],
    ['an animated WebP', async () => file(await animated('webp'), 'a.webp', 'image/webp'), 400, UPLOAD_MESSAGES.animated],
    ['an animated PNG (APNG)', async () => file(await apng(), 'a.png', 'image/png'), 400, UPLOAD_MESSAGES.animated],
    [
      'a 20000×20000 PNG (decompression bomb)',
      async () => file(await pngClaiming(20_000, 20_000), 'bom.png', 'image/png'),
      400,
      UPLOAD_MESSAGES.tooManyPixels,
    ],
    ['a 40000×100 strip', async () => file(await pngClaiming(40_000, 100), 'strook.png', 'image/png'), 400, UPLOAD_MESSAGES.tooManyPixels],
    [
      'a truncated JPEG',
      async () => {
        const whole = await noise(200, 150).jpeg({ quality: 95 }).toBuffer()
        return file(whole.subarray(0, Math.floor(whole.length * 0.6)), 'kapot.jpg', 'image/jpeg')
      },
      400,
      UPLOAD_MESSAGES.broken,
    ],
    [
      'a truncated PNG',
      async () => {
        const whole = await noise(200, 150).png().toBuffer()
        return file(whole.subarray(0, Math.floor(whole.length * 0.6)), 'kapot.png', 'image/png')
      },
      400,
      UPLOAD_MESSAGES.broken,
    ],
    [
      'a PNG signature and nothing else',
      async () => file(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'a.png', 'image/png'),
      400,
      UPLOAD_MESSAGES.broken,
    ],
  ])('refuses %s with a Dutch message', async (_name, make, status, message) => {
    const result = await processImageUpload(await make())
    expect(result).toEqual({ ok: false, status, message })
  })
})
