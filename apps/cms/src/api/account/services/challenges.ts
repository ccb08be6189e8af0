import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS } from '@talentstad/types'
import { hashSecret, newCode, newToken, sameHash } from '../utils/secrets'
import { selectRows } from '../../../lib/rows'

const CHALLENGE_UID = 'api::account.login-challenge'

export type ChallengeRow = {
  id: number
  codeHash: string
  expiresAt: string | Date
  tries: number
  usedAt: string | Date | null
  sentAt: string[] | null
  user: { id: number } | null
}

export type OpenChallenge = ChallengeRow & { challengeHash: string }

/** `strapi.service('api::account.challenges')`. */
export type ChallengesService = ReturnType<typeof challenges>

/**
 * The login attempts between a right password and the e-mailed code (`api::account.login-challenge`):
 * the challenge id and the code are only stored hashed.
 */
const challenges = ({ strapi }: { strapi: Core.Strapi }) => {
  const codeHashOf = (challengeHash: string, code: string) => hashSecret(strapi, 'code', `${challengeHash}:${code}`)

  return {
    /** How many codes were sent to a user within the send window (every challenge counts). */
    async sendsInWindow(userId: number): Promise<number> {
      const since = Date.now() - ACCOUNT_LIMITS.codeSendWindowMs
      const rows: Array<{ sentAt: string[] | null }> = await strapi.db.query(CHALLENGE_UID).findMany({
        // A challenge with a send inside the window expires after the window's start.
        where: { user: { id: userId }, expiresAt: { $gt: new Date(since) } },
        select: ['sentAt'],
      })
      return rows.flatMap((row) => row.sentAt ?? []).filter((time) => new Date(time).getTime() > since).length
    },

    /** A new login attempt for a user: returns the challenge id and the code to mail (only their hashes are stored). */
    async create(userId: number): Promise<{ id: number; challenge: string; code: string }> {
      const now = Date.now()
      // Forget this user's attempts that can no longer matter (not even for the send window).
      const old = await selectRows(strapi, CHALLENGE_UID, ['id'], {
        where: { user: { id: userId }, expiresAt: { $lt: new Date(now - ACCOUNT_LIMITS.codeSendWindowMs) } },
      })
      if (old.length > 0) await strapi.db.query(CHALLENGE_UID).deleteMany({ where: { id: { $in: old.map((row) => row.id) } } })
      const challenge = newToken()
      const code = newCode()
      const challengeHash = hashSecret(strapi, 'challenge', challenge)
      const row = await strapi.db.query(CHALLENGE_UID).create({
        data: {
          challengeHash,
          codeHash: codeHashOf(challengeHash, code),
          user: userId,
          expiresAt: new Date(now + ACCOUNT_LIMITS.codeTtlMs),
          tries: 0,
          sentAt: [new Date(now).toISOString()],
        },
      })
      return { id: row.id, challenge, code }
    },

    async remove(id: number) {
      await strapi.db.query(CHALLENGE_UID).delete({ where: { id } })
    },

    /** The challenge while it can still be answered (known, unused, unexpired, tries left); else undefined. */
    async findOpen(challenge: string): Promise<OpenChallenge | undefined> {
      const challengeHash = hashSecret(strapi, 'challenge', challenge)
      const row: ChallengeRow | null = await strapi.db.query(CHALLENGE_UID).findOne({
        where: { challengeHash },
        select: ['id', 'codeHash', 'expiresAt', 'tries', 'usedAt', 'sentAt'],
        populate: { user: { select: ['id'] } },
      })
      if (!row || row.usedAt || !row.user || row.tries >= ACCOUNT_LIMITS.codeMaxTries) return undefined
      if (new Date(row.expiresAt).getTime() <= Date.now()) return undefined
      return { ...row, challengeHash }
    },

    /**
     * Checks a code against an open challenge, counting the try first (compare-and-set on `tries`, so
     * concurrent guesses cannot exceed the maximum) and using the challenge up when the code is right.
     * 'right' | 'wrong' (tries left) | 'void' (no tries left, used, or lost a race).
     */
    async tryCode(row: OpenChallenge, code: string): Promise<'right' | 'wrong' | 'void'> {
      const counted = await strapi.db
        .query(CHALLENGE_UID)
        .updateMany({ where: { id: row.id, tries: row.tries, usedAt: { $null: true } }, data: { tries: row.tries + 1 } })
      if (counted.count !== 1) return 'void'
      if (!sameHash(row.codeHash, codeHashOf(row.challengeHash, code))) {
        return row.tries + 1 >= ACCOUNT_LIMITS.codeMaxTries ? 'void' : 'wrong'
      }
      const used = await strapi.db
        .query(CHALLENGE_UID)
        .updateMany({ where: { id: row.id, usedAt: { $null: true } }, data: { usedAt: new Date() } })
      return used.count === 1 ? 'right' : 'void'
    },

    /** A new code for an open challenge: the old one stops working, the tries and the validity start again. */
    async renewCode(row: OpenChallenge): Promise<string> {
      const now = Date.now()
      const code = newCode()
      await strapi.db.query(CHALLENGE_UID).update({
        where: { id: row.id },
        data: {
          codeHash: codeHashOf(row.challengeHash, code),
          tries: 0,
          expiresAt: new Date(now + ACCOUNT_LIMITS.codeTtlMs),
          sentAt: [...(row.sentAt ?? []), new Date(now).toISOString()],
        },
      })
      return code
    },
  }
}

export default challenges
