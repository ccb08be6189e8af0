import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { ROLE_TYPE, type AccountUser } from '@talentstad/types'
import type { Row } from '../../../lib/rows'

export const USER_UID = 'plugin::users-permissions.user'

/** The user row as the account flows need it (never sent anywhere as is: see toAccountUser). */
export type UserRow = Row<typeof USER_UID> & { role?: Row<'plugin::users-permissions.role'> | null }

/** `strapi.service('api::account.users')`. */
export type UsersService = ReturnType<typeof users>

/** What the site may know about a user: no password hash, no tokens, no flags. */
export function toAccountUser(user: UserRow): AccountUser {
  return {
    id: user.id,
    documentId: user.documentId,
    email: user.email,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    typeOfUser: user.typeOfUser ?? null,
    role: user.role?.type === ROLE_TYPE.ROLE_COMMUNITY_MANAGER ? 'ROLE_COMMUNITY_MANAGER' : 'ROLE_USER',
    onboarded: Boolean(user.onboardedAt),
  }
}

/** The users-permissions users as the account flows read and write them. */
const users = ({ strapi }: { strapi: Core.Strapi }) => {
  const usersPermissions = () => strapi.plugin('users-permissions').service('user')

  let dummy: Promise<string> | undefined
  /** A bcrypt hash of a random password, compared against for unknown addresses so timing does not tell. */
  const dummyHash = (): Promise<string> => {
    dummy ??= usersPermissions()
      .ensureHashedPasswords({ password: randomBytes(16).toString('hex') })
      .then((values: { password: string }) => values.password)
    return dummy
  }

  return {
    async findByEmail(email: string): Promise<UserRow | null> {
      return strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() }, populate: ['role'] })
    },

    async findById(id: number): Promise<UserRow | null> {
      return strapi.db.query(USER_UID).findOne({ where: { id }, populate: ['role'] })
    },

    toAccountUser,

    /** bcrypt comparison through users-permissions (the same hashing its user service uses). */
    async passwordMatches(password: string, hash: string | null | undefined): Promise<boolean> {
      if (!hash) {
        await usersPermissions().validatePassword(password, await dummyHash())
        return false
      }
      return usersPermissions().validatePassword(password, hash)
    },

    /** Spends the time of hashing a password (the register path that creates nothing). */
    async spendHashTime(password: string): Promise<void> {
      await usersPermissions().ensureHashedPasswords({ password })
    },

    /**
     * Sets a new password through users-permissions (its Document Service update hashes it like every
     * other password write).
     */
    async setPassword(userId: number, password: string, extra: Record<string, unknown> = {}) {
      await usersPermissions().edit(userId, { password, ...extra })
    },
  }
}

export default users
