import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS, type AccountSessionInfo } from '@talentstad/types'
import { newToken } from '../utils/secrets'
import type { RequestMember } from '../../../lib/request-member'
import { selectRow, selectRows, type Row, type Selected } from '../../../lib/rows'

const SESSION_UID = 'api::account.account-session'
const USER_UID = 'plugin::users-permissions.user'

/** A session's expiry slides at most this often (one write per minute per session at most). */
export const SESSION_SLIDE_EVERY_MS = 60_000
/** A JWT older than this is re-issued by GET /api/account/session. */
export const JWT_REISSUE_AFTER_MS = 24 * 60 * 60_000

export type ActiveSession = {
  id: number
  sid: string
  userId: number
  expiresAt: Date
  lastSeenAt: Date
  /** The member as users-permissions reads one (every column, with the role): read once per request. */
  user: RequestMember
}

/** What the account-session middleware (src/middlewares/account-session.ts) leaves in ctx.state for the account endpoints. */
export type AccountSessionState = { session: ActiveSession; jwtIssuedAtMs: number }

/** `strapi.service('api::account.sessions')`. */
export type SessionsService = ReturnType<typeof sessions>

const time = (value: unknown) => (value == null ? 0 : new Date(value as string).getTime())

/** A session's id for its member: derived from the sid, but not the sid (which would be half a JWT's secret). */
const publicIdOf = (sid: string) => createHash('sha256').update(`account-session:${sid}`).digest('base64url').slice(0, 16)

const keptSession = new AsyncLocalStorage<string>()

/**
 * The server-side sessions behind member JWTs (`api::account.account-session`): every JWT names one
 * by its `sid`; the account-session middleware refuses a JWT whose session ended or expired.
 */
