import type { Core } from '@strapi/strapi'
import type { UploadRefusal } from '@talentstad/types'
import { checkIncomingImage, storeImage, type IncomingFile } from '../../../lib/image-upload'
import type { Row, Selected } from '../../../lib/rows'

const USER = 'plugin::users-permissions.user'
const FILE = 'plugin::upload.file'

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Stores a new profile picture. The site has already re-encoded it without metadata
   * (apps/site/app/lib/forms/image-upload.server.ts); the CMS checks again what it receives, by content:
   * size, magic bytes, no markup, the header's format, pixel count and frame count. The file is
   * stored under a generated name, linked as the avatar, and the previous avatar file is removed.
   */
  async replace(userId: number, file: IncomingFile): Promise<UploadRefusal | { ok: true }> {
    const checked = await checkIncomingImage(file)
    if ('message' in checked) return checked

    const user: (Selected<typeof USER, 'documentId'> & { avatar?: Selected<typeof FILE, 'id'> | null }) | null = await strapi.db
      .query(USER)
      .findOne({ where: { id: userId }, select: ['documentId'], populate: { avatar: { select: ['id'] } } })
    if (!user) throw new Error(`User ${userId} not found`)
    const stored = await storeImage(strapi, checked)
    const uploadService = strapi.plugin('upload').service('upload')
    try {
      await strapi.documents(USER).update({ documentId: user.documentId, data: { avatar: stored.id } })
    } catch (error) {
      await uploadService.remove(stored)
      throw error
    }
    if (user.avatar) await this.removeFile(user.avatar.id)
    return { ok: true }
  },

  /** Removes an upload (the original and its generated formats) from storage and the database. */
  async removeFile(fileId: number) {
    const file: Row<typeof FILE> | null = await strapi.db.query(FILE).findOne({ where: { id: fileId } })
    if (!file) return
    try {
      await strapi.plugin('upload').service('upload').remove(file)
    } catch (error) {
      strapi.log.warn(`Could not remove upload ${fileId}: ${(error as Error).message}`)
    }
  },
})
