import { AsyncLocalStorage } from 'node:async_hooks'
import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'

/**
 * Full-text search for the public lists (ADR 0018): the database's own text index instead of a
 * LIKE over every row.
 *
 * - PostgreSQL: a stored generated column `search_vector = to_tsvector('dutch', title || summary ||
 *   body text)` with a GIN index. Nothing to keep in sync: the database computes it on every write.
 * - SQLite: an FTS5 table (`<table>_fts`, rowid = the row's id, unicode61 without diacritics),
 *   filled by triggers on insert, update and delete, so every write path (Document Service, REST,
 *   admin panel, the bench seed's bulk inserts, publish = a new published row) keeps it current.
 *
 * Both index the published rows only (Draft & Publish also keeps a draft row per document); the
 * public controllers restrict a read to approved, published rows anyway, and the search only
 * narrows that read: `id IN (rows whose text matches)`.
 */

type Searchable = { text: string[]; blocks?: string }

const SEARCHABLE: Record<string, Searchable> = {
  'api::content-item.content-item': { text: ['title', 'summary'], blocks: 'body' },
  'api::organization.organization': { text: ['name', 'description'] },
}

/** At most this many words of a search are used (each one narrows the result). */
const MAX_WORDS = 8
const MAX_TERM_LENGTH = 200
/** PostgreSQL: the generated tsvector column beside Strapi's own (Strapi leaves columns it did not create alone). */
const SEARCH_COLUMN = 'search_vector'

const isPostgres = (strapi: Core.Strapi) => /^(postgres|pg)/.test(String(strapi.db.dialect.client))
const tableOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid as any).tableName
const columnOf = (strapi: Core.Strapi, uid: string, attribute: string) =>
  (strapi.db.metadata.get(uid as any).attributes[attribute] as { columnName?: string }).columnName ?? attribute

/**
 * Draft & Publish keeps a draft and a published row per document; the site reads published rows
 * only, so only those are indexed (half the index, half the matches to join and count).
 */
const publishedOnly = (strapi: Core.Strapi, uid: string) => Boolean(strapi.contentType(uid as any)?.options?.draftAndPublish)

/** The indexed text of a row, as a PostgreSQL expression over the table's own columns. */
function postgresDocument(strapi: Core.Strapi, uid: string) {
  const { text, blocks } = SEARCHABLE[uid]
  const parts = text.map((name) => `coalesce("${columnOf(strapi, uid, name)}", '')`)
  // Only the `text` leaves of a blocks document, not its keys ("type", "paragraph", ...).
  if (blocks) parts.push(`coalesce(jsonb_path_query_array("${columnOf(strapi, uid, blocks)}", 'strict $.**.text')::text, '')`)
  return `to_tsvector('dutch'::regconfig, ${parts.join(` || ' ' || `)})`
}

/** The same text for SQLite, over the trigger's `new` row. */
function sqliteValues(strapi: Core.Strapi, uid: string, row: 'new' | 'old' | null) {
  const { text, blocks } = SEARCHABLE[uid]
  const ref = (name: string) => (row ? `${row}.${columnOf(strapi, uid, name)}` : `"${columnOf(strapi, uid, name)}"`)
  const values = text.map(ref)
  if (blocks) {
    const body = ref(blocks)
    values.push(
      `(SELECT group_concat(value, ' ') FROM json_tree(CASE WHEN json_valid(${body}) THEN ${body} ELSE '[]' END) WHERE key = 'text' AND type = 'text')`,
    )
  }
  return values
}

const ftsColumns = (uid: string) => [...SEARCHABLE[uid].text, ...(SEARCHABLE[uid].blocks ? [SEARCHABLE[uid].blocks!] : [])]

/**
 * Creates the search index of each searchable table if it is missing. Runs at every start, after
 * Strapi's schema sync: SQLite drops a table's triggers when Strapi rebuilds the table, so a
 * missing trigger means writes may have been missed and the FTS table is rebuilt from the rows.
 */
