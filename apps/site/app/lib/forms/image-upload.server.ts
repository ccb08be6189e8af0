import { randomUUID } from 'node:crypto'
import {
  checkImageBytes,
  checkImageHeader,
  UPLOAD_IMAGE_FORMATS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadImageFormat,
  type UploadRefusal,
} from '@talentstad/types'
import sharp from 'sharp'

export type ProcessedImage = {
  ok: true
  buffer: Buffer
  mime: (typeof UPLOAD_IMAGE_FORMATS)[UploadImageFormat]['mime']
  ext: (typeof UPLOAD_IMAGE_FORMATS)[UploadImageFormat]['ext']
  width: number
  height: number
  /** A generated name (random UUID and the real type's extension); the visitor's file name is never used. */
  fileName: string
}

/**
 * The image-upload pipeline (profile pictures now, content and organisation images later), before
 * anything reaches the CMS:
 * 1. the cheap checks of @talentstad/types (`checkImageBytes`): a file at all, at most
 *    UPLOAD_LIMITS.maxBytes (413), JPEG, PNG or WebP by its magic bytes whatever its name or declared
 *    type, no HTML or SVG markup inside (polyglots), no animated PNG;
 * 2. the header (`checkImageHeader`): the format sharp sees must be the sniffed one, at most
 *    UPLOAD_LIMITS.maxPixels and maxEdge (decompression bombs, refused before any pixel is decoded),
 *    a single frame (animated WebP);
 * 3. a re-encode with sharp: `limitInputPixels` as a second guard, `failOn: 'error'` (truncated or
 *    corrupt data is refused), `.rotate()` bakes the EXIF orientation into the pixels, fit inside
 *    UPLOAD_LIMITS.outputMaxEdge, and no `.withMetadata()`: EXIF (GPS, camera), XMP, ICC and
 *    comments are all dropped.
 *
 * Decision: the output keeps the input's format (JPEG stays JPEG, PNG keeps its transparency, WebP
 * stays WebP). Browsers get AVIF or WebP from the image route anyway (ADR 0007), so converting here
 * would only cost a second lossy step.
 */
export async function processImageUpload(file: File | null | undefined): Promise<ProcessedImage | UploadRefusal> {
  if (!file || file.size === 0) return { ok: false, status: 400, message: UPLOAD_MESSAGES.empty }
  if (file.size > UPLOAD_LIMITS.maxBytes) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge }
  const bytes = new Uint8Array(await file.arrayBuffer())
  const checked = checkImageBytes(bytes)
  if (!checked.ok) return checked
  const format = checked.format

  // Reading the header decodes no pixels, so sharp's own pixel limit is lifted here: our cap decides.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!header) return { ok: false, status: 400, message: UPLOAD_MESSAGES.broken }
  const headerChecked = checkImageHeader(format, header)
  if (!headerChecked.ok) return headerChecked

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_LIMITS.maxPixels, failOn: 'error' })
      .rotate()
      .resize({ width: UPLOAD_LIMITS.outputMaxEdge, height: UPLOAD_LIMITS.outputMaxEdge, fit: 'inside', withoutEnlargement: true })
      .toFormat(format, ENCODING[format])
      .toBuffer({ resolveWithObject: true })
    // Rare, but a re-encode can be larger than a well-compressed original; the CMS would refuse it.
    if (data.length > UPLOAD_LIMITS.maxBytes) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge }
    const { mime, ext } = UPLOAD_IMAGE_FORMATS[format]
    return { ok: true, buffer: data, mime, ext, width: info.width, height: info.height, fileName: `${randomUUID()}.${ext}` }
  } catch {
    return { ok: false, status: 400, message: UPLOAD_MESSAGES.broken }
  }
}

const ENCODING = {
  jpeg: { quality: 85, mozjpeg: true },
  png: { compressionLevel: 9 },
  webp: { quality: 85 },
} as const satisfies Record<UploadImageFormat, object>
