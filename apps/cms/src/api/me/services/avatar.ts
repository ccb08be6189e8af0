import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Core } from '@strapi/strapi'
import { checkImageBytes, checkImageHeader, UPLOAD_IMAGE_FORMATS, UPLOAD_LIMITS, UPLOAD_MESSAGES, type UploadRefusal } from '@talentstad/types'
import sharp from 'sharp'

const USER = 'plugin::users-permissions.user'
const FILE = 'plugin::upload.file'

/** A file as Strapi's body parser (formidable) leaves it on disk. */
export type IncomingFile = { filepath: string; size: number }

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores a new profile picture. The site has already re-encoded it without metadata
   * (apps/site/app/lib/image-upload.server.ts); the CMS checks again what it receives, by content:
   * size, magic bytes, no markup, the header's format, pixel count and frame count. The file is
   * stored under a generated name, linked as the avatar, and the previous avatar file is removed.
   */
  async replace(userId: number, file: IncomingFile): Promise<UploadRefusal | { ok: true }> {
    if (file.size > UPLOAD_LIMITS.maxBytes) return { ok: false, status: 413, message: UPLOAD_MESSAGES.tooLarge }
    const bytes = await readFile(file.filepath)
    const checked = checkImageBytes(bytes)
    if (!checked.ok) return checked
    // Reading the header decodes no pixels, so sharp's own pixel limit is lifted here: our cap decides.
    const header = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined)
    if (!header) return { ok: false, status: 400, message: UPLOAD_MESSAGES.broken }
    const headerChecked = checkImageHeader(checked.format, header)
    if (!headerChecked.ok) return headerChecked

    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['documentId'], populate: { avatar: { select: ['id'] } } })
    if (!user) throw new Error(`User ${userId} not found`)
    const { mime, ext } = UPLOAD_IMAGE_FORMATS[checked.format]
    const name = `${randomUUID()}.${ext}`
    const uploadService = strapi.plugin('upload').service('upload')
    const [stored] = await uploadService.upload({
      data: { fileInfo: { name, alternativeText: '' } },
      files: { filepath: file.filepath, originalFilename: name, mimetype: mime, size: bytes.length },
    })
    try {
      await strapi.documents(USER).update({ documentId: user.documentId, data: { avatar: stored.id } as any })
    } catch (error) {
      await uploadService.remove(stored)
      throw error
    }
    if (user.avatar) await this.removeFile(user.avatar.id)
    return { ok: true }
  },

  /** Removes an upload (the original and its generated formats) from storage and the database. */
  async removeFile(fileId: number) {
    const file = await strapi.db.query(FILE).findOne({ where: { id: fileId } })
    if (!file) return
    try {
      await strapi.plugin('upload').service('upload').remove(file)
    } catch (error) {
      strapi.log.warn(`Could not remove upload ${fileId}: ${(error as Error).message}`)
    }
  },
})
