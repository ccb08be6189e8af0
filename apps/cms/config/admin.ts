export default ({ env }) => ({
  // Tests and CI boot the CMS without building or serving the admin panel.
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
  auth: {
    secret: env('ADMIN_JWT_SECRET', 'dev-admin-jwt-secret-change-me'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', 'dev-api-token-salt-change-me'),
  },
  transfer: {
    token: { salt: env('TRANSFER_TOKEN_SALT', 'dev-transfer-token-salt-change-me') },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY', 'dev-encryption-key-change-me-32b'),
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
  autoOpen: false,
  watchIgnoreFiles: ['**/tests/**', '**/scripts/**', '**/seed/**'],
})
