import type { Core } from '@strapi/strapi'
import type { DigestRunDto, MailRunDto } from '@talentstad/types'

/**
 * The work the CMS does on a schedule, one job each (config/cron-tasks.ts gives each its rule; ADR
 * 0058). A job composes the services it needs; no service looks up another to do it. Each is
 * claimed in the database, so any number of instances may run it at once.
 */
export type ScheduledJob = {
  /** The job's name in the log. */
  name: string
  /** Runs it once for this moment; what is worth a log line (null when nothing happened). */
  run: (strapi: Core.Strapi, now: Date) => Promise<string | null>
}

type Outcome = { sent: number; failed: number }
const counted = ({ sent, failed }: Outcome) => (sent + failed > 0 ? `${sent} sent, ${failed} failed` : null)

/** A digest to every member whose period is due (api::mailing.digests, ADR 0052). */
export const digests: ScheduledJob = {
  name: 'Digests',
  run: async (strapi, now) => counted(await strapi.service('api::mailing.digests').run(now)),
}

/** The search alerts that are due (api::mailing.alerts, ADR 0053). */
export const searchAlerts: ScheduledJob = {
  name: 'Search alerts',
  run: async (strapi, now) => counted(await strapi.service('api::mailing.alerts').run(now)),
}

/** The reminders of tomorrow's events (api::registration.registrations, ADR 0054). */
export const eventReminders: ScheduledJob = {
  name: 'Event reminders',
  run: async (strapi, now) => counted(await strapi.service('api::registration.registrations').remind(now)),
}

/** Deletes the event sign-ups whose retention period is over (api::registration.retention, ADR 0054). */
export const registrationRetention: ScheduledJob = {
  name: 'Event sign-up retention',
  run: async (strapi, now) => {
    const removed: number = await strapi.service('api::registration.retention').purge(now)
    return removed > 0 ? `${removed} sign-ups deleted after the retention period` : null
  },
}

/** What each topic of the mails others cause sends as its summary: its own service builds it (ADR 0033). */
export const topicSummaries = (strapi: Core.Strapi) => ({
  enters: (recipientId: number, call: string, since: Date): Promise<void> =>
    strapi.service('api::enter.enters').mailSummary(recipientId, call, since),
  'review-queue': (recipientId: number): Promise<void> => strapi.service('api::review.review').mailQueueSummary(recipientId),
  'application-queue': (recipientId: number): Promise<void> =>
    strapi.service('api::organization.applications').mailQueueSummary(recipientId),
})

/**
 * The summaries of mails others cause whose period is over (api::notification.notifications, ADR
 * 0033). The notifications service only claims the windows and is handed the topics' summaries, so
 * it calls none of the services that call it.
 */
export const notificationSummaries: ScheduledJob = {
  name: 'Summary mails',
  run: async (strapi) => {
    const sent: number = await strapi.service('api::notification.notifications').flushDue(topicSummaries(strapi))
    return sent > 0 ? `${sent} sent` : null
  },
}

/** Runs a job once: its outcome logged, a failure logged and never thrown (the scheduler goes on). */
export async function runJob(strapi: Core.Strapi, job: ScheduledJob, now = new Date()): Promise<void> {
  try {
    const outcome = await job.run(strapi, now)
    if (outcome) strapi.log.info(`${job.name}: ${outcome}`)
  } catch (error) {
    strapi.log.error(`${job.name} run failed: ${error instanceof Error ? error.message : 'error'}`)
  }
}

/** The community manager's send to everyone that is going in this process, if any (one at a time, ADR 0052). */
let sending: Promise<DigestRunDto> | null = null

/**
 * A community manager's send of the digests to everyone now (POST /api/digests/run `{ everyone }`,
 * after the page said how many): the digests that are due, nothing else (alerts, reminders and the
 * retention keep their schedule; ADR 0062). Null while this process has one going; the claims keep
 * it once per member and period whatever else runs.
 */
export function sendDueDigests(strapi: Core.Strapi): Promise<DigestRunDto> | null {
  if (sending) return null
  sending = (strapi.service('api::mailing.digests').run(new Date()) as Promise<DigestRunDto>).finally(() => {
    sending = null
  })
  return sending
}

/**
 * A community manager's test of one member's mails now (POST /api/digests/run `{ email }`): their
 * digest, then their alerts, then their event reminders, with the outcomes; at any hour, and once
 * per period (the claims).
 */
export async function runMemberMails(strapi: Core.Strapi, userId: number): Promise<MailRunDto> {
  const now = new Date()
  return {
    digests: await strapi.service('api::mailing.digests').run(now, undefined, userId),
    alerts: await strapi.service('api::mailing.alerts').run(now, undefined, userId),
    reminders: await strapi.service('api::registration.registrations').remind(now, undefined, userId),
  }
}
