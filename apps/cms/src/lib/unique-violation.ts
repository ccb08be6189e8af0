/**
 * Whether a database error is a unique-index violation (SQLite or PostgreSQL). Writers that race on
 * a pair (a favorite, an enter, a membership) insert and treat this error as "already there".
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0; cause && depth < 5; depth++) {
    if (cause.code === '23505' || cause.code === 'SQLITE_CONSTRAINT_UNIQUE') return true
    if (typeof cause.message === 'string' && /UNIQUE constraint failed|duplicate key value violates unique constraint/i.test(cause.message))
      return true
    cause = cause.cause as typeof cause
  }
  return false
}
