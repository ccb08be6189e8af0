import type { Core } from '@strapi/strapi'
import { soleAdminAccountMessage, soleAdminMessage } from '@talentstad/types'
import { ConflictError } from '../../../lib/http-errors'
import type { SessionsService } from '../../account/services/sessions'
import { selectRow, selectRows, type Selected } from '../../../lib/rows'

const USER = 'plugin::users-permissions.user'

type SoleAdmin = Array<{ documentId: string; name: string }>

/** 409 `sole-admin`: the account is the only admin of these organisations; `message` names them. */
const soleAdminError = (organizations: SoleAdmin, message: (names: string[]) => string) =>
  new ConflictError(message(organizations.map((organization) => organization.name)), { code: 'sole-admin', organizations })

/** What a deleted member leaves behind: removed, or kept with the link to them cut. */
const REMOVED = [
  'api::favorite.favorite',
  'api::enter.enter',
  'api::membership.membership',
  'api::follow.organization-follow',
  'api::follow.theme-follow',
  'api::mailing.alert',
] as const
const KEPT = [
  { uid: 'api::content-item.content-item', field: 'author' },
  { uid: 'api::organization.organization', field: 'submittedBy' },
] as const

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = () => strapi.service('api::organization.members')
  return {
    async passwordMatches(userId: number, password: string): Promise<boolean> {
      const user = await selectRow(strapi, USER, ['password'], { where: { id: userId } })
      if (!user?.password) return false
      return strapi.plugin('users-permissions').service('user').validatePassword(password, user.password)
    },

    /**
     * Deletes the member in one transaction: their favorites, enters, memberships, follows, alerts and mail records go (their
     * event sign-ups right after, the waiting lists moving up); calls and
     * organisation content they authored stay without the link to them (every row, draft and
     * published). The avatar file is removed once the database work is committed.
     *
     * Refused (409 `sole-admin`, nothing deleted) while the member is the only admin of an
     * organisation: it would be left without anyone to manage it. The message names the
     * organisations and says what to do first. Checked under the organisations' locks
     * (members.soleAdminOf), so a concurrent demotion or departure of the other admin cannot slip in.
     */
    async remove(userId: number) {
      const user: (Selected<typeof USER, 'id'> & { avatar?: Selected<'plugin::upload.file', 'id'> | null }) | null = await strapi.db
        .query(USER)
        .findOne({ where: { id: userId }, select: ['id'], populate: { avatar: { select: ['id'] } } })
      if (!user) return
      // Their sign-ups for events, read while the account still links to them: cancelled once the
      // account is gone, so the first on each waiting list moves up (not inside the transaction:
      // an event's changes run one at a time, and one waiting for this transaction would wait forever).
      const signUps = await strapi.service('api::registration.registrations').ofMember(userId)
      await strapi.db.transaction(async () => {
        const sole = await members().soleAdminOf(userId)
        if (sole.length > 0) throw soleAdminError(sole, soleAdminMessage)
        for (const uid of REMOVED) {
          const rows = await selectRows(strapi, uid, ['documentId'], { where: { user: { id: userId } } })
          for (const documentId of new Set(rows.map((row) => row.documentId))) {
            await strapi.documents(uid).delete({ documentId })
          }
        }
        for (const { uid, field } of KEPT) {
          const rows = await selectRows(strapi, uid, ['id'], { where: { [field]: { id: userId } } })
          for (const row of rows) {
            await strapi.db.query(uid).update({ where: { id: row.id }, data: { [field]: null } })
          }
        }
        // The record of their digests (mail links are signed, not stored: they name nobody any more).
        for (const kind of ['digest', 'alert'])
          await strapi.db.query('api::mailing.delivery').deleteMany({ where: { key: { $startsWith: `${kind}:${userId}:` } } })
        // Every session of the account ends with it (the session check also refuses a missing user).
        await (strapi.service('api::account.sessions') as SessionsService).endAll(userId)
        await strapi.db.query(USER).delete({ where: { id: userId } })
      })
      await strapi.service('api::registration.registrations').withdraw(signUps)
      if (user.avatar) await strapi.service('api::me.avatar').removeFile(user.avatar.id)
    },

    /**
     * An account deleted another way (an editor in the admin panel) is refused the same while it is
     * the only admin of an organisation, with a message for the editor. `remove` above has deleted
     * the member's memberships before it deletes the account, so this passes for it.
     */
    registerLifecycles() {
      const refuse = async (id: unknown) => {
        if (typeof id !== 'number' && typeof id !== 'string') return
        const sole = await members().soleAdminOf(Number(id))
        if (sole.length > 0) throw soleAdminError(sole, soleAdminAccountMessage)
      }
      // The organisations these accounts are admins of, for the check after the delete (accounts
      // deleted side by side in one transaction, which the checks before each cannot see).
      const adminOf = async (where: Record<string, unknown>) => {
        const users = await selectRows(strapi, USER, ['id'], { where })
        return members().adminOrganizationsOf({ user: { id: { $in: users.map((user) => user.id) } } })
      }
      type Event = { params: { where?: Record<string, unknown> }; state: { organizations?: string[] } }
      strapi.db.lifecycles.subscribe({
        models: [USER],
        async beforeDelete(event: Event) {
          await refuse((event.params.where as { id?: unknown } | undefined)?.id)
          event.state.organizations = await adminOf(event.params.where)
        },
        async beforeDeleteMany(event: Event) {
          const rows = await selectRows(strapi, USER, ['id'], { where: event.params.where })
          for (const row of rows) await refuse(row.id)
          event.state.organizations = await adminOf(event.params.where)
        },
        afterDelete: (event: Event) => members().requireAdminsAfter(event.state.organizations),
        afterDeleteMany: (event: Event) => members().requireAdminsAfter(event.state.organizations),
      })
    },
  }
}
