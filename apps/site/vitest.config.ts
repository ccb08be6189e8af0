import { availableParallelism } from 'node:os'
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
    setupFiles: ['./tests/setup.ts'],
    restoreMocks: true,
    // A file a core: vitest's default leaves one core free (one worker on CI's two), which made this
    // stage spend more time starting files than running them.
    maxWorkers: availableParallelism(),
  },
})
