import type { Core } from '@strapi/strapi'

/**
 * SQLite keeps its changes in a write-ahead log (`journal_mode = wal`) and syncs it to disk at
 * checkpoints, not at every commit (`synchronous = normal`), on every connection the CMS opens
 * (docs/decisions/0047). SQLite's default (a rollback journal, synced three times per commit) holds
 * better-sqlite3's one connection, and with it the whole process, for about a millisecond per
 * write; in the write-ahead log a commit costs a few hundredths of one. A crash of the process
 * loses nothing; a crash of the machine may lose the last commits, never the database's consistency.
 *
 * Strapi runs its own per-connection set-up (`dialect.initialize`, foreign keys on); these two
 * pragmas run after it. Nothing changes on PostgreSQL.
 */
export function useWriteAheadLog(strapi: Core.Strapi) {
  const db = strapi.db as unknown as SqliteDatabase
  if (db.dialect.client !== 'sqlite') return
  const initialize = db.dialect.initialize.bind(db.dialect)
  db.dialect.initialize = async (nativeConnection) => {
    await initialize(nativeConnection)
    for (const pragma of PRAGMAS) await db.connection.raw(pragma).connection(nativeConnection)
  }
}

const PRAGMAS = ['pragma journal_mode = wal', 'pragma synchronous = normal']

interface SqliteDatabase {
  dialect: { client: string; initialize: (nativeConnection: unknown) => Promise<void> }
  connection: {
    raw: (sql: string) => PromiseLike<unknown> & { connection: (nativeConnection: unknown) => PromiseLike<unknown> }
  }
}
