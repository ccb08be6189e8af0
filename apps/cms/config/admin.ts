import { SharedKoaRateLimitStore } from '../src/lib/koa-rate-limit-store'
import { secret } from '../src/lib/secrets'

export default ({ env }) => ({
  // Tests and CI boot the CMS without building or serving the admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: secret(env, 'ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: secret(env, 'API_TOKEN_SALT'),
  },
  transfer: {
    token: { salt: secret(env, 'TRANSFER_TOKEN_SALT') },
  },
  secrets: {
    encryptionKey: secret(env, 'ENCRYPTION_KEY'),
  },
  // Strapi's limit on admin login and first-admin registration (5 per e-mail, path and IP in 5
  // minutes, its defaults), counted where every other limit counts: in Redis with REDIS_URL, shared
  // by all CMS instances (docs/decisions/0019).
  rateLimit: { store: new SharedKoaRateLimitStore('admin:login') },
  flags: {
    nps: false,
    promoteEE: false,
  },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**', '**/scripts/**', '**/seed/**'],
})
