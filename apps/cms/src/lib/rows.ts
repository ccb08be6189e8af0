import type { Modules, UID } from '@strapi/strapi'

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
