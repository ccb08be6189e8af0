import { SharedKoaRateLimitStore } from '../src/lib/koa-rate-limit-store'
import { signPreview } from '../src/lib/preview-token'
import { secret } from '../src/lib/secrets'

export default ({ env }) => {
  const adminSecret = secret(env, 'ADMIN_JWT_SECRET')
  const siteUrl = env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, '')
  return {
    // Tests and CI boot the CMS without building or serving the admin panel.
    serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
    auth: {
      secret: adminSecret,
    },
    // 'Voorbeeld' in the edit view of a content item (issue 32): the site's /voorbeeld page shows the
    // item's current draft through a signed link that works for half an hour (src/lib/preview-token.ts).
    // The panel shows it in a frame, so the site's origin is allowed as a frame source.
    preview: {
      enabled: true,
      config: {
        allowedOrigins: [new URL(siteUrl).origin],
        handler: (uid: string, { documentId }: { documentId?: string }) =>
          uid === 'api::content-item.content-item' && documentId ? `${siteUrl}/voorbeeld/${signPreview(adminSecret, documentId)}` : null,
      },
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
  }
}
