import { defineConfig } from 'vitest/config'

// The several-instances test (instances/): two CMS and two site processes on PostgreSQL, Redis and
// S3. Slow and needs DATABASE_URL and a built site; `npm test` runs it after the end-to-end tests.
export default defineConfig({
  test: {
    include: ['instances/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 300_000,
    setupFiles: ['tests/setup.ts'],
  },
})
