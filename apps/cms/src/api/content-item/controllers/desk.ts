import type { Core } from '@strapi/strapi'
import { placedBy } from '../../../lib/placed-by'

type Ctx = { params: { documentId: string }; body: unknown }

/**
 * The editors' desk's 'Geplaatst door' panel (issue 46; route in src/api/review/desk-routes.ts):
 * who placed an item, by name, for every admin who may read content items. The item's `author`
 * field itself leads to a member's account, which no editor role reaches (ADR 0057).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /talentstad/content-items/:documentId/placed-by → `{ data: PlacedByDto }`. */
  async placedBy(ctx: Ctx) {
    ctx.body = { data: await placedBy(strapi, ctx.params.documentId) }
  },
})
