import type { Core } from '@strapi/strapi'

/** The digest's cron rule (DIGEST_SCHEDULE): every ten minutes unless set; 'off' for no schedule. */
export const digestSchedule = (env: (name: string, fallback?: string) => string | undefined) =>
  env('DIGEST_SCHEDULE', '*/10 * * * *') ?? 'off'

/** One scheduled run of the digests (api::mailing.digests); a failure is logged, never thrown into the scheduler. */
export async function runDigests({ strapi }: { strapi: Core.Strapi }) {
  try {
    const result = await strapi.service('api::mailing.digests').run()
    if (result.sent + result.failed > 0) strapi.log.info(`Digests: ${result.sent} sent, ${result.failed} failed, ${result.empty} empty`)
  } catch (error) {
    strapi.log.error(`Digest run failed: ${error instanceof Error ? error.message : 'error'}`)
  }
}
