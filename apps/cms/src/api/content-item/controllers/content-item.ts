import type { Core } from '@strapi/strapi'
import { factories } from '@strapi/strapi'
import { withCappedCount } from '../../../lib/capped-count'
import { takeSearchTerm, withFullTextSearch } from '../../../lib/full-text-search'
import { linkedRows } from '../../../lib/linked-ids'
import { restrictToPublic } from '../../../lib/public-query'
import { selectRows } from '../../../lib/rows'

const UID = 'api::content-item.content-item'
const APPROVED = { reviewState: 'approved' }
const CALL = 'CONTENT_TYPE_CALL_UP'

type PublicItem = { documentId?: string; type?: string; placedBy?: { firstName: string } | null }

/**
 * Who placed a member's call, for its public page: the author's first name only (spec 4: a call
 * shows who asked; an organisation's items show the organisation instead). Three small reads per
 * answer: the calls' published rows, their author links, the authors by id (lib/linked-ids.ts).
 */
async function addCallAuthors(strapi: Core.Strapi, items: PublicItem[]) {
  const calls = items.filter((item) => item.type === CALL && item.documentId)
  if (calls.length === 0) return
  const rows = await selectRows(strapi, UID, ['id', 'documentId'], {
    where: { documentId: { $in: calls.map((item) => item.documentId!) }, publishedAt: { $notNull: true } },
  })
  const authors = await linkedRows(
    strapi,
    UID,
    'author',
    rows.map((row) => row.id),
    'plugin::users-permissions.user',
    ['firstName'],
  )
  const names = new Map(rows.map((row) => [row.documentId, authors.get(row.id)?.firstName?.trim() || null]))
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
