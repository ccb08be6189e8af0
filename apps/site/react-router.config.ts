import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Route middleware: the profile area's layouts check the session and role once, before any
  // loader or action of their subtree runs (app/routes/profiel/*-area.tsx).
  future: { v8_middleware: true },
  // The whole route manifest comes with the page (a 4 KB gzip module) instead of per-link
  // /__manifest requests after hydration, each of which rendered the page again (docs/decisions/0029).
  routeDiscovery: { mode: 'initial' },
} satisfies Config
