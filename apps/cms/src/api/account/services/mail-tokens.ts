import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS } from '@talentstad/types'
import { hashSecret, newToken } from '../utils/secrets'
import { selectRows, type Selected } from '../../../lib/rows'

const TOKEN_UID = 'api::account.account-token'

export type MailTokenKind = 'activation' | 'reset'

/** `strapi.service('api::account.mail-tokens')`. */
export type MailTokensService = ReturnType<typeof mailTokens>

const TTL: Record<MailTokenKind, number> = {
  activation: ACCOUNT_LIMITS.activationTtlMs,
  reset: ACCOUNT_LIMITS.resetTtlMs,
}

/** The single-use tokens of the e-mailed links (activation, reset), stored hashed (`api::account.account-token`). */
const mailTokens = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** A new single-use link token for a user; earlier tokens of the same kind stop working. Returns the token itself (only the hash is stored). */
  async issue(userId: number, kind: MailTokenKind): Promise<string> {
    await this.voidAll(userId, kind)
    const token = newToken()
    await strapi.db.query(TOKEN_UID).create({
      data: { kind, tokenHash: hashSecret(strapi, kind, token), user: userId, expiresAt: new Date(Date.now() + TTL[kind]) },
    })
    return token
  },

  /** Forgets every token of a kind of a user (used or not). */
  async voidAll(userId: number, kind: MailTokenKind): Promise<void> {
    const rows = await selectRows(strapi, TOKEN_UID, ['id'], { where: { user: { id: userId }, kind } })
    if (rows.length > 0) await strapi.db.query(TOKEN_UID).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } })
  },

  /** The user id a valid token (right kind, unused, unexpired) belongs to, or undefined. Does not use it up. */
  async peek(kind: MailTokenKind, token: string): Promise<{ id: number; userId: number } | undefined> {
    const row:
      | (Selected<typeof TOKEN_UID, 'id' | 'expiresAt' | 'usedAt'> & { user?: Selected<'plugin::users-permissions.user', 'id'> | null })
      | null = await strapi.db.query(TOKEN_UID).findOne({
      where: { tokenHash: hashSecret(strapi, kind, token), kind },
      select: ['id', 'expiresAt', 'usedAt'],
      populate: { user: { select: ['id'] } },
    })
    if (!row || row.usedAt || !row.user || new Date(row.expiresAt).getTime() <= Date.now()) return undefined
    return { id: row.id, userId: row.user.id }
  },

  /** Marks a token used; false when another request used it first (single use, also under concurrency). */
  async use(id: number): Promise<boolean> {
    const { count } = await strapi.db.query(TOKEN_UID).updateMany({ where: { id, usedAt: { $null: true } }, data: { usedAt: new Date() } })
    return count === 1
  },
})

export default mailTokens
