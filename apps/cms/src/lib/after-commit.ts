import type { Core } from '@strapi/strapi'

/**
 * Runs `work` once the database transaction in progress commits (at once when there is none): what
 * others act on, a mail or a signal, must not reach them before the write it tells of is there.
 */
export function afterCommit(strapi: Core.Strapi, work: () => void): void {
  if (strapi.db.inTransaction()) void strapi.db.transaction(async ({ onCommit }) => onCommit(work))
  else work()
}
