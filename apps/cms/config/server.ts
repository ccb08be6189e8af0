import { secret } from '../src/lib/secrets'

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // Trust X-Forwarded-For only when the CMS is reachable through a proxy that sets it (the site,
  // a load balancer): otherwise a caller could pick the IP the limiters key on. ctx.ip is then the
  // right-most PROXY_HOPS-th entry: with the default 1, the value the site itself set (the site sets
  // the header to the visitor's address; anything a client put further left is ignored).
  proxy: { koa: env.bool('IS_PROXIED', false), maxIpsCount: env.int('PROXY_HOPS', 1) },
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
