import type { Core } from '@strapi/strapi'
import type { SessionsService } from '../../account/services/sessions'

const USER = 'plugin::users-permissions.user'

/** What a deleted member leaves behind: removed, or kept with the link to them cut. */
const REMOVED = ['api::favorite.favorite', 'api::enter.enter', 'api::membership.membership'] as const
const KEPT = [
  { uid: 'api::content-item.content-item', field: 'author' },
  { uid: 'api::organization.organization', field: 'submittedBy' },
] as const

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['password'] })
    if (!user?.password) return false
    return strapi.plugin('users-permissions').service('user').validatePassword(password, user.password)
  },

  /**
   * Deletes the member in one transaction: their favorites, enters and memberships go; calls and
   * organisation content they authored stay without the link to them (every row, draft and
   * published). The avatar file is removed once the database work is committed.
   */
  async remove(userId: number) {
    const user = await strapi.db.query(USER).findOne({ where: { id: userId }, select: ['id'], populate: { avatar: { select: ['id'] } } })
    if (!user) return
    await strapi.db.transaction(async () => {
      for (const uid of REMOVED) {
        const rows: Array<{ documentId: string }> = await strapi.db
          .query(uid)
          .findMany({ where: { user: { id: userId } }, select: ['documentId'] })
        for (const documentId of new Set(rows.map((row) => row.documentId))) {
          await strapi.documents(uid).delete({ documentId })
        }
      }
      for (const { uid, field } of KEPT) {
        const rows: Array<{ id: number }> = await strapi.db.query(uid).findMany({ where: { [field]: { id: userId } }, select: ['id'] })
        for (const row of rows) {
          await strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: null } })
        }
      }
      // Every session of the account ends with it (the session check also refuses a missing user).
      await (strapi.service('api::account.sessions') as SessionsService).endAll(userId)
      await strapi.db.query(USER).delete({ where: { id: userId } })
    })
    if (user.avatar) await strapi.service('api::me.avatar').removeFile(user.avatar.id)
  },
})
