import type { Core } from '@strapi/strapi'
import { ROLE_TYPE } from '@talentstad/types'
import { isUniqueViolation } from '../../../lib/unique-violation'
import { selectRow, selectRows } from '../../../lib/rows'
import { sendMailToEach, type Mail } from '../../../lib/mail'

const WINDOW = 'api::notification.mail-window'
const USER = 'plugin::users-permissions.user'

/**
 * What a member is mailed about, one window each: the enters on one of their calls (`subject`: the
 * call), and for community managers the review queue and the organisation applications.
 */
export type Topic = 'enters' | 'review-queue' | 'application-queue'

/** At most one mail per member and topic (and call) in this period; what happens meanwhile comes in one summary at its end. */
export function notificationPeriodMs(): number {
  const value = Number(process.env.NOTIFICATION_PERIOD_MS)
  return Number.isFinite(value) && value > 0 ? value : 60 * 60 * 1000
}

/** Sends a topic's summary to one member: what happened since `since`, the earliest event held (the topic decides; nothing when nothing is left). */
export type Summary = (recipientId: number, subject: string, since: Date) => Promise<void>

/**
 * Notifications that coalesce (issue 26): a member hears of the first thing at once, and of
 * everything after it within the period in one summary when the period ends, however often others
 * make it happen. The state lives in the database (api::notification.mail-window, one row per
 * member, topic and subject), so it holds across every CMS instance and restarts:
 *
 * - `mailNow` claims the window with one conditional UPDATE (last mail older than the period and
 *   nothing waiting): of two instances only one gets it. Otherwise it marks the window as having
 *   something waiting (`pendingSince`, set once).
 * - `flushDue` (every minute on every instance: the notificationSummaries job, src/lib/scheduled-jobs.ts)
 *   claims each window whose period is over and that has something waiting with another conditional
 *   UPDATE, so each summary goes out once, and has the topic build it from the current data: an
 *   enter withdrawn meanwhile is not in it, a queue emptied meanwhile sends nothing. The caller
 *   hands in the topics' summaries: the services that notify are not called back from here.
 */
const notifications = ({ strapi }: { strapi: Core.Strapi }) => {
  const windows = () => strapi.db.query(WINDOW)

  return {
    /**
     * Whether the member may be mailed about this now: true once per period (the caller sends the
     * mail), false while a mail of the period went out already (what happened, from `happenedAt`
     * on, comes in the summary).
     */
    async mailNow(topic: Topic, recipientId: number, subject = '', happenedAt = new Date()): Promise<boolean> {
      const key = `${topic}:${recipientId}:${subject}`
      const now = new Date()
      const cutoff = new Date(now.getTime() - notificationPeriodMs())
      const { count } = await windows().updateMany({
        where: { key, lastSentAt: { $lt: cutoff }, pendingSince: { $null: true } },
        data: { lastSentAt: now },
      })
      if (count > 0) return true
      if (!(await selectRow(strapi, WINDOW, ['id'], { where: { key } }))) {
        try {
          await windows().create({ data: { key, topic, recipientId, subject, lastSentAt: now } })
          return true
        } catch (error) {
          // Another request made the window at the same moment: it mails, this one waits.
          if (!isUniqueViolation(error)) throw error
        }
      }
      // The summary covers what happened from the earliest event held (its own time, not when this runs).
      await windows().updateMany({
        where: { key, $or: [{ pendingSince: { $null: true } }, { pendingSince: { $gt: happenedAt } }] },
        data: { pendingSince: happenedAt },
      })
      return false
    },

    /** Sends every summary whose period is over, each once across instances, by its topic's `summaries`; how many went out. */
    async flushDue(summaries: Record<Topic, Summary>): Promise<number> {
      const now = new Date()
      const cutoff = new Date(now.getTime() - notificationPeriodMs())
      const due = await selectRows(strapi, WINDOW, ['id', 'topic', 'recipientId', 'subject', 'pendingSince'], {
        where: { pendingSince: { $notNull: true }, lastSentAt: { $lt: cutoff } },
        orderBy: { pendingSince: 'asc' },
        limit: 500,
      })
      let sent = 0
      for (const row of due) {
        // The claim re-checks what made the row due: a flush that read it before another sent its
        // summary (and a new event marked it again) finds the period running and leaves it.
        const { count } = await windows().updateMany({
          where: { id: row.id, pendingSince: { $notNull: true }, lastSentAt: { $lt: cutoff } },
          data: { pendingSince: null, lastSentAt: now },
        })
        if (count === 0) continue
        try {
          await summaries[row.topic](row.recipientId, row.subject ?? '', new Date(row.pendingSince))
          sent++
        } catch (error) {
          strapi.log.warn(`Summary mail (${row.topic}) not sent: ${error instanceof Error ? error.message : String(error)}`)
        }
      }
      return sent
    },

    /**
     * Every community manager about a queue: one mail each at once, unless they had one about that
     * queue within the period; then what waits comes in the queue's summary at the period's end.
     */
    async mailCommunityManagers(topic: Topic, mail: (firstName: string | null) => Mail): Promise<void> {
      const managers = await this.communityManagers()
      const now = await Promise.all(managers.map(async (manager) => ((await this.mailNow(topic, manager.id)) ? [manager] : [])))
      await sendMailToEach(strapi, now.flat(), mail)
    },

    /** The community managers (the users-permissions role, never typeOfUser) who are not blocked. */
    async communityManagers(): Promise<Array<{ id: number; email: string; firstName: string | null }>> {
      return strapi.db.query(USER).findMany({
        where: { role: { type: ROLE_TYPE.ROLE_COMMUNITY_MANAGER }, $or: [{ blocked: false }, { blocked: null }] },
        select: ['id', 'email', 'firstName'],
      })
    },

    /** Whether this member is a community manager now (a summary goes to nobody who lost the role since). */
    async isCommunityManager(userId: number): Promise<boolean> {
      const count = await strapi.db.query(USER).count({
        where: { id: userId, role: { type: ROLE_TYPE.ROLE_COMMUNITY_MANAGER }, $or: [{ blocked: false }, { blocked: null }] },
      })
      return count > 0
    },
  }
}

export default notifications
export type NotificationsService = ReturnType<typeof notifications>
