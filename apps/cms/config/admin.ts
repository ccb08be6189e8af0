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
  flags: {
    nps: false,
    promoteEE: false,
  },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**', '**/scripts/**', '**/seed/**'],
})
