import { AsyncLocalStorage } from 'node:async_hooks'
import type { Core } from '@strapi/strapi'
import { COUNT_CAP } from '@talentstad/types'

// A public list's count stops at COUNT_CAP + 1 rows (docs/decisions/0026). A count reads every row
// it counts, so an exact total costs what the list's filters match: at 100,000 items that was half
// of a filtered list's time in the CMS. Capped, it reads at most COUNT_CAP + 1 rows through the
// list's own index; the site says 'Meer dan 1.000 resultaten' beyond that.

const active = new AsyncLocalStorage<string>()

/** Runs a read of `uid` whose count (the pagination total) stops at COUNT_CAP + 1. */
export function withCappedCount<T>(uid: string, run: () => Promise<T>): Promise<T> {
  return active.run(uid, run)
}

type CountEvent = { model: { uid: string }; params: { where?: unknown } }

/**
 * While a capped read runs, its count becomes a count of the ids of at most COUNT_CAP + 1 rows
 * matching the same conditions (a subquery with LIMIT, built by Strapi's own query builder from the
 * final `where`, so relation filters and the full-text search narrow it as they narrow the list).
 * Subscribed after the full-text search, whose `beforeCount` must add its condition first.
 */
export function registerCappedCount(strapi: Core.Strapi, models: string[]) {
  strapi.db.lifecycles.subscribe({
    models,
    beforeCount(event: CountEvent) {
      if (active.getStore() !== event.model.uid) return
      const builder = strapi.db.entityManager
        .createQueryBuilder(event.model.uid)
        .init({ where: event.params.where, select: ['id'], limit: COUNT_CAP + 1 })
      // One column (with relation joins Strapi's builder selects the id twice, for its DISTINCT), and
      // no order: the builder sorts a limited query by id, which walks the whole table by id
      // instead of the filters' own index.
      const rows = builder.getKnexQuery().clearSelect().clearOrder().distinct(`${builder.alias}.id`)
      event.params.where = { id: { $in: rows } }
    },
  })
}
