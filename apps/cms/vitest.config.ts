import { defineConfig } from 'vitest/config'
import { EVERY_TEST_FILE, POSTGRES_TEST_FILES, SHARED_CMS_FILES, WITHOUT_CMS_FILES } from './tests/databases'

// Every test file runs against a real Strapi (compiled server, no admin panel) on a database of its
// own: a copy of the run's template (tests/global-setup.ts) or an empty one, as SQLite file or on
// PostgreSQL (ADR 0025).
const onPostgres = Boolean(process.env.DATABASE_URL) && process.env.TEST_EVERY_FILE_ON_POSTGRES !== 'true'
// On SQLite every file; on PostgreSQL (DATABASE_URL) the files whose behaviour differs there
// (tests/databases.ts). TEST_EVERY_FILE_ON_POSTGRES=true runs them all on PostgreSQL.
const files = onPostgres ? POSTGRES_TEST_FILES : EVERY_TEST_FILE
const shared = SHARED_CMS_FILES.map((file) => `tests/${file}`)
const withoutCms = WITHOUT_CMS_FILES.map((file) => `tests/${file}`)

export default defineConfig({
  test: {
    pool: 'forks',
    // Two files at a time, each with its own database and ports: a CMS's work takes a core, so on
    // two cores this halves the suite.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    setupFiles: ['tests/setup.ts'],
    // One first start per run, which test CMSs start from a copy of (tests/global-setup.ts).
    globalSetup: ['tests/global-setup.ts'],
    projects: [
      {
        // The files on SHARED_CMS_FILES share their worker's process and its one CMS, reset for
        // each file (tests/strapi.ts, startSharedCms): a boot per worker, not per file.
        extends: true,
        test: {
          name: 'shared CMS',
          include: onPostgres ? POSTGRES_TEST_FILES.filter((file) => shared.includes(file)) : shared,
          isolate: false,
        },
      },
      // The files that boot no CMS share their worker's process too (none of them runs on PostgreSQL).
      ...(onPostgres ? [] : [{ extends: true, test: { name: 'no CMS', include: withoutCms, isolate: false, unstubEnvs: true } }]),
      {
        // Every other file in a process of its own, with a CMS of its own.
        extends: true,
        test: { name: 'own CMS', include: files, exclude: [...shared, ...withoutCms] },
      },
    ],
  },
})
