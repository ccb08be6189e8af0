import type { Core, UID } from '@strapi/strapi'

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } }

const joinTableOf = (strapi: Core.Strapi, uid: UID.Schema, attribute: string) =>
  (strapi.db.metadata.get(uid).attributes[attribute] as unknown as { joinTable: JoinTable }).joinTable

/**
 * The ids of the `uid` rows whose `attribute` relation points at `targetId` (a member's favorites,
 * calls or enters), read from the target's side of the relation's link table, through its index on
 * the target column. A `where: { attribute: { id } }` joins the rows to the link table instead and,
 * on SQLite without table statistics, walks every row of `uid` (docs/decisions/0018).
 */
export async function idsLinkedTo(strapi: Core.Strapi, uid: UID.Schema, attribute: string, targetId: number): Promise<number[]> {
  const link = joinTableOf(strapi, uid, attribute)
  return strapi.db.getConnection(link.name).where(link.inverseJoinColumn.name, targetId).pluck(link.joinColumn.name)
}

/**
 * The same ids as a subquery, not run: `{ id: { $in: linkedIdsQuery(…) } }` narrows a COUNT (or any
 * query) to the member's rows in the one statement, through the same index.
 */
export function linkedIdsQuery(strapi: Core.Strapi, uid: UID.Schema, attribute: string, targetId: number) {
  const link = joinTableOf(strapi, uid, attribute)
  return strapi.db.getConnection(link.name).select(link.joinColumn.name).where(link.inverseJoinColumn.name, targetId)
}

/**
 * The documentIds a member's pair rows point at (favorites, enters: their pairKey is
 * "<userId>:<documentId>", lib/pair-key.ts), as a subquery over the member's rows alone
 * (`linkedIdsQuery` on their `user` relation). The key keeps the documentId whatever happens to
 * the draft and published rows behind it.
 */
export function pairTargetsQuery(strapi: Core.Strapi, uid: UID.Schema, userId: number) {
  const meta = strapi.db.metadata.get(uid)
  const pairKey = (meta.attributes.pairKey as unknown as { columnName?: string }).columnName ?? 'pair_key'
  // An integer computed here (never input): the first character after "<userId>:".
  const from = `${userId}:`.length + 1
  return strapi.db
    .getConnection(meta.tableName)
    .select(strapi.db.connection.raw(`substr(??, ${from})`, [pairKey]))
    .whereIn('id', linkedIdsQuery(strapi, uid, 'user', userId))
}
