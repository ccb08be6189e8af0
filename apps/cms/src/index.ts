import type { Core } from '@strapi/strapi'
import { ensureAdminUser } from './bootstrap/admin-user'
import { syncPermissions } from './bootstrap/permissions'
import { configureAccounts } from './bootstrap/accounts'
import { registerContentEvents } from './lib/content-events'
import { ensureFullTextSearch, registerFullTextSearch } from './lib/full-text-search'
import { drainBeforeDestroy } from './lib/graceful-shutdown'
import { registerPairKeys } from './lib/pair-key'
import { seed, seedPages } from './seed'
import { seedBench } from './seed/bench'

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    // SIGTERM/SIGINT: stop accepting, let requests in flight finish (SHUTDOWN_TIMEOUT_MS), then close (src/lib/graceful-shutdown.ts).
    drainBeforeDestroy(strapi)
    registerPairKeys(strapi)
    registerContentEvents(strapi)
    registerFullTextSearch(strapi)
    // Ends a member's sessions when they are blocked or their password is written, by whoever.
    strapi.service('api::account.sessions').registerLifecycles()
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    // Before the seeds: the search index (SQLite: its triggers) must see their inserts.
    await ensureFullTextSearch(strapi)
    await syncPermissions(strapi)
    await configureAccounts(strapi)
    await ensureAdminUser(strapi)
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
  },
}
