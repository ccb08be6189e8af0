import type { Core, UID } from '@strapi/strapi'
import { selectRows } from '../../../lib/rows'

const REGISTRATION = 'api::registration.registration'
const ITEM = 'api::content-item.content-item'
const DELIVERY = 'api::mailing.delivery'
const DAY = 24 * 60 * 60 * 1000

/** How long after its event a sign-up is kept when REGISTRATION_RETENTION_DAYS is not set: about three months. */
export const DEFAULT_RETENTION_DAYS = 92
/** The longest period REGISTRATION_RETENTION_DAYS may set (a hundred years: any larger is no longer a date). */
const MAX_RETENTION_DAYS = 36_500

/** Sign-ups removed per round: one select of their ids, one delete of their reminders' records, one delete of them. */
export const PURGE_BATCH = 500
/** At most this many rounds per run; what is left goes in the next run of the schedule. */
const MAX_ROUNDS = 20

type Env = Record<string, string | undefined>

/**
 * REGISTRATION_RETENTION_DAYS: how many days after its event (its end, else its start) a sign-up
 * with what the member shared is deleted; a whole number of days, at least 1, default
 * DEFAULT_RETENTION_DAYS. A malformed value stops the start-up with a message naming the variable
 * (src/index.ts), never a silent fallback to another period.
 */
export function registrationRetentionDays(env: Env = process.env): number {
  const raw = env.REGISTRATION_RETENTION_DAYS?.trim()
  if (!raw) return DEFAULT_RETENTION_DAYS
  const days = /^\d+$/.test(raw) ? Number(raw) : NaN
  if (!(days >= 1 && days <= MAX_RETENTION_DAYS)) {
    throw new Error(
      `REGISTRATION_RETENTION_DAYS must be a whole number of days from 1 to ${MAX_RETENTION_DAYS} (default ${DEFAULT_RETENTION_DAYS}, about three months)`,
    )
  }
  return days
}

/** The key of a sign-up's reminder in mail_deliveries (the `remind` of api::registration.registrations). */
const reminderKey = (registrationId: number) => `reminder:${registrationId}`

/**
 * Attendee data is deleted a set time after the event (issue 31, AVG; the privacy statement says
 * so; docs/decisions/0054). A sign-up is due once no version (draft or published) of its event
 * still holds it: every version ended (its end, else its start) more than the period ago, or was
 * deleted (deletedAt) more than the period ago, or there is no row of the event at all (deleted in
 * the admin panel: nobody can see the sign-ups any more). A version without any date holds its
 * sign-ups (there is no moment to count from). Sign-ups without an eventKey are not this service's.
 */
const retention = ({ strapi }: { strapi: Core.Strapi }) => {
  const columnOf = (uid: UID.Schema, attribute: string, fallback: string) =>
    (strapi.db.metadata.get(uid).attributes[attribute] as unknown as { columnName?: string } | undefined)?.columnName ?? fallback

  /**
   * The events (documentIds) with sign-ups that are due: one statement, from the sign-ups' index on
   * eventKey, each event's versions looked up by their index on documentId.
   */
  async function dueEventKeys(cutoff: Date, limit: number): Promise<string[]> {
    const registrations = strapi.db.metadata.get(REGISTRATION).tableName
    const items = strapi.db.metadata.get(ITEM).tableName
    const eventKey = columnOf(REGISTRATION, 'eventKey', 'event_key')
    const documentId = columnOf(ITEM, 'documentId', 'document_id')
    const startDate = columnOf(ITEM, 'startDate', 'start_date')
    const endDate = columnOf(ITEM, 'endDate', 'end_date')
    const deletedAt = columnOf(ITEM, 'deletedAt', 'deleted_at')
    const knex = strapi.db.connection
    const schema = strapi.db.getSchemaName()
    const from = (table: string, alias: string) => {
      const query = knex.from(`${table} as ${alias}`)
      return schema ? query.withSchema(schema) : query
    }
    // A version that still holds its sign-ups: not deleted (or lately), and ended lately or not yet (or without dates).
    const holding = from(items, 'version')
      .select(knex.raw('1'))
      .where(`version.${documentId}`, knex.ref(`sign_up.${eventKey}`))
      .where((query) => query.whereNull(`version.${deletedAt}`).orWhere(`version.${deletedAt}`, '>=', cutoff))
      .where((query) =>
        query
          .where(`version.${startDate}`, '>=', cutoff)
          .orWhere(`version.${endDate}`, '>=', cutoff)
          .orWhere((undated) => undated.whereNull(`version.${startDate}`).whereNull(`version.${endDate}`)),
      )
    const rows: Array<Record<string, string>> = await from(registrations, 'sign_up')
      .distinct({ key: `sign_up.${eventKey}` })
      .whereNotNull(`sign_up.${eventKey}`)
      .whereNotExists(holding)
      .limit(limit)
    return rows.map((row) => row.key!)
  }

  return {
    /**
     * Deletes the sign-ups that are due (see above) as of `now`, with the records of their reminders
     * in mail_deliveries (`reminder:<id>`); returns how many sign-ups went. When nothing is due this
     * is one indexed query. Otherwise in rounds of at most PURGE_BATCH sign-ups (four statements
     * each), at most MAX_ROUNDS per call; the schedule's next run goes on with what is left. Any
     * number of instances may run it at once: a row is deleted once, and counted by whoever did.
     */
    async purge(now = new Date(), { batch = PURGE_BATCH, days = registrationRetentionDays() } = {}): Promise<number> {
      const cutoff = new Date(now.getTime() - days * DAY)
      let removed = 0
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const keys = await dueEventKeys(cutoff, batch)
        if (keys.length === 0) break
        const rows = await selectRows(strapi, REGISTRATION, ['id'], {
          where: { eventKey: { $in: keys } },
          orderBy: { id: 'asc' },
          limit: batch,
        })
        if (rows.length === 0) break
        const ids = rows.map((row) => row.id)
        // The reminders' records first: a failure between the two leaves the sign-ups for the next run, never a record without its sign-up.
        await strapi.db.query(DELIVERY).deleteMany({ where: { key: { $in: ids.map(reminderKey) } } })
        const { count } = await strapi.db.query(REGISTRATION).deleteMany({ where: { id: { $in: ids } } })
        removed += count
      }
      return removed
    },
  }
}

/** `strapi.service('api::registration.retention')`. */
export type RetentionService = ReturnType<typeof retention>

export default retention
