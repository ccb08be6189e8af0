import type { Core } from '@strapi/strapi'
import type { MailRunDto } from '@talentstad/types'
import type { RetentionService } from '../api/registration/services/retention'

/** The digest's cron rule (DIGEST_SCHEDULE): every ten minutes unless set; 'off' for no schedule. */
export const digestSchedule = (env: (name: string, fallback?: string) => string | undefined) =>
  env('DIGEST_SCHEDULE', '*/10 * * * *') ?? 'off'

/** The run of this process that is going, if any: a run for everyone never starts while one is (ADR 0052). */
let running: Promise<MailRunDto> | null = null

/**
 * Deletes the event sign-ups whose retention period is over (api::registration.retention). A failure
 * is logged like a failed mail run and never thrown: the mails of the run go on regardless.
 */
export async function purgeRegistrations(strapi: Core.Strapi, now: Date): Promise<void> {
  try {
    const removed = await (strapi.service('api::registration.retention') as RetentionService).purge(now)
    if (removed > 0) strapi.log.info(`Event sign-ups: ${removed} deleted after the retention period`)
  } catch (error) {
    strapi.log.error(`Event sign-up retention run failed: ${error instanceof Error ? error.message : 'error'}`)
  }
}

async function runBoth(strapi: Core.Strapi, onlyUserId?: number): Promise<MailRunDto> {
  const now = new Date()
  try {
    return {
      digests: await strapi.service('api::mailing.digests').run(now, undefined, onlyUserId),
      alerts: await strapi.service('api::mailing.alerts').run(now, undefined, onlyUserId),
      reminders: await strapi.service('api::registration.registrations').remind(now, undefined, onlyUserId),
    }
  } finally {
    // Once per run for everyone (not a community manager's test for one member), whatever the mails did.
    if (onlyUserId === undefined) await purgeRegistrations(strapi, now)
  }
}

/**
 * One run of the schedule (digests, then alerts, then event reminders; then the sign-ups past their
 * retention period are deleted). For everyone: null when this process already has
 * one going (a scheduled run that takes longer than the schedule's interval is not started twice).
 * For one member (a community manager's test): at once; the claims keep it once per period.
 */
export function runMailSchedule(strapi: Core.Strapi, onlyUserId?: number): Promise<MailRunDto> | null {
  if (onlyUserId !== undefined) return runBoth(strapi, onlyUserId)
  if (running) return null
  running = runBoth(strapi).finally(() => {
    running = null
  })
  return running
}

/** The scheduled run (config/server.ts); a failure is logged, never thrown into the scheduler. */
export async function runDigests({ strapi }: { strapi: Core.Strapi }) {
  try {
    const result = await runMailSchedule(strapi)
    if (!result) return strapi.log.info('Mail schedule: the previous run is still going; this one is skipped')
    const { digests, alerts, reminders } = result
    if (digests.sent + digests.failed + alerts.sent + alerts.failed + reminders.sent + reminders.failed > 0)
      strapi.log.info(
        `Digests: ${digests.sent} sent, ${digests.failed} failed; alerts: ${alerts.sent} sent, ${alerts.failed} failed; event reminders: ${reminders.sent} sent, ${reminders.failed} failed`,
      )
  } catch (error) {
    strapi.log.error(`Mail schedule run failed: ${error instanceof Error ? error.message : 'error'}`)
  }
}
