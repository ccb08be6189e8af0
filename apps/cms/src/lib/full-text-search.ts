import { AsyncLocalStorage } from 'node:async_hooks'
import type { Core, UID } from '@strapi/strapi'
import type { Knex } from 'knex'
import { errors } from '@strapi/utils'

/**
 * Full-text search for the public lists (ADR 0018): the database's own text index instead of a
 * LIKE over every row.
 *
 * - PostgreSQL: a stored generated column `search_vector = to_tsvector('dutch', title || summary ||
 *   body text)` with a GIN index (words, Dutch stemmer), and, when the `pg_trgm` extension can be
 *   created, a stored `search_text` (the same text, lower case, accents folded) with a GIN trigram
 *   index (substrings). Nothing to keep in sync: the database computes both on every write.
 * - SQLite: two FTS5 tables (rowid = the row's id): `<table>_fts` (unicode61 words without
 *   diacritics) and `<table>_trigram` (trigram, substrings), filled by triggers on insert, update and
 *   delete, so every write path (Document Service, REST, admin panel, the bench seed's bulk inserts,
 *   publish = a new published row) keeps them current.
 *
 * A word of 3 or more characters matches anywhere inside a word ("hackathon" finds
 * "Stadshackathon"); a word of 1 or 2 characters matches the start of a word (a trigram index
 * cannot serve it, and "ai" inside every "trainee" would not help anyone).
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
/** PostgreSQL: the generated lower-case, accent-folded text for substring search (pg_trgm). */
const SUBSTRING_COLUMN = 'search_text'
/** A word this long or longer also matches inside words (the trigram indexes need 3 characters). */
const MIN_SUBSTRING_LENGTH = 3
/**
 * Accents folded by the PostgreSQL `search_text` column (translate() is immutable, unaccent() is
 * not and cannot be used in a generated column); `foldAccents` folds a search word the same way.
 */
const ACCENTED = 'áàâäãåāéèêëēėęíìîïīóòôöõøōúùûüūýÿçñ'
const PLAIN = 'aaaaaaaeeeeeeeiiiiiooooooouuuuuyycn'

const isPostgres = (strapi: Core.Strapi) => /^(postgres|pg)/.test(String(strapi.db.dialect.client))
// `uid` is a key of SEARCHABLE: a content type's UID.
const tableOf = (strapi: Core.Strapi, uid: string) => strapi.db.metadata.get(uid as UID.ContentType).tableName
const columnOf = (strapi: Core.Strapi, uid: string, attribute: string) =>
  (strapi.db.metadata.get(uid as UID.ContentType).attributes[attribute] as { columnName?: string }).columnName ?? attribute

/**
 * Draft & Publish keeps a draft and a published row per document; the site reads published rows
 * only, so only those are indexed (half the index, half the matches to join and count).
 */
const publishedOnly = (strapi: Core.Strapi, uid: string) => Boolean(strapi.contentType(uid as UID.ContentType)?.options?.draftAndPublish)

/** The indexed text of a row, as a PostgreSQL expression over the table's own columns. */
function postgresText(strapi: Core.Strapi, uid: string) {
  const { text, blocks } = SEARCHABLE[uid]
  const parts = text.map((name) => `coalesce("${columnOf(strapi, uid, name)}", '')`)
  // Only the `text` leaves of a blocks document, not its keys ("type", "paragraph", ...).
  if (blocks) parts.push(`coalesce(jsonb_path_query_array("${columnOf(strapi, uid, blocks)}", 'strict $.**.text')::text, '')`)
  return parts.join(` || ' ' || `)
}

const postgresDocument = (strapi: Core.Strapi, uid: string) => `to_tsvector('dutch'::regconfig, ${postgresText(strapi, uid)})`
/**
 * NULL for draft rows instead of a partial index: the search's only condition is then the ILIKE, so
 * the planner cannot choose to walk a `published_at` index and test every published row instead.
 */
function postgresSubstringText(strapi: Core.Strapi, uid: string) {
  const text = `translate(lower(${postgresText(strapi, uid)}), '${ACCENTED}', '${PLAIN}')`
  return publishedOnly(strapi, uid) ? `CASE WHEN published_at IS NOT NULL THEN ${text} END` : text
}

/** Per Strapi instance: whether PostgreSQL has pg_trgm (and so the substring column and index). */
const substringSearch = new WeakMap<Core.Strapi, boolean>()

