import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS } from '@talentstad/types'
import { hashSecret, newToken } from './account-secrets'

export const TOKEN_UID = 'api::account.account-token'

export type MailTokenKind = 'activation' | 'reset'

const TTL: Record<MailTokenKind, number> = {
  activation: ACCOUNT_LIMITS.activationTtlMs,
  reset: ACCOUNT_LIMITS.resetTtlMs,
}

/** A new single-use link token for a user; earlier tokens of the same kind stop working. Returns the token itself (only the hash is stored). */
export async function issueMailToken(strapi: Core.Strapi, userId: number, kind: MailTokenKind): Promise<string> {
  await voidMailTokens(strapi, userId, kind)
  const token = newToken()
  await strapi.db.query(TOKEN_UID).create({
    data: { kind, tokenHash: hashSecret(strapi, kind, token), user: userId, expiresAt: new Date(Date.now() + TTL[kind]) },
  })
  return token
}

/** Forgets every token of a kind of a user (used or not). */
export async function voidMailTokens(strapi: Core.Strapi, userId: number, kind: MailTokenKind): Promise<void> {
  const rows = await strapi.db.query(TOKEN_UID).findMany({ where: { user: { id: userId }, kind }, select: ['id'] })
  if (rows.length > 0) await strapi.db.query(TOKEN_UID).deleteMany({ where: { id: { $in: rows.map((row) => row.id) } } })
}

/** The user id a valid token (right kind, unused, unexpired) belongs to, or undefined. Does not use it up. */
export async function peekMailToken(strapi: Core.Strapi, kind: MailTokenKind, token: string): Promise<{ id: number; userId: number } | undefined> {
  const row = await strapi.db.query(TOKEN_UID).findOne({
    where: { tokenHash: hashSecret(strapi, kind, token), kind },
    select: ['id', 'expiresAt', 'usedAt'],
    populate: { user: { select: ['id'] } },
  })
  if (!row || row.usedAt || !row.user || new Date(row.expiresAt).getTime() <= Date.now()) return undefined
  return { id: row.id, userId: row.user.id }
}

/** Marks a token used; false when another request used it first (single use, also under concurrency). */
export async function useMailToken(strapi: Core.Strapi, id: number): Promise<boolean> {
  const { count } = await strapi.db.query(TOKEN_UID).updateMany({ where: { id, usedAt: { $null: true } }, data: { usedAt: new Date() } })
  return count === 1
}
