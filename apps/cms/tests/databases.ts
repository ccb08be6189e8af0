/**
 * Which CMS test files run on which database (ADR 0025). Every file runs on SQLite, the default
 * database; a file runs on PostgreSQL as well when it tests behaviour that differs between the two:
 * raw SQL, locks (`SELECT … FOR UPDATE`), unique-violation races, transactions, full-text search,
 * indexes and query plans, the connection itself. tests/databases.test.ts keeps both lists true:
 * it fails when a test file or a source file doing any of that is not covered here.
 */

/** Test files that run on PostgreSQL too, with what differs there. */
export const ON_BOTH_DATABASES: Readonly<Record<string, string>> = {
  'account-flow.test.ts': 'registration in a transaction, the unique e-mail address under a race',
  'account-password.test.ts': 'a password change and its sessions in one transaction',
  'bench-seed.test.ts': "the benchmark's bulk inserts",
  'calls.test.ts': "a member's edit under SELECT … FOR UPDATE, an enter's unique pair under a race",
  'constraints.test.ts': 'unique and foreign-key constraints as each database enforces them',
  'content-events.test.ts': 'signals sent after the transaction commits',
  'database-outage.test.ts': 'the connection pool losing its database',
  'digests.test.ts': "a delivery's unique claim",
  'follows.test.ts': 'a follow in a transaction, its unique pair under a race',
  'health-and-logs.test.ts': "the health check's raw query",
  'indexes.test.ts': 'indexes and query plans',
  'me-favorites.test.ts': "a favourite's unique pair under a race",
  'me-profile.test.ts': "an account's deletion in one transaction",
  'mail-floods.test.ts': "a notification window's unique claim",
  'member-request-cost.test.ts': 'the queries a member request costs, counted on the connection',
  'organization-applications.test.ts': "an approved organisation's unique name and address (partial unique index)",
  'organization-members.test.ts': 'role changes under SELECT … FOR UPDATE, an invitation accepted twice',
  'permissions-organizations.test.ts': 'the organisation keys (raw SQL) behind the rights',
  'registration-retention.test.ts': 'the retention query (knex with a correlated subquery)',
  'registrations.test.ts': 'places and the waiting list under concurrent sign-ups (unique violations)',
  'review-desk.test.ts': 'a decision under SELECT … FOR UPDATE',
  'search-restart.test.ts': 'the search index kept across a restart (generated column, FTS5 triggers)',
  'search-without-trigrams.test.ts': 'PostgreSQL without pg_trgm',
  'search.test.ts': 'full-text search (tsvector and pg_trgm, FTS5)',
}

/** Source files that take a database-specific path, and the test files (on both databases) that cover each. */
export const DATABASE_SPECIFIC_SOURCES: Readonly<Record<string, readonly string[]>> = {
  'src/api/account/services/password.ts': ['account-password.test.ts'],
  'src/api/account/services/registration.ts': ['account-flow.test.ts'],
  'src/api/content-item/services/member-content.ts': ['calls.test.ts'],
  'src/api/enter/services/enters.ts': ['calls.test.ts'],
  'src/api/follow/services/follows.ts': ['follows.test.ts'],
  'src/api/health/controllers/health.ts': ['health-and-logs.test.ts'],
  'src/api/invitation/services/invitations.ts': ['organization-members.test.ts'],
  'src/api/mailing/services/deliveries.ts': ['digests.test.ts'],
  'src/api/me/services/account.ts': ['me-profile.test.ts'],
  'src/api/me/services/favorites.ts': ['me-favorites.test.ts'],
  'src/api/notification/services/notifications.ts': ['mail-floods.test.ts'],
  'src/api/organization/services/applications.ts': ['organization-applications.test.ts'],
  'src/api/organization/services/members.ts': ['organization-members.test.ts'],
  'src/api/registration/services/registrations.ts': ['registrations.test.ts'],
  'src/api/registration/services/retention.ts': ['registration-retention.test.ts'],
  'src/api/review/services/review.ts': ['review-desk.test.ts'],
  'src/lib/after-commit.ts': ['content-events.test.ts'],
  'src/lib/full-text-search.ts': ['search.test.ts', 'search-restart.test.ts', 'search-without-trigrams.test.ts'],
  'src/lib/linked-ids.ts': ['organization-members.test.ts', 'indexes.test.ts'],
  'src/lib/organization-keys.ts': ['organization-applications.test.ts', 'permissions-organizations.test.ts'],
  'src/lib/unique-violation.ts': ['constraints.test.ts', 'follows.test.ts'],
  'src/middlewares/database-unavailable.ts': ['database-outage.test.ts'],
  'src/seed/bench.ts': ['bench-seed.test.ts'],
  'src/seed/bench-members.ts': ['bench-seed.test.ts'],
}

/** Source files with SQL for one database only, tested on that one. */
export const SQLITE_ONLY_SOURCES: Readonly<Record<string, string>> = {
  'src/lib/sqlite-journal.ts': "SQLite's journal mode (WAL): PostgreSQL has no such setting",
}

/** What makes a file database-specific: raw SQL, knex itself, locks, transactions, unique violations. */
export const DATABASE_SPECIFIC =
  /\.raw\(|\bknex\b|\bdb\.connection\b|forUpdate|FOR UPDATE|\.transaction\(|isUniqueViolation|whereRaw|havingRaw/

/** The run on SQLite: every test file. */
export const EVERY_TEST_FILE = ['tests/**/*.test.ts']

/** The run on PostgreSQL: the files on both databases. */
export const POSTGRES_TEST_FILES = Object.keys(ON_BOTH_DATABASES).map((file) => `tests/${file}`)

/**
 * Test files that share their worker's CMS (tests/strapi.ts, startSharedCms): they run in shared
 * processes (`isolate: false`), one CMS per worker reset for each file, instead of a boot each. A
 * file that needs other settings, a CMS it changes (its middleware, its logger, its database) or
 * more than one CMS boots its own (startCms) and is not on this list: Strapi boots once per process.
 */
export const SHARED_CMS_FILES: readonly string[] = [
  'account-code.test.ts',
  'account-flow.test.ts',
  'account-password.test.ts',
  'account-sessions.test.ts',
  'account-throttle.test.ts',
  'account-timing.test.ts',
  'calls.test.ts',
  'constraints.test.ts',
  'contact.test.ts',
  'feed.test.ts',
  'follows.test.ts',
  'generated-types.test.ts',
  'health-and-logs.test.ts',
  'mail-floods.test.ts',
  'me-dashboard.test.ts',
  'me-favorites.test.ts',
  'me-profile.test.ts',
  'organization-applications.test.ts',
  'organization-members.test.ts',
  'permissions-admin-reach.test.ts',
  'permissions-admin-review.test.ts',
  'permissions-calls.test.ts',
  'permissions-matrix.test.ts',
  'permissions-organizations.test.ts',
  'public-api.test.ts',
  'registration-retention.test.ts',
  'registrations.test.ts',
  'review-desk.test.ts',
  'search.test.ts',
  'seed.test.ts',
  'static-pages.test.ts',
]

/**
 * Test files that boot no CMS (pure rules, and the lists in this file): they share their worker's
 * process (`isolate: false`, environment stubs undone after each test) instead of a process each,
 * which cost a fork and an import apiece for milliseconds of tests. databases.test.ts keeps a CMS
 * out of them.
 */
export const WITHOUT_CMS_FILES: readonly string[] = [
  'unit/*.test.ts',
  'databases.test.ts',
  'koa-rate-limit-store.test.ts',
  'role-permissions.test.ts',
]
