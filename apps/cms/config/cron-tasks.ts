import type { Core } from '@strapi/strapi'
import {
  digests,
  eventReminders,
  notificationSummaries,
  registrationRetention,
  runJob,
  searchAlerts,
  type ScheduledJob,
} from '../src/lib/scheduled-jobs'

type Env = (name: string, fallback?: string) => string | undefined
type CronTask = { task: (context: { strapi: Core.Strapi }) => Promise<void>; options: { rule: string } }

/**
 * A job on Strapi's cron: a run that is still going when the next is due (a slow mail server) is
 * not overlapped in this process; the database claims keep it once across instances.
 */
function scheduled(job: ScheduledJob, rule: string): CronTask {
  let going = false
  return {
    options: { rule },
    async task({ strapi }) {
      if (going) {
        strapi.log.info(`${job.name}: the previous run is still going; this one is skipped`)
        return
      }
      going = true
      try {
        await runJob(strapi, job)
      } finally {
        going = false
      }
    },
  }
}

/**
 * The CMS's scheduled work, one task per job (src/lib/scheduled-jobs.ts, ADR 0058). Each rule is a
 * cron rule; 'off' leaves the jobs out:
 * - DIGEST_SCHEDULE (every ten minutes): digests, search alerts, event reminders and the deletion
 *   of event sign-ups past their retention period (REGISTRATION_RETENTION_DAYS);
 * - NOTIFICATION_SCHEDULE (every minute): the summaries of mails others cause.
 */
export function cronTasks(env: Env): Record<string, CronTask> {
  const mails = env('DIGEST_SCHEDULE', '*/10 * * * *') ?? 'off'
  const summaries = env('NOTIFICATION_SCHEDULE', '* * * * *') ?? 'off'
  const jobs: Array<[string, ScheduledJob, string]> = [
    ['digests', digests, mails],
    ['searchAlerts', searchAlerts, mails],
    ['eventReminders', eventReminders, mails],
    ['registrationRetention', registrationRetention, mails],
    ['notificationSummaries', notificationSummaries, summaries],
  ]
  return Object.fromEntries(jobs.filter(([, , rule]) => rule !== 'off').map(([name, job, rule]) => [name, scheduled(job, rule)]))
}
