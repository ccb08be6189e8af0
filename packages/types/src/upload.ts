import { IMAGE_MAX_MB, IMAGE_MIME_TYPES } from './constants.js'
import { MESSAGES } from './messages.js'

/**
 * The image-upload rules both apps apply (profile pictures now, content and organisation images
 * later). The site runs the full pipeline (`apps/site/app/lib/forms/image-upload.server.ts`: these checks,
 * then a sharp re-encode without metadata); the CMS repeats the cheap checks on what it receives
 * (defence in depth). A file's type is decided by its bytes, never by its name or declared type.
 */
export const UPLOAD_LIMITS = {
  /** Shown on forms as a number of MB. */
  maxMb: IMAGE_MAX_MB,
  maxBytes: IMAGE_MAX_MB * 1024 * 1024,
  /** Decompression bombs: width × height above this is refused before any pixel is decoded. */
  maxPixels: 40_000_000,
  /** Neither side may be longer (a 40 000 × 1 000 strip is under the pixel cap but no photo). */
  maxEdge: 12_000,
  /** The stored image fits inside this box (the largest width the image route serves). */
  outputMaxEdge: 3840,
} as const

export const UPLOAD_IMAGE_FORMATS = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
} as const
export type UploadImageFormat = keyof typeof UPLOAD_IMAGE_FORMATS

/** For an `accept` attribute; only a hint to the browser, the bytes decide. */
export const UPLOAD_ACCEPT = IMAGE_MIME_TYPES.join(',')

export const UPLOAD_MESSAGES = {
  empty: MESSAGES.noFileSelected,
  tooLarge: MESSAGES.fileTooLarge,
  hint: `Een jpg-, png- of webp-afbeelding van maximaal ${IMAGE_MAX_MB} MB.`,
  wrongType: 'Dit bestand is geen jpg-, png- of webp-afbeelding. Kies een andere afbeelding.',
  tooManyPixels: 'De afbeelding heeft te veel pixels. Kies een kleinere afbeelding.',
  animated: 'Bewegende afbeeldingen kunnen niet worden gebruikt. Kies een stilstaande afbeelding.',
  broken: 'Deze afbeelding is beschadigd of onvolledig. Kies een andere afbeelding.',
  failed: 'Het uploaden is niet gelukt. Probeer het later opnieuw.',
  /** A form with files sent where no form takes files (the CMS refuses it before reading it). */
  notAccepted: 'Hier kun je geen bestanden meesturen.',
  /** A form with files whose length was not announced, or that did not arrive whole. */
  malformed: 'Het formulier is niet goed aangekomen. Probeer het opnieuw.',
  tooManyFiles: 'Je stuurt te veel bestanden tegelijk. Kies minder bestanden.',
  /** More uploads from one address at once than the CMS reads. */
  busy: 'Er worden al een paar bestanden van je verstuurd. Wacht even en probeer het dan opnieuw.',
} as const

export type UploadRefusal = { ok: false; status: 400 | 413; message: string }

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

/** The image format by its magic bytes: JPEG, PNG or WebP; undefined for anything else (SVG, HTML, GIF, …). */
export function sniffImageFormat(bytes: Uint8Array): UploadImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  return undefined
}

/**
 * An animated PNG (APNG) carries an `acTL` chunk before its first `IDAT`. Decoders that do not
 * know APNG show only the first frame, so sharp would not report the animation itself.
 */
export function isAnimatedPng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let offset = 8
  while (offset + 8 <= bytes.length) {
    const length = view.getUint32(offset)
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    if (type === 'acTL') return true
    if (type === 'IDAT' || type === 'IEND') return false
    offset += 12 + length
  }
  return false
}

/**
 * Markup hidden in an image file (a polyglot that a browser could be talked into reading as HTML
 * or SVG). Image metadata may hold XML (XMP), but never these. Only markers of five or more
 * characters: shorter ones turn up by chance in the compressed data of large photos.
 */
const MARKUP = /<(?:script|html|body|iframe|object|embed|\?php)|<svg\s|<!doctype|javascript:/i

export function containsMarkup(bytes: Uint8Array): boolean {
  return MARKUP.test(new TextDecoder('latin1').decode(bytes))
}

/**
 * The checks that need no image decoder, in the order a visitor should hear about them: a file at
 * all, its size, its real type, markup inside it, animation. Returns the format or the refusal.
 */
export function checkImageBytes(bytes: Uint8Array | null | undefined): { ok: true; format: UploadImageFormat } | UploadRefusal {
  if (!bytes || bytes.length === 0) return { ok: false, status: 400, message: UPLOAD_MESSAGES.empty }
  if (bytes.length > UPLOAD_LIMITS.maxBytes) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge }
  const format = sniffImageFormat(bytes)
  if (!format || containsMarkup(bytes)) return { ok: false, status: 400, message: UPLOAD_MESSAGES.wrongType }
  if (format === 'png' && isAnimatedPng(bytes)) return { ok: false, status: 400, message: UPLOAD_MESSAGES.animated }
  return { ok: true, format }
}

/** Checks what an image header says (sharp's `metadata()`), before any pixel is decoded. */
export function checkImageHeader(
  format: UploadImageFormat,
  header: { format?: string; width?: number; height?: number; pages?: number },
): { ok: true } | UploadRefusal {
  if (header.format !== format) return { ok: false, status: 400, message: UPLOAD_MESSAGES.wrongType }
  const width = header.width ?? 0
  const height = header.height ?? 0
  if (width < 1 || height < 1) return { ok: false, status: 400, message: UPLOAD_MESSAGES.broken }
  if (width > UPLOAD_LIMITS.maxEdge || height > UPLOAD_LIMITS.maxEdge || width * height > UPLOAD_LIMITS.maxPixels) {
    return { ok: false, status: 400, message: UPLOAD_MESSAGES.tooManyPixels }
  }
  if ((header.pages ?? 1) > 1) return { ok: false, status: 400, message: UPLOAD_MESSAGES.animated }
  return { ok: true }
}
