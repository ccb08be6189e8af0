import { defineConfig } from 'vitest/config'

// Every test file boots a real Strapi (compiled server, no admin panel) on a fresh database:
// a temporary SQLite file, or a fresh PostgreSQL schema when DATABASE_URL is set.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    setupFiles: ['tests/setup.ts'],
  },
})