export async function ensureFullTextSearch(strapi: Core.Strapi) {
  const knex = strapi.db.connection
  for (const uid of Object.keys(SEARCHABLE)) {
    const table = tableOf(strapi, uid)
    if (isPostgres(strapi)) {
      const schema = strapi.db.getSchemaName() ?? 'public'
      const partial = publishedOnly(strapi, uid) ? ' WHERE published_at IS NOT NULL' : ''
      // A stored column, not an index on the expression: when a word is in most rows the planner
      // reads the table instead of the index, and it would then run to_tsvector on every row.
      await knex.raw(
        `ALTER TABLE "${schema}"."${table}" ADD COLUMN IF NOT EXISTS "${SEARCH_COLUMN}" tsvector GENERATED ALWAYS AS (${postgresDocument(strapi, uid)}) STORED`,
      )
      await knex.raw(`CREATE INDEX IF NOT EXISTS "${table}_search_idx" ON "${schema}"."${table}" USING gin ("${SEARCH_COLUMN}")${partial}`)
      continue
    }
    const fts = `${table}_fts`
    const triggers = { insert: `${fts}_after_insert`, update: `${fts}_after_update`, delete: `${fts}_after_delete` }
    const present: Array<{ name: string }> = await knex.raw(
      `SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name LIKE ?`,
      [`${fts}%`],
    )
    const names = new Set(present.map((row) => row.name))
    if (names.has(fts) && Object.values(triggers).every((name) => names.has(name))) continue

    const columns = ftsColumns(uid)
    const published = publishedOnly(strapi, uid)
    const insert = (row: 'new') =>
      `INSERT INTO "${fts}"(rowid, ${columns.map((c) => `"${c}"`).join(', ')}) SELECT ${row}.id, ${sqliteValues(strapi, uid, row).join(', ')}${published ? ` WHERE ${row}.published_at IS NOT NULL` : ''};`
    await knex.transaction(async (trx) => {
      await trx.raw(
        `CREATE VIRTUAL TABLE IF NOT EXISTS "${fts}" USING fts5(${columns.map((c) => `"${c}"`).join(', ')}, tokenize = 'unicode61 remove_diacritics 2')`,
      )
      await trx.raw(`CREATE TRIGGER IF NOT EXISTS "${triggers.insert}" AFTER INSERT ON "${table}" BEGIN ${insert('new')} END`)
      const sourceColumns = [...columns.map((name) => `"${columnOf(strapi, uid, name)}"`), ...(published ? ['"published_at"'] : [])].join(
        ', ',
      )
      await trx.raw(
        `CREATE TRIGGER IF NOT EXISTS "${triggers.update}" AFTER UPDATE OF ${sourceColumns} ON "${table}" BEGIN DELETE FROM "${fts}" WHERE rowid = old.id; ${insert('new')} END`,
      )
      await trx.raw(
        `CREATE TRIGGER IF NOT EXISTS "${triggers.delete}" AFTER DELETE ON "${table}" BEGIN DELETE FROM "${fts}" WHERE rowid = old.id; END`,
      )
      await trx.raw(`DELETE FROM "${fts}"`)
      await trx.raw(
        `INSERT INTO "${fts}"(rowid, ${columns.map((c) => `"${c}"`).join(', ')}) SELECT id, ${sqliteValues(strapi, uid, null).join(', ')} FROM "${table}"${published ? ' WHERE published_at IS NOT NULL' : ''}`,
      )
    })
  }
}

/** The words of a search: letters and digits, lower case, at most MAX_WORDS. */
export function searchWords(term: string): string[] {
  return (
    term
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, MAX_WORDS)
}

/**
 * Every word must match, as a prefix ("ontwikkel" finds "ontwikkelaar"). PostgreSQL's Dutch
 * stemmer folds -en plurals ("evenementen") but keeps -s ones ("stages", "vacatures"), so a word
 * ending in s also matches its singular.
 */
function alternatives(word: string): string[] {
  return word.length >= 4 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word]
}

function postgresQuery(words: string[]) {
  return words
    .map(
      (word) =>
        `(${alternatives(word)
          .map((alt, index) => (index === 0 ? `${alt}:*` : alt))
          .join(' | ')})`,
    )
    .join(' & ')
}

function sqliteQuery(words: string[]) {
  return words
    .map(
      (word) =>
        `(${alternatives(word)
          .map((alt, index) => (index === 0 ? `"${alt}"*` : `"${alt}"`))
          .join(' OR ')})`,
    )
    .join(' AND ')
}

/** The ids of the rows whose text matches, as a subquery for `id $in` (empty words: none). */
export function matchingIds(strapi: Core.Strapi, uid: string, term: string) {
  const words = searchWords(term)
  if (words.length === 0) return []
  const table = tableOf(strapi, uid)
  if (isPostgres(strapi)) {
    const matches = strapi.db
      .getConnection(table)
      .select('id')
      .whereRaw(`"${SEARCH_COLUMN}" @@ to_tsquery('dutch'::regconfig, ?)`, [postgresQuery(words)])
    if (publishedOnly(strapi, uid)) matches.whereNotNull('published_at')
    // A materialized CTE: the matches come from the text index first, and the list's other
    // filters, sort and count work on those rows. Without it the planner may walk a list index
    // and compute the text of every row it passes, which grows with the table.
    return strapi.db.connection.withMaterialized('search_matches', matches).select('id').from('search_matches')
  }
  const fts = `${table}_fts`
  return strapi.db
    .connection(fts)
    .select('rowid')
    .whereRaw(`"${fts}" MATCH ?`, [sqliteQuery(words)])
}

const activeSearch = new AsyncLocalStorage<{ uid: string; term: string }>()

/**
 * Takes the search (`_q`, Strapi's own name for it) out of a REST query: the public controllers
 * run it as a full-text search instead of Strapi's LIKE over every text column.
 */
export function takeSearchTerm(query: Record<string, unknown>): string | undefined {
  const value = query._q
  delete query._q
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') throw new errors.ValidationError('_q must be a string')
  const term = value.trim().slice(0, MAX_TERM_LENGTH)
  return term || undefined
}

/** Runs a read (its list and its count) narrowed to the rows matching `term`. */
export function withFullTextSearch<T>(uid: string, term: string | undefined, run: () => Promise<T>): Promise<T> {
  return term ? activeSearch.run({ uid, term }, run) : run()
}

/** Narrows the list and count queries of a search's model while a search runs (see above). */
export function registerFullTextSearch(strapi: Core.Strapi) {
  const narrow = (event: { model: { uid: string }; params: { where?: unknown } }) => {
    const search = activeSearch.getStore()
    if (!search || search.uid !== event.model.uid) return
    const ids = matchingIds(strapi, search.uid, search.term)
    event.params.where = { $and: [event.params.where ?? {}, { id: { $in: ids } }] }
  }
  strapi.db.lifecycles.subscribe({ models: Object.keys(SEARCHABLE), beforeFindMany: narrow, beforeCount: narrow })
}
