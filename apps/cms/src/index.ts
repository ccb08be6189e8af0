import type { Core } from '@strapi/strapi'
import { ensureAdminUser } from './bootstrap/admin-user'
import { syncPermissions } from './bootstrap/permissions'
import { syncAdminLayouts } from './bootstrap/admin-layouts'
import { syncAdminRoles } from './bootstrap/admin-roles'
import { registerReviewDesk } from './api/review/desk-routes'
import { configureAccounts } from './bootstrap/accounts'
import { registerContentEvents } from './lib/content-events'
import { registerCappedCount } from './lib/capped-count'
import { ensureFullTextSearch, registerFullTextSearch } from './lib/full-text-search'
import { drainBeforeDestroy } from './lib/graceful-shutdown'
import { logKoaErrors } from './lib/koa-errors'
import { registrationRetentionDays } from './api/registration/services/retention'
import { ensureOrganizationKeys, registerOrganizationKeys } from './lib/organization-keys'
import { registerPairKeys } from './lib/pair-key'
import { guardReviewDecisions } from './lib/review-guard'
import { keepAdminRolesFromMemberData } from './lib/admin-reach'
import { registerRolePermissions, rememberAbilities } from './lib/role-permissions'
import { memoryStore, redisStore, useLimiterStore } from './lib/rate-limit'
import { connectRedis, redisSettings } from './lib/redis'
import { seed, seedPages } from './seed'
import { useWriteAheadLog } from './lib/sqlite-journal'
import { seedBench } from './seed/bench'
import { seedBenchMembers } from './seed/bench-members'

/** The connection for shared rate limits (REDIS_URL), closed when Strapi is destroyed. */
let redis: ReturnType<typeof connectRedis> | undefined

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // SQLite: a write-ahead log, synced at checkpoints, on every connection (src/lib/sqlite-journal.ts).
    useWriteAheadLog(strapi)
    // REDIS_URL: every rate limit counts in Redis, shared by all CMS instances; otherwise in this
    // process's memory (docs/decisions/0019). An invalid REDIS_URL stops the start-up here.
    const shared = redisSettings()
    redis = shared ? connectRedis(shared, strapi.log) : undefined
    useLimiterStore(redis && shared ? redisStore(redis, shared.keyPrefix) : memoryStore)
    // How long event sign-ups are kept after the event (api::registration.retention): an invalid
    // REGISTRATION_RETENTION_DAYS stops the start-up here, not the first scheduled purge.
    registrationRetentionDays()
    // SIGTERM/SIGINT: stop accepting, let requests in flight finish (SHUTDOWN_TIMEOUT_MS), then close (src/lib/graceful-shutdown.ts).
    drainBeforeDestroy(strapi)
    // A client that hangs up halfway (an upload cut off) is not printed as an error (src/lib/koa-errors.ts).
    logKoaErrors(strapi)
    registerPairKeys(strapi)
    // One organisation per name and KvK number, whoever writes (src/lib/organization-keys.ts, ADR 0032).
    registerOrganizationKeys(strapi)
    // A role's permissions stay in memory until a role or permission is written (src/lib/role-permissions.ts).
    registerRolePermissions(strapi)
    registerContentEvents(strapi)
    // An event's attendees are mailed when it changes or goes offline, by whoever (api::registration.registrations).
    strapi.service('api::registration.registrations').registerEventChanges()
    registerFullTextSearch(strapi)
    // After the search: a capped count includes the search's condition (src/lib/capped-count.ts).
    registerCappedCount(strapi, ['api::content-item.content-item'])
    // Ends a member's sessions when they are blocked or their password is written, by whoever.
    strapi.service('api::account.sessions').registerLifecycles()
    // An account that is an organisation's only admin is not deleted, by whoever (src/api/me/services/account.ts).
    strapi.service('api::me.account').registerLifecycles()
    // And no membership write (the admin panel's too) removes an organisation's last admin.
    strapi.service('api::organization.members').registerLifecycles()
    // A review decision on member content, from the site or the admin panel, stamps it and mails the author.
    strapi.service('api::review.review').registerLifecycles()
    // Reviewing in the admin panel's edit view: its admin routes and permission (src/api/review/desk-routes.ts).
    registerReviewDesk(strapi)
    // And nowhere else in the admin panel: no field edit or publish decides a review (src/lib/review-guard.ts).
    guardReviewDecisions(strapi)
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // A member's ability is made once per permission list, not on every request (src/lib/role-permissions.ts).
    rememberAbilities(strapi.contentAPI.permissions.engine as unknown as Parameters<typeof rememberAbilities>[0])
    // The media library schedules a weekly job that counts files and folders for Strapi's usage
    // statistics, the first time 15 s after a start on a new database. Telemetry is off here
    // (package.json), so the job only queries the database for nothing, and a database outage at
    // that moment logged an error. `server.cron.enabled: false` does not stop a plugin's own jobs.
    strapi.cron.remove('uploadWeekly')
    // Before the seeds: the search index (SQLite: its triggers) must see their inserts.
    await ensureFullTextSearch(strapi)
    // Before the seeds too: their organisations get their keys, and the unique indexes are there.
    await ensureOrganizationKeys(strapi)
    await syncPermissions(strapi)
    await configureAccounts(strapi)
    await ensureAdminUser(strapi)
    // The admin panel's lists and field labels in Dutch (src/bootstrap/admin-layouts.ts, issue 32).
    await syncAdminLayouts(strapi)
    // Its roles for editors and community managers, with their least rights (src/bootstrap/admin-roles.ts).
    await syncAdminRoles(strapi)
    // No admin role but Super Admin follows a relation to members' data, at any depth (src/lib/admin-reach.ts).
    keepAdminRolesFromMemberData(strapi)
    // The static pages (about, contact, privacy, disclaimer, accessibility) start with their Dutch
    // text on every install, demo or not: the site has no page without them. Never overwritten.
    await seedPages(strapi)
    if (process.env.SEED_DEMO === 'true') {
      await seed(strapi)
    }
    // `npm run bench`: a large number of approved, published content items (after the demo seed).
    const benchItems = Number(process.env.SEED_BENCH_ITEMS ?? 0)
    if (benchItems > 0) {
      await seedBench(strapi, benchItems)
    }
    // The digest row of `npm run bench`: members with interests and follows.
    const benchMembers = Number(process.env.SEED_BENCH_MEMBERS ?? 0)
    if (benchMembers > 0) {
      await seedBenchMembers(strapi, benchMembers)
    }
  },

  async destroy() {
    const client = redis
    redis = undefined
    await client?.quit().catch(() => client.disconnect())
  },
}
