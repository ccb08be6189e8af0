import type { Core, Modules, UID } from '@strapi/strapi'

/**
 * A row that `strapi.db.query(uid)` answers, typed by the generated content types
 * (`types/generated/`): its own fields, without relations, and the numeric id a database row has. Strapi types these reads as `any`; a
 * query that selects a few fields answers a `Pick` of this, one that populates a relation adds it
 * (`Row<USER> & { themes: Pick<Row<THEME>, 'name'>[] }`). Regenerated with the schema, so a renamed
 * or retyped field fails the type check where it is read.
 */
export type Row<TUid extends UID.Schema> = Omit<Modules.Documents.Document<TUid>, 'id'> & { id: number }

/** The fields of a row a query selects. */
export type Selected<TUid extends UID.Schema, TField extends keyof Row<TUid>> = Pick<Row<TUid>, TField>

/** What a select-only read may say besides its fields (Strapi's query engine parameters). */
type ReadQuery = { where?: Record<string, unknown>; orderBy?: unknown; limit?: number; offset?: number }

/**
 * `strapi.db.query(uid).findMany` that selects `fields`, typed by the generated types: the one place a
 * select-only read turns Strapi's `any` into its row type. A read that populates a relation annotates
 * its result with `Selected<…> & { relation: Selected<…> }` instead.
 */
export function selectRows<TUid extends UID.Schema, const TField extends keyof Row<TUid> & string>(
  strapi: Core.Strapi,
  uid: TUid,
  fields: readonly TField[],
  query: ReadQuery = {},
): Promise<Array<Selected<TUid, TField>>> {
  return strapi.db.query(uid).findMany({ ...query, select: [...fields] })
}

/** `strapi.db.query(uid).findOne` that selects `fields`, typed like selectRows; null when no row matches. */
export function selectRow<TUid extends UID.Schema, const TField extends keyof Row<TUid> & string>(
  strapi: Core.Strapi,
  uid: TUid,
  fields: readonly TField[],
  query: ReadQuery = {},
): Promise<Selected<TUid, TField> | null> {
  return strapi.db.query(uid).findOne({ ...query, select: [...fields] })
}
