import { randomBytes } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { ROLE_TYPE, type AccountUser } from '@talentstad/types'

export const USER_UID = 'plugin::users-permissions.user'

/** The user row as the account flows need it (never sent anywhere as is: see toAccountUser). */
export type UserRow = {
  id: number
  documentId: string
  email: string
  password?: string | null
  confirmed?: boolean | null
  blocked?: boolean | null
  firstName?: string | null
  lastName?: string | null
  typeOfUser?: AccountUser['typeOfUser']
  onboardedAt?: string | Date | null
  role?: { type?: string } | null
}

export async function findUserByEmail(strapi: Core.Strapi, email: string): Promise<UserRow | null> {
  return strapi.db.query(USER_UID).findOne({ where: { email: email.toLowerCase() }, populate: ['role'] })
}

export async function findUserById(strapi: Core.Strapi, id: number): Promise<UserRow | null> {
  return strapi.db.query(USER_UID).findOne({ where: { id }, populate: ['role'] })
}

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

const usersService = (strapi: Core.Strapi) => strapi.plugin('users-permissions').service('user')

/** bcrypt comparison through users-permissions (the same hashing its user service uses). */
export async function passwordMatches(strapi: Core.Strapi, password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) {
    await usersService(strapi).validatePassword(password, await dummyHash(strapi))
    return false
  }
  return usersService(strapi).validatePassword(password, hash)
}

let dummy: Promise<string> | undefined
/** A bcrypt hash of a random password, compared against for unknown addresses so timing does not tell. */
function dummyHash(strapi: Core.Strapi): Promise<string> {
  dummy ??= usersService(strapi)
    .ensureHashedPasswords({ password: randomBytes(16).toString('hex') })
    .then((values: { password: string }) => values.password)
  return dummy
}

/** Spends the time of hashing a password (the register path that creates nothing). */
export async function spendHashTime(strapi: Core.Strapi, password: string): Promise<void> {
  await usersService(strapi).ensureHashedPasswords({ password })
}

/**
 * Sets a new password through users-permissions (its Document Service update hashes it like every
 * other password write).
 */
export async function setPassword(strapi: Core.Strapi, userId: number, password: string, extra: Record<string, unknown> = {}) {
  await usersService(strapi).edit(userId, { password, ...extra })
}
