import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Core } from '@strapi/strapi'
import { mailFailureReason, sendMail, type Mail } from '../../../lib/mail'
import { selectRows } from '../../../lib/rows'
import { isUniqueViolation } from '../../../lib/unique-violation'

const DELIVERY = 'api::mailing.delivery'
const HOUR = 60 * 60 * 1000

/** A claim not finished within this time was left by a scheduler that died: another may take it. */
export const CLAIM_LEASE_MS = 10 * 60 * 1000
/** After a failed send: the waits before the next attempts; after the last, the mail is given up. */
export const RETRY_BACKOFF_MS = [5 * 60 * 1000, 30 * 60 * 1000, 2 * HOUR, 6 * HOUR]
/** Records of deliveries older than this are removed by the runs (the periods they guarded are long over). */
export const DELIVERY_RECORDS_KEPT_MS = 60 * 24 * HOUR

/** This process, as a claim names it; each run adds its own id (runId). */
export const INSTANCE = `${hostname()}:${process.pid}`

/** A run's own name for its claims: two overlapping runs of one process never take each other's notes for their own. */
export const runId = (instance = INSTANCE) => `${instance}:${randomBytes(4).toString('hex')}`

export type DeliveryOutcome = 'sent' | 'empty' | 'failed'

/** `strapi.service('api::mailing.deliveries')`. */
export type DeliveriesService = ReturnType<typeof deliveries>

/**
 * Scheduled mails sent once (docs/decisions/0052): one row per mail and period in `mail_deliveries`,
 * its key under a unique index. The digest and the search alerts claim, send and note through this.
 */
const deliveries = ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The keys of these that are done (sent, empty or given up): a run skips them without a claim. */
  async done(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set()
    const rows = await selectRows(strapi, DELIVERY, ['key'], {
      where: { key: { $in: keys }, state: { $in: ['sent', 'empty', 'abandoned'] } },
    })
    return new Set(rows.map((row) => row.key))
  },

  /**
   * Claims the delivery of `key` for this run (`instance`: its runId): a new row when `start`
   * allows one (the unique key decides between two schedulers), or a row whose attempt failed and
   * is due again, or whose claim outlived its lease (its scheduler died). `now` is the moment of
   * the claim. False when another has it or it is done.
   */
  async claim(key: string, now: Date, instance: string, { start = true }: { start?: boolean } = {}): Promise<boolean> {
    const [existing] = await selectRows(strapi, DELIVERY, ['id', 'state', 'attempts', 'claimedAt', 'nextAttemptAt'], { where: { key } })
    if (!existing) {
      // Outside the hours a new mail may begin (the digest's first morning), only retries go on.
      if (!start) return false
      try {
        await strapi.db
          .query(DELIVERY)
          .create({ data: { key, state: 'claimed', attempts: 1, claimedAt: now, claimedBy: instance }, select: ['id'] })
        return true
      } catch (error) {
        if (isUniqueViolation(error)) return false
        throw error
      }
    }
    const due =
      (existing.state === 'failed' && existing.nextAttemptAt && new Date(existing.nextAttemptAt).getTime() <= now.getTime()) ||
      (existing.state === 'claimed' && existing.claimedAt && new Date(existing.claimedAt).getTime() <= now.getTime() - CLAIM_LEASE_MS)
    if (!due) return false
    // Only one scheduler moves the row on from the state it read (the attempts count is the version).
    const { count } = await strapi.db.query(DELIVERY).updateMany({
      where: { id: existing.id, state: existing.state, attempts: existing.attempts ?? 0 },
      data: { state: 'claimed', attempts: (existing.attempts ?? 0) + 1, claimedAt: now, claimedBy: instance },
    })
    return count === 1
  },

  /**
   * Composes and sends a claimed mail and notes the outcome: nothing to send is `empty` (no empty
   * mails); a failure is tried again after the next wait of RETRY_BACKOFF_MS, given up after the last.
   * `sent` runs after the mail server took the mail.
   */
  async deliver(
    key: string,
    claimedBy: string,
    to: string,
    now: Date,
    compose: () => Promise<Mail | null>,
    sent: () => Promise<unknown>,
  ): Promise<DeliveryOutcome> {
    // Only while the claim is still this run's: a run that outlived its lease does not overwrite
    // the outcome of the one that took over.
    const finish = async (data: Record<string, unknown>) => {
      const { count } = await strapi.db.query(DELIVERY).updateMany({ where: { key, claimedBy }, data })
      if (count === 0)
        strapi.log.warn(`Mail ${key.replace(/^(\w+):\d+:/, '$1:')}: its claim was taken over before this run noted its outcome`)
    }
    try {
      const mail = await compose()
      if (mail === null) {
        await finish({ state: 'empty', claimedBy: null })
        return 'empty'
      }
      await sendMail(strapi, to, mail, { retry: false })
    } catch (error) {
      const [row] = await selectRows(strapi, DELIVERY, ['attempts'], { where: { key } })
      const attempts = row?.attempts ?? 1
      const wait = RETRY_BACKOFF_MS[attempts - 1]
      await finish(
        wait === undefined
          ? { state: 'abandoned', claimedBy: null, nextAttemptAt: null }
          : { state: 'failed', claimedBy: null, nextAttemptAt: new Date(now.getTime() + wait) },
      )
      strapi.log.warn(
        `Mail ${key.replace(/^(\w+):\d+:/, '$1:')} not sent (attempt ${attempts}${wait === undefined ? ', given up' : `, again in ${wait / 60000} min`}): ${mailFailureReason(error, to)}`,
      )
      return 'failed'
    }
    await finish({ state: 'sent', sentAt: new Date(), claimedBy: null })
    await sent()
    return 'sent'
  },

  /** Removes the records of periods long over (DELIVERY_RECORDS_KEPT_MS). */
  async prune(now: Date): Promise<void> {
    await strapi.db.query(DELIVERY).deleteMany({ where: { createdAt: { $lt: new Date(now.getTime() - DELIVERY_RECORDS_KEPT_MS) } } })
  },
})

export default deliveries
