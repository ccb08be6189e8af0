import type { Core, UID } from '@strapi/strapi'

type JoinTable = { name: string; joinColumn: { name: string }; inverseJoinColumn: { name: string } }

/**
 * The ids of the `uid` rows whose `attribute` relation points at `targetId` (a member's favorites,
 * calls or enters), read from the target's side of the relation's link table, through its index on
 * the target column. A `where: { attribute: { id } }` joins the rows to the link table instead and,
 * on SQLite without table statistics, walks every row of `uid` (docs/decisions/0018).
 */
export async function idsLinkedTo(strapi: Core.Strapi, uid: UID.Schema, attribute: string, targetId: number): Promise<number[]> {
  const link = (strapi.db.metadata.get(uid).attributes[attribute] as unknown as { joinTable: JoinTable }).joinTable
  return strapi.db.getConnection(link.name).where(link.inverseJoinColumn.name, targetId).pluck(link.joinColumn.name)
}