/**
 * The schema of the pg_trgm extension, created if needed; undefined when it cannot be created (a
 * managed database without the permission): the search then matches words only. Created in
 * `public`, not in Strapi's schema, so dropping one schema never drops the extension of another.
 */
async function trigramSchema(strapi: Core.Strapi): Promise<string | undefined> {
  const knex = strapi.db.connection
  const find = async () =>
    (await knex.raw(`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`)).rows[0]?.schema as
      string | undefined
  const existing = await find()
  if (existing) return existing
  try {
    await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public')
  } catch (error) {
    // Another process may have created it at the same moment.
    const created = await find()
    if (created) return created
    strapi.log.warn(
      `Search: the pg_trgm extension could not be created (${(error as Error).message}); searches match whole words and their beginnings only, not text inside words.`,
    )
    return undefined
  }
  return find()
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
  const trigrams = isPostgres(strapi) ? await trigramSchema(strapi) : undefined
  substringSearch.set(strapi, trigrams !== undefined)
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
      if (trigrams !== undefined) {
        await knex.raw(
          `ALTER TABLE "${schema}"."${table}" ADD COLUMN IF NOT EXISTS "${SUBSTRING_COLUMN}" text GENERATED ALWAYS AS (${postgresSubstringText(strapi, uid)}) STORED`,
        )
        await knex.raw(
          `CREATE INDEX IF NOT EXISTS "${table}_search_trgm_idx" ON "${schema}"."${table}" USING gin ("${SUBSTRING_COLUMN}" "${trigrams}".gin_trgm_ops)`,
        )
      }
      continue
    }
    const fts = `${table}_fts`
    const trigram = `${table}_trigram`
    const triggers = { insert: `${fts}_after_insert`, update: `${fts}_after_update`, delete: `${fts}_after_delete` }
    const expected = [fts, trigram, ...Object.values(triggers)]
    const present: Array<{ name: string }> = await knex.raw(
      `SELECT name FROM sqlite_master WHERE type IN ('table', 'trigger') AND name IN (${expected.map(() => '?').join(', ')})`,
      expected,
    )
    if (present.length === expected.length) continue

    const columns = ftsColumns(uid)
    const columnList = columns.map((c) => `"${c}"`).join(', ')
    const published = publishedOnly(strapi, uid)
    const insert = (into: string, row: 'new') =>
      `INSERT INTO "${into}"(rowid, ${columnList}) SELECT ${row}.id, ${sqliteValues(strapi, uid, row).join(', ')}${published ? ` WHERE ${row}.published_at IS NOT NULL` : ''};`
    const inserts = [insert(fts, 'new'), insert(trigram, 'new')].join(' ')
    const deletes = `DELETE FROM "${fts}" WHERE rowid = old.id; DELETE FROM "${trigram}" WHERE rowid = old.id;`
    await knex.transaction(async (trx) => {
      // Triggers of an older version (without the trigram table) are replaced.
      for (const name of Object.values(triggers)) await trx.raw(`DROP TRIGGER IF EXISTS "${name}"`)
      await trx.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS "${fts}" USING fts5(${columnList}, tokenize = 'unicode61 remove_diacritics 2')`)
      await trx.raw(`CREATE VIRTUAL TABLE IF NOT EXISTS "${trigram}" USING fts5(${columnList}, tokenize = 'trigram remove_diacritics 1')`)
      await trx.raw(`CREATE TRIGGER "${triggers.insert}" AFTER INSERT ON "${table}" BEGIN ${inserts} END`)
      const sourceColumns = [...columns.map((name) => `"${columnOf(strapi, uid, name)}"`), ...(published ? ['"published_at"'] : [])].join(
        ', ',
      )
      await trx.raw(`CREATE TRIGGER "${triggers.update}" AFTER UPDATE OF ${sourceColumns} ON "${table}" BEGIN ${deletes} ${inserts} END`)
      await trx.raw(`CREATE TRIGGER "${triggers.delete}" AFTER DELETE ON "${table}" BEGIN ${deletes} END`)
      for (const into of [fts, trigram]) {
        await trx.raw(`DELETE FROM "${into}"`)
        await trx.raw(
          `INSERT INTO "${into}"(rowid, ${columnList}) SELECT id, ${sqliteValues(strapi, uid, null).join(', ')} FROM "${table}"${published ? ' WHERE published_at IS NOT NULL' : ''}`,
        )
      }
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
 * The word search (PostgreSQL without pg_trgm, and words of 1-2 characters): every word as a
 * prefix ("ontwikkel" finds "ontwikkelaar"). PostgreSQL's Dutch stemmer folds -en plurals
 * ("evenementen") but keeps -s ones ("stages", "vacatures"), so a word ending in s also matches its
 * singular.
 */
function alternatives(word: string): string[] {
  return word.length >= 4 && word.endsWith('s') ? [word, word.slice(0, -1)] : [word]
}

/**
 * The substring search: a Dutch plural also finds its singular ("stages" finds "stage",
 * "evenementen" finds "evenement"), so a word ending in -s or -en is searched without it. The
 * singular is inside the plural, so the shorter word finds both.
 */
function substringOf(word: string): string {
  if (word.length >= 6 && word.endsWith('en')) return word.slice(0, -2)
  if (word.length >= 4 && word.endsWith('s')) return word.slice(0, -1)
  return word
}

/** Folds accents the way the PostgreSQL `search_text` column does (SQLite's tokenizers do it themselves). */
function foldAccents(word: string) {
  return [...word].map((char) => (ACCENTED.includes(char) ? PLAIN[ACCENTED.indexOf(char)] : char)).join('')
}

const isLong = (word: string) => word.length >= MIN_SUBSTRING_LENGTH

/** One word as a tsquery: its start, or its singular (see `alternatives`). */
function postgresWordQuery(word: string) {
  return alternatives(word)
    .map((alt, index) => (index === 0 ? `${alt}:*` : alt))
    .join(' | ')
}

/** FTS5 word table: every word as a prefix (`"word"*`), or its singular. */
function sqliteWordQuery(words: string[]) {
  return words
    .map(
      (word) =>
        `(${alternatives(word)
          .map((alt, index) => (index === 0 ? `"${alt}"*` : `"${alt}"`))
          .join(' OR ')})`,
    )
    .join(' AND ')
}

/** FTS5 trigram table: `"word"` matches anywhere in the text. */
const sqliteSubstringQuery = (words: string[]) => words.map((word) => `"${substringOf(word)}"`).join(' AND ')

/** The ids of the rows whose text matches, as a subquery for `id $in` (empty words: none). */
export function matchingIds(strapi: Core.Strapi, uid: string, term: string) {
  const words = searchWords(term)
  if (words.length === 0) return []
  const table = tableOf(strapi, uid)
  const long = words.filter(isLong)
  const short = words.filter((word) => !isLong(word))
  if (isPostgres(strapi)) {
    const connection = () => strapi.db.getConnection(table)
    const wordSearch = (query: Knex.QueryBuilder, list: string[]) => {
      for (const word of list) query.whereRaw(`"${SEARCH_COLUMN}" @@ to_tsquery('dutch'::regconfig, ?)`, [postgresWordQuery(word)])
      return query
    }
    // A materialized CTE: the matches come from a text index first, and the list's other filters,
    // sort and count work on those rows. Without it the planner may walk a list index and test
    // the text of every row it passes, which grows with the table.
    if (!substringSearch.get(strapi) || long.length === 0) {
      const matches = wordSearch(connection().select('id'), words)
      if (publishedOnly(strapi, uid)) matches.whereNotNull('published_at')
      return strapi.db.connection.withMaterialized('search_matches', matches).select('id').from('search_matches')
    }
    // Words of 3+ characters as substrings (`search_text ILIKE '%word%'`, the trigram index; the
    // column is NULL for drafts); shorter ones then as word prefixes on those matches. Words are
    // letters and digits only, so they hold no LIKE wildcards.
    const matches = connection().select('id', SEARCH_COLUMN)
    for (const word of long) matches.whereRaw(`"${SUBSTRING_COLUMN}" ILIKE ?`, [`%${foldAccents(substringOf(word))}%`])
    return wordSearch(strapi.db.connection.withMaterialized('search_matches', matches).select('id').from('search_matches'), short)
  }
  // Words of 3+ characters as substrings (trigram table), shorter ones as word prefixes (word table).
  const select = (fts: string, query: string) => strapi.db.connection(fts).select('rowid').whereRaw(`"${fts}" MATCH ?`, [query])
  const substrings = long.length > 0 ? select(`${table}_trigram`, sqliteSubstringQuery(long)) : undefined
  const prefixes = short.length > 0 ? select(`${table}_fts`, sqliteWordQuery(short)) : undefined
  if (substrings && prefixes) return substrings.whereIn('rowid', prefixes)
  return (substrings ?? prefixes)!
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
