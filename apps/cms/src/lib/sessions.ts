import { AsyncLocalStorage } from 'node:async_hooks'
import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS } from '@talentstad/types'
import { newToken } from './account-secrets'

export const SESSION_UID = 'api::account.account-session'
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
}

const time = (value: unknown) => (value == null ? 0 : new Date(value as string).getTime())

const issueJwt = (strapi: Core.Strapi, userId: number, sid: string): string =>
  strapi.plugin('users-permissions').service('jwt').issue({ id: userId, sid })

/**
 * Starts a server-side session for a user (after the e-mailed code) and issues the JWT naming it.
 * Also forgets the user's sessions that ended or expired, so the table does not grow forever.
 */
export async function startSession(strapi: Core.Strapi, userId: number): Promise<{ jwt: string; sid: string }> {
  const now = new Date()
  const stale = await strapi.db.query(SESSION_UID).findMany({
    where: { user: { id: userId }, $or: [{ endedAt: { $notNull: true } }, { expiresAt: { $lt: now } }] },
    select: ['id'],
  })
  if (stale.length > 0) await strapi.db.query(SESSION_UID).deleteMany({ where: { id: { $in: stale.map((row) => row.id) } } })
  const sid = newToken()
  await strapi.db.query(SESSION_UID).create({
    data: { sid, user: userId, expiresAt: new Date(now.getTime() + ACCOUNT_LIMITS.sessionTtlMs), lastSeenAt: now },
  })
  return { jwt: issueJwt(strapi, userId, sid), sid }
}

/** Ends every open session of a user, or every one but `except` (the caller's own). Returns how many ended. */
export async function endSessions(strapi: Core.Strapi, userId: number, options: { except?: string } = {}): Promise<number> {
  const open = await strapi.db.query(SESSION_UID).findMany({
    where: { user: { id: userId }, endedAt: { $null: true }, ...(options.except ? { sid: { $ne: options.except } } : {}) },
    select: ['id'],
  })
  if (open.length === 0) return 0
  const { count } = await strapi.db
    .query(SESSION_UID)
    .updateMany({ where: { id: { $in: open.map((row) => row.id) } }, data: { endedAt: new Date() } })
  return count
}

/** Ends one session (logout). */
export async function endSession(strapi: Core.Strapi, sid: string): Promise<void> {
  await strapi.db.query(SESSION_UID).updateMany({ where: { sid, endedAt: { $null: true } }, data: { endedAt: new Date() } })
}

/**
 * The session a JWT names, when it is still usable: not ended, not expired, belonging to the token's
 * user, and that user still exists and is not blocked. Otherwise undefined.
 */
export async function findActiveSession(strapi: Core.Strapi, sid: string, userId: number): Promise<ActiveSession | undefined> {
  const row = await strapi.db.query(SESSION_UID).findOne({
    where: { sid },
    select: ['id', 'sid', 'expiresAt', 'lastSeenAt', 'endedAt'],
    populate: { user: { select: ['id', 'blocked'] } },
  })
  if (!row || row.endedAt || time(row.expiresAt) <= Date.now()) return undefined
  if (!row.user || row.user.id !== userId || row.user.blocked) return undefined
  return { id: row.id, sid: row.sid, userId, expiresAt: new Date(time(row.expiresAt)), lastSeenAt: new Date(time(row.lastSeenAt)) }
}

/**
 * Slides a session's expiry (sessionTtlMs from now, written at most once a minute) and re-issues
 * the JWT when the one presented is older than a day. Returns the new expiry and the new JWT if any.
 */
export async function touchSession(
  strapi: Core.Strapi,
  session: ActiveSession,
  jwtIssuedAtMs: number,
): Promise<{ expiresAt: Date; jwt?: string }> {
  const now = Date.now()
  let expiresAt = session.expiresAt
  if (now - session.lastSeenAt.getTime() >= SESSION_SLIDE_EVERY_MS) {
    expiresAt = new Date(now + ACCOUNT_LIMITS.sessionTtlMs)
    await strapi.db.query(SESSION_UID).update({ where: { id: session.id }, data: { expiresAt, lastSeenAt: new Date(now) } })
  }
  const jwt = now - jwtIssuedAtMs >= JWT_REISSUE_AFTER_MS ? issueJwt(strapi, session.userId, session.sid) : undefined
  return { expiresAt, ...(jwt ? { jwt } : {}) }
}

const keptSession = new AsyncLocalStorage<string>()

/** Runs a password write whose caller's own session survives it (change-password). */
export function keepingSession<T>(sid: string, run: () => Promise<T>): Promise<T> {
  return keptSession.run(sid, run)
}

/**
 * Ends a user's sessions whenever the user is blocked or their password is written, whoever does
 * it (the account endpoints, an editor in the admin panel); change-password keeps its own session
 * through keepingSession. The session check also refuses blocked users at once.
 */
export function registerSessionLifecycles(strapi: Core.Strapi) {
  strapi.db.lifecycles.subscribe({
    models: [USER_UID],
    beforeUpdate(event) {
      const data = event.params.data as { password?: unknown } | undefined
      if (typeof data?.password === 'string' && data.password !== '') event.state.passwordChanged = true
    },
    async afterUpdate(event) {
      const result = event.result as { id?: number; blocked?: boolean } | undefined
      if (!result?.id) return
      if (result.blocked) await endSessions(strapi, result.id)
      else if (event.state.passwordChanged) await endSessions(strapi, result.id, { except: keptSession.getStore() })
    },
  })
}
