import { defineConfig } from 'vitest/config'

// Every test file boots a real Strapi (compiled server, no admin panel) on a database of its own:
// a copy of the run's template (tests/global-setup.ts) or an empty one, as SQLite file or on PostgreSQL.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
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
