import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit tests only. The Playwright specs in e2e/ run through `npm run test:e2e`.
export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.{ts,js}', 'tests/**/*.test.{ts,tsx}'],
    exclude: ['e2e/**', 'node_modules/**', 'build/**'],
    environment: 'node',
    // Worker threads start faster than forked processes (about 6 s of the stage's 50 here).
    pool: 'threads',
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
  },
})
