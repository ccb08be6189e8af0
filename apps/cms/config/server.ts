import { secret } from '../src/lib/secrets'

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Trust X-Forwarded-For only when the CMS is reachable through a proxy that sets it (the site,
  // a load balancer): otherwise a caller could pick the IP that Strapi's limiters key on.
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: {
    keys: secret(env, 'APP_KEYS').split(','),
  },
  // Uploaded files; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  cron: { enabled: false },
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_BANNER', true) } },
  webhooks: { populateRelations: false },
  transfer: { remote: { enabled: false } },
})
