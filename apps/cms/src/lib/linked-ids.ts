import type { Core, UID } from '@strapi/strapi'
import { selectRows, type Row, type Selected } from './rows'

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } }

const joinTableOf = (strapi: Core.Strapi, uid: UID.Schema, attribute: string) =>
  (strapi.db.metadata.get(uid).attributes[attribute] as unknown as { joinTable: JoinTable }).joinTable

/**
 * The ids of the `uid` rows whose `attribute` relation points at `targetId`, or at any of several
 * (a member's favorites, calls or enters; the enters on a page of calls), read from the target's
 * side of the relation's link table, through its index on the target column. A
 * `where: { attribute: { id } }` joins the rows to the link table instead and, on SQLite without
 * table statistics, walks every row of `uid` (docs/decisions/0018, 0043).
 */
export async function idsLinkedTo(
  strapi: Core.Strapi,
  uid: UID.Schema,
  attribute: string,
  targetId: number | readonly number[],
): Promise<number[]> {
  const link = joinTableOf(strapi, uid, attribute)
  const rows = (await tablesOf(strapi))(link.name)
  if (typeof targetId === 'number') return rows.where(link.inverseJoinColumn.name, targetId).pluck(link.joinColumn.name)
  if (targetId.length === 0) return []
  return rows.whereIn(link.inverseJoinColumn.name, [...targetId]).pluck(link.joinColumn.name)
}

/**
 * The ids of the `uid` rows whose `attribute` relation points at any row (draft or published) of
 * these documents of `targetUid`: the documents' rows through the index on documentId, then
 * `idsLinkedTo` (the enters on a call, whatever its publications did to its rows).
 */
export async function idsLinkedToDocuments(
  strapi: Core.Strapi,
  uid: UID.Schema,
  attribute: string,
  targetUid: UID.Schema,
  documentIds: readonly string[],
): Promise<number[]> {
  if (documentIds.length === 0) return []
  const rows = await selectRows(strapi, targetUid, ['id'], { where: { documentId: { $in: [...documentIds] } } })
  return idsLinkedTo(
    strapi,
    uid,
    attribute,
    rows.map((row) => row.id),
  )
}

/**
 * Queries on tables in the transaction this code runs in, if any (Strapi's `db.query` joins it by
 * itself; a bare `getConnection` does not, and on SQLite's single connection it waits for the
 * transaction to end: a role check inside a locked membership change never returned). A function,
 * not a query: an awaited query builder runs.
 */
export async function tablesOf(strapi: Core.Strapi): Promise<(table: string) => ReturnType<Core.Strapi['db']['getConnection']>> {
  if (!strapi.db.inTransaction()) return (table) => strapi.db.getConnection(table)
  const trx = (await strapi.db.transaction()).get()
  const schema = strapi.db.getSchemaName()
  return (table) => (schema ? trx(table).withSchema(schema) : trx(table))
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

/**
 * Everything the `attribute` relation of these `uid` rows points at, per row id (a member's themes):
 * read from the rows' side of the link table (its index on the row column), then the targets by
 * their primary key. A populate of the relation instead joins the target table to the link, and
 * PostgreSQL may walk every target row to do it (the authors of calls: every member;
 * tests/indexes.test.ts). Rows that point at nothing are not in the map.
 */
export async function linkedRowLists<TUid extends UID.Schema, const TField extends keyof Row<TUid> & string>(
  strapi: Core.Strapi,
  uid: UID.Schema,
  attribute: string,
  ids: readonly number[],
  targetUid: TUid,
  fields: readonly TField[],
): Promise<Map<number, Array<Selected<TUid, TField | 'id'>>>> {
  if (ids.length === 0) return new Map()
  const link = joinTableOf(strapi, uid, attribute)
  const pairs: Array<{ row: number; target: number }> = await (
    await tablesOf(strapi)
  )(link.name)
    .whereIn(link.joinColumn.name, [...ids])
    .select({ row: link.joinColumn.name, target: link.inverseJoinColumn.name })
  if (pairs.length === 0) return new Map()
  const targets = await selectRows(strapi, targetUid, ['id', ...fields] as Array<TField | 'id'>, {
    where: { id: { $in: [...new Set(pairs.map((pair) => pair.target))] } },
  })
  const byId = new Map(targets.map((target) => [(target as { id: number }).id, target]))
  const lists = new Map<number, Array<Selected<TUid, TField | 'id'>>>()
  for (const pair of pairs) {
    const target = byId.get(pair.target)
    if (!target) continue
    const list = lists.get(pair.row) ?? []
    list.push(target)
    lists.set(pair.row, list)
  }
  return lists
}

/** What a to-one `attribute` relation of these `uid` rows points at, per row id (linkedRowLists' first). */
export async function linkedRows<TUid extends UID.Schema, const TField extends keyof Row<TUid> & string>(
  strapi: Core.Strapi,
  uid: UID.Schema,
  attribute: string,
  ids: readonly number[],
  targetUid: TUid,
  fields: readonly TField[],
): Promise<Map<number, Selected<TUid, TField | 'id'>>> {
  const lists = await linkedRowLists(strapi, uid, attribute, ids, targetUid, fields)
  return new Map([...lists].map(([row, targets]) => [row, targets[0]!]))
}
