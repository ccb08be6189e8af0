import type { Core } from '@strapi/strapi'
import type { FavoriteDto } from '@talentstad/types'
import { idsLinkedTo, pairTargetsQuery } from '../../../lib/linked-ids'
import { isUniqueViolation } from '../../../lib/unique-violation'
// A favorite's pairKey (set by the lifecycle in lib/pair-key.ts): one per member and item.
import { pairKey, pairTarget } from '../../../lib/pair-key'
import { selectRows } from '../../../lib/rows'

const FAVORITE = 'api::favorite.favorite'
const ITEM = 'api::content-item.content-item'

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * The member's favorites whose content item still exists (in any state: a bookmark of an item that
   * is withdrawn for a while comes back with it), newest first. Read from the pairKey, which keeps
   * the item's documentId whatever happens to the draft and published rows behind it.
   */
  async list(userId: number): Promise<FavoriteDto[]> {
    // From the user's side of the link table (its index on user_id): a `where: { user: { id } }`
    // joins favorites to the link and, on SQLite, scans every member's favorites.
    const ids = await idsLinkedTo(strapi, FAVORITE, 'user', userId)
    if (ids.length === 0) return []
    const rows = await selectRows(strapi, FAVORITE, ['pairKey'], { where: { id: { $in: ids } }, orderBy: { id: 'desc' } })
    const wanted = rows.map((row) => pairTarget(row.pairKey))
    if (wanted.length === 0) return []
    const existing = await selectRows(strapi, ITEM, ['documentId'], { where: { documentId: { $in: wanted } } })
    const exists = new Set(existing.map((item) => item.documentId))
    return wanted.filter((id) => exists.has(id)).map((id) => ({ id }))
  },

  /**
   * How many of the member's favorites are of items that are public now (approved and published):
   * what the saved items page lists and the /profiel dashboard counts. One COUNT of the public
   * rows named by the member's favorites (one published row per item).
   */
  async countPublic(userId: number): Promise<number> {
    return strapi.db.query(ITEM).count({
      where: { documentId: { $in: pairTargetsQuery(strapi, FAVORITE, userId) }, reviewState: 'approved', publishedAt: { $notNull: true } },
    })
  },

  /**
   * Sets the state, idempotently. A new favorite needs an approved, published item; a favorite that
   * exists can always be removed; removing one that does not exist is fine for a public item and
   * 'unknown' for anything else. Concurrent calls for one pair meet at the unique pairKey: the
   * insert that loses is treated as success. Returns false for an unknown item.
   *
   * Written through the query engine (its lifecycles set the pairKey), not the Document Service: a
   * favorite has no draft, no locale and no components, and the Document Service's bookkeeping cost
   * a toggle 22 statements, most of them inside a transaction that SQLite's one connection
   * serialises (docs/decisions/0046). The rows it leaves are the same: a published favorite linked
   * to its member and to both versions of the item.
   */
  async set(user: { id: number }, itemDocumentId: string, isFavorited: boolean): Promise<boolean> {
    const key = pairKey(user.id, itemDocumentId)
    // The item's draft and published rows, with what makes it public.
    const versions = () => selectRows(strapi, ITEM, ['id', 'reviewState', 'publishedAt'], { where: { documentId: itemDocumentId } })
    const isPublic = (rows: Awaited<ReturnType<typeof versions>>) =>
      rows.some((row) => row.reviewState === 'approved' && row.publishedAt !== null)

    if (!isFavorited) {
      const existing = await selectRows(strapi, FAVORITE, ['id'], { where: { pairKey: key } })
      // Not the member's favorite: known only if public, so an item that is not public (pending,
      // rejected, a draft) answers exactly like one that does not exist.
      if (existing.length === 0) return isPublic(await versions())
      await strapi.db.transaction(async () => {
        for (const favorite of existing) await strapi.db.query(FAVORITE).delete({ where: { id: favorite.id }, select: ['id'] })
      })
      return true
    }
    // Set already: nothing to write, but only a public item is known.
    if ((await strapi.db.query(FAVORITE).count({ where: { pairKey: key } })) > 0) return isPublic(await versions())
    // The item's rows are read inside the transaction: a publish replaces the published row with a
    // new one (a new id), and a link to the old id would break the foreign key. On PostgreSQL a
    // publish can still land between that read and the insert: one more try then.
    const create = () =>
      strapi.db.transaction(async () => {
        const rows = await versions()
        if (!isPublic(rows)) return false
        await strapi.db.query(FAVORITE).create({
          data: { user: user.id, contentItem: rows.map((row) => row.id), publishedAt: new Date() },
          select: ['id'],
        })
        return true
      })
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await create()
      } catch (error) {
        // The same bookmark set at the same moment: the unique pairKey refused the second.
        if (isUniqueViolation(error)) return true
        if (attempt === 2) throw error
      }
    }
  },
})
