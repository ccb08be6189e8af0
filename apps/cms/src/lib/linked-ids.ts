import type { Core, UID } from '@strapi/strapi'

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } }

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
  const link = (strapi.db.metadata.get(uid).attributes[attribute] as unknown as { joinTable: JoinTable }).joinTable
  const rows = (await tablesOf(strapi))(link.name)
  if (typeof targetId === 'number') return rows.where(link.inverseJoinColumn.name, targetId).pluck(link.joinColumn.name)
  if (targetId.length === 0) return []
  return rows.whereIn(link.inverseJoinColumn.name, [...targetId]).pluck(link.joinColumn.name)
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
