import { cronTasks } from './cron-tasks'
import { secret } from '../src/lib/secrets'

export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  // IS_PROXIED: behind a proxy (the site, a load balancer) that sets X-Forwarded-Proto/-Host, koa
  // trusts those (secure cookies of the admin panel behind https). The client IP is NOT taken from
  // here: src/middlewares/client-ip.ts trusts X-Forwarded-For only from the site (CMS_PROXY_SECRET)
  // or from TRUSTED_PROXIES, so no caller can pick the IP the limiters key on.
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: {
    keys: secret(env, 'APP_KEYS').split(','),
  },
  // Uploaded files; tests point this at a temporary folder.
  dirs: { public: env('PUBLIC_DIR', './public') },
  // The scheduled work, one task per job (config/cron-tasks.ts, ADR 0058): each is claimed in the
  // database, so any number of CMS instances may run it at once.
  cron: (() => {
    const tasks = cronTasks(env)
    return { enabled: Object.keys(tasks).length > 0, tasks }
  })(),
  logger: { updates: { enabled: false }, startup: { enabled: env.bool('STRAPI_STARTUP_BANNER', true) } },
  webhooks: { populateRelations: false },
  transfer: { remote: { enabled: false } },
})
