import type { Core } from '@strapi/strapi'
import { factories } from '@strapi/strapi'
import { withCappedCount } from '../../../lib/capped-count'
import { takeSearchTerm, withFullTextSearch } from '../../../lib/full-text-search'
import { restrictToPublic } from '../../../lib/public-query'

const UID = 'api::content-item.content-item'
const APPROVED = { reviewState: 'approved' }
const CALL = 'CONTENT_TYPE_CALL_UP'

type PublicItem = { documentId?: string; type?: string; placedBy?: { firstName: string } | null }

/**
 * Who placed a member's call, for its public page: the author's first name only (spec 4: a call
 * shows who asked; an organisation's items show the organisation instead). One query per answer.
 */
async function addCallAuthors(strapi: Core.Strapi, items: PublicItem[]) {
  const calls = items.filter((item) => item.type === CALL && item.documentId)
  if (calls.length === 0) return
  const rows: Array<{ documentId: string; author?: { firstName?: string | null } | null }> = await strapi.db.query(UID).findMany({
    where: { documentId: { $in: calls.map((item) => item.documentId!) }, publishedAt: { $notNull: true } },
    select: ['documentId'],
    populate: { author: { select: ['firstName'] } },
  })
  const names = new Map(rows.map((row) => [row.documentId, row.author?.firstName?.trim() || null]))
  for (const item of calls) {
    const firstName = names.get(item.documentId!)
    item.placedBy = firstName ? { firstName } : null
  }
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    // `_q` is a full-text search (src/lib/full-text-search.ts), applied to the list and its count;
    // the count stops at COUNT_CAP + 1 (src/lib/capped-count.ts).
    const term = takeSearchTerm(ctx.query)
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    const result = (await withCappedCount(UID, () => withFullTextSearch(UID, term, () => super.find(ctx)))) as { data: PublicItem[] }
    await addCallAuthors(strapi, result.data ?? [])
    return result
  },
  async findOne(ctx) {
    ctx.query = restrictToPublic(ctx.query, APPROVED)
    const result = (await super.findOne(ctx)) as { data: PublicItem | null } | null
    if (result?.data) await addCallAuthors(strapi, [result.data])
    return result
  },
}))
