import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
  // Route middleware: the profile area's layouts check the session and role once, before any
  // loader or action of their subtree runs (app/routes/profiel/*-area.tsx).
  future: { v8_middleware: true },
  routeDiscovery: { mode: 'initial' },
} satisfies Config