const sessions = ({ strapi }: { strapi: Core.Strapi }) => {
  const issueJwt = (userId: number, sid: string): string => strapi.plugin('users-permissions').service('jwt').issue({ id: userId, sid })

  const service = {
    /**
     * Starts a server-side session for a user (after the e-mailed code) and issues the JWT naming it.
     * Also forgets the user's sessions that ended or expired, so the table does not grow forever.
     */
    async start(userId: number): Promise<{ jwt: string; sid: string }> {
      const now = new Date()
      const stale = await selectRows(strapi, SESSION_UID, ['id'], {
        where: { user: { id: userId }, $or: [{ endedAt: { $notNull: true } }, { expiresAt: { $lt: now } }] },
      })
      if (stale.length > 0) await strapi.db.query(SESSION_UID).deleteMany({ where: { id: { $in: stale.map((row) => row.id) } } })
      const sid = newToken()
      await strapi.db.query(SESSION_UID).create({
        data: { sid, user: userId, expiresAt: new Date(now.getTime() + ACCOUNT_LIMITS.sessionTtlMs), lastSeenAt: now },
      })
      return { jwt: issueJwt(userId, sid), sid }
    },

    /** Ends every open session of a user, or every one but `except` (the caller's own). Returns how many ended. */
    async endAll(userId: number, options: { except?: string } = {}): Promise<number> {
      const open = await selectRows(strapi, SESSION_UID, ['id'], {
        where: { user: { id: userId }, endedAt: { $null: true }, ...(options.except ? { sid: { $ne: options.except } } : {}) },
      })
      if (open.length === 0) return 0
      const { count } = await strapi.db
        .query(SESSION_UID)
        .updateMany({ where: { id: { $in: open.map((row) => row.id) } }, data: { endedAt: new Date() } })
      return count
    },

    /** A user's open sessions (not ended, not expired), the current one first, then the most recently seen. */
    async list(userId: number, currentSid: string): Promise<AccountSessionInfo[]> {
      const rows = await selectRows(strapi, SESSION_UID, ['sid', 'createdAt', 'lastSeenAt', 'expiresAt'], {
        where: { user: { id: userId }, endedAt: { $null: true }, expiresAt: { $gt: new Date() } },
      })
      return rows
        .map((row) => ({
          id: publicIdOf(row.sid),
          createdAt: new Date(time(row.createdAt)).toISOString(),
          lastSeenAt: new Date(time(row.lastSeenAt ?? row.createdAt)).toISOString(),
          expiresAt: new Date(time(row.expiresAt)).toISOString(),
          current: row.sid === currentSid,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt))
    },

    /** Ends one session (logout). */
    async end(sid: string): Promise<void> {
      await strapi.db.query(SESSION_UID).updateMany({ where: { sid, endedAt: { $null: true } }, data: { endedAt: new Date() } })
    },

    /**
     * The session a JWT names, when it is still usable: not ended, not expired, belonging to the token's
     * user, and that user still exists and is not blocked. Otherwise undefined.
     */
    async findActive(sid: string, userId: number): Promise<ActiveSession | undefined> {
      // The session of this sid and this user (by the sid's index, through the link), and the user by
      // their primary key with their role: side by side. Populating the user from the session instead
      // let PostgreSQL walk every member's row to join them to the link (tests/indexes.test.ts).
      const [row, user]: [
        Selected<typeof SESSION_UID, 'id' | 'sid' | 'expiresAt' | 'lastSeenAt' | 'endedAt'> | null,
        (Row<typeof USER_UID> & { role?: Row<'plugin::users-permissions.role'> | null }) | null,
      ] = await Promise.all([
        selectRow(strapi, SESSION_UID, ['id', 'sid', 'expiresAt', 'lastSeenAt', 'endedAt'], { where: { sid, user: { id: userId } } }),
        strapi.db.query(USER_UID).findOne({ where: { id: userId }, populate: ['role'] }),
      ])
      if (!row || row.endedAt || time(row.expiresAt) <= Date.now()) return undefined
      if (!user || user.blocked) return undefined
      return {
        id: row.id,
        sid: row.sid,
        userId,
        expiresAt: new Date(time(row.expiresAt)),
        lastSeenAt: new Date(time(row.lastSeenAt)),
        user,
      }
    },

    /**
     * Slides a session's expiry (sessionTtlMs from now, written at most once a minute) and re-issues
     * the JWT when the one presented is older than a day. Returns the new expiry and the new JWT if any.
     */
    async touch(session: ActiveSession, jwtIssuedAtMs: number): Promise<{ expiresAt: Date; jwt?: string }> {
      const now = Date.now()
      let expiresAt = session.expiresAt
      if (now - session.lastSeenAt.getTime() >= SESSION_SLIDE_EVERY_MS) {
        expiresAt = new Date(now + ACCOUNT_LIMITS.sessionTtlMs)
        await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { expiresAt, lastSeenAt: new Date(now) } })
      }
      const jwt = now - jwtIssuedAtMs >= JWT_REISSUE_AFTER_MS ? issueJwt(session.userId, session.sid) : undefined
      return { expiresAt, ...(jwt ? { jwt } : {}) }
    },

    /** Runs a password write whose caller's own session survives it (change-password). */
    keeping<T>(sid: string, run: () => Promise<T>): Promise<T> {
      return keptSession.run(sid, run)
    },

    /**
     * Ends a user's sessions whenever the user is blocked or their password is written, whoever does
     * it (the account endpoints, an editor in the admin panel); change-password keeps its own session
     * through `keeping`. The session check also refuses blocked users at once.
     */
    registerLifecycles() {
      strapi.db.lifecycles.subscribe({
        models: [USER_UID],
        beforeUpdate(event) {
          const data = event.params.data as { password?: unknown } | undefined
          if (typeof data?.password === 'string' && data.password !== '') event.state.passwordChanged = true
        },
        async afterUpdate(event) {
          const result = event.result as { id?: number; blocked?: boolean } | undefined
          if (!result?.id) return
          if (result.blocked) await service.endAll(result.id)
          else if (event.state.passwordChanged) await service.endAll(result.id, { except: keptSession.getStore() })
        },
      })
    },
  }
  return service
}

export default sessions
