import { defineConfig } from 'vitest/config'
import { EVERY_TEST_FILE, POSTGRES_TEST_FILES } from './tests/databases'

// Every test file boots a real Strapi (compiled server, no admin panel) on a database of its own:
// a copy of the run's template (tests/global-setup.ts) or an empty one, as SQLite file or on PostgreSQL.
export default defineConfig({
  test: {
    // On SQLite every file; on PostgreSQL (DATABASE_URL) the files whose behaviour differs there
    // (tests/databases.ts). TEST_EVERY_FILE_ON_POSTGRES=true runs them all on PostgreSQL.
    include: process.env.DATABASE_URL && process.env.TEST_EVERY_FILE_ON_POSTGRES !== 'true' ? POSTGRES_TEST_FILES : EVERY_TEST_FILE,
    pool: 'forks',
    // Two files at a time, each with its own CMS, database and ports: booting a CMS takes one core,
    // so on two cores this halves the suite (14 to 7.5 minutes on SQLite here).
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    setupFiles: ['tests/setup.ts'],
    // One first start per run, which test CMSs start from a copy of (tests/global-setup.ts).
    globalSetup: ['tests/global-setup.ts'],
  },
})
