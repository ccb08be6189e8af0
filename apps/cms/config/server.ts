export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // The site sits in front of the CMS and forwards the client IP (design.md: throttling per client IP).
  proxy: { koa: env.bool('IS_PROXIED', true) },
  app: {
    keys: env.array('APP_KEYS', ['dev-key-1-change-me', 'dev-key-2-change-me']),
  },
  cron: { enabled: false },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_BANNER', true) } },
  webhooks: { populateRelations: false },
  transfer: { remote: { enabled: false } },
})
