import { randomUUID } from 'node:crypto'
import { readFile, rm } from 'node:fs/promises'
import type { Core } from '@strapi/strapi'
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
import type { Selected } from './rows'

/** A file as Strapi's body parser (formidable) leaves it on disk. */
export type IncomingFile = { filepath: string; size: number }

export type CheckedImage = { ok: true; file: IncomingFile; format: UploadImageFormat; size: number }

/**
 * Checks an uploaded image again in the CMS, by content (the site has already re-encoded it without
 * metadata, apps/site/app/lib/forms/image-upload.server.ts): size, magic bytes, no markup, the header's
 * format, pixel count and frame count. Used for profile pictures and content images alike.
 */
export async function checkIncomingImage(file: IncomingFile): Promise<CheckedImage | UploadRefusal> {
  if (file.size > UPLOAD_LIMITS.maxBytes) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge }
  const bytes = await readFile(file.filepath)
  const checked = checkImageBytes(bytes)
  if ('message' in checked) return checked
  // Reading the header decodes no pixels, so sharp's own pixel limit is lifted here: our cap decides.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined)
  if (!header) return { ok: false, status: 400, message: UPLOAD_MESSAGES.broken }
  const headerChecked = checkImageHeader(checked.format, header)
  if ('message' in headerChecked) return headerChecked
  return { ok: true, file, format: checked.format, size: bytes.length }
}

/** Stores a checked image under a generated name through the upload plugin; returns the stored file. */
export async function storeImage(strapi: Core.Strapi, image: CheckedImage, alternativeText = ''): Promise<{ id: number }> {
  const { mime, ext } = UPLOAD_IMAGE_FORMATS[image.format]
  const name = `${randomUUID()}.${ext}`
  const [stored] = await strapi
    .plugin('upload')
    .service('upload')
    .upload({
      data: { fileInfo: { name, alternativeText } },
      files: { filepath: image.file.filepath, originalFilename: name, mimetype: mime, size: image.size },
    })
  return stored
}

/** Removes stored files (by id) from the media library and the upload store; unknown ids are skipped. */
export async function removeFiles(strapi: Core.Strapi, ids: number[]) {
  const upload = strapi.plugin('upload').service('upload')
  for (const id of ids) {
    const file = await upload.findOne(id)
    if (file) await upload.remove(file)
  }
}

/** Every file the body parser wrote to disk for this request (Strapi only cleans up the field `files`). */
export function incomingFiles(ctx: { request: { files?: Record<string, unknown> } }): IncomingFile[] {
  return Object.values(ctx.request.files ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value])) as IncomingFile[]
}

/** Removes the request's temporary upload files. */
export async function removeIncomingFiles(files: IncomingFile[]) {
  await Promise.all(files.map((file) => rm(file.filepath, { force: true })))
}

/** A stored image as a query selects it (`select: ['url', 'width', 'height', 'alternativeText']`). */
export type StoredImage = Selected<'plugin::upload.file', 'url' | 'width' | 'height' | 'alternativeText'>

/** A stored image as the site shows it (ContentImageDto, OrganizationImageDto): absent parts are null. */
export const imageView = (file: Partial<StoredImage> | null | undefined) =>
  file?.url
    ? { url: file.url, width: file.width ?? null, height: file.height ?? null, alternativeText: file.alternativeText ?? null }
    : null
