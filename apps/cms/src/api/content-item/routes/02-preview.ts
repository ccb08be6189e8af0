// The admin panel's preview (issue 32): a content item's draft for whoever holds a signed,
// short-lived link (src/lib/preview-token.ts). No login: the token is the right; a bad, forged or
// expired token is 404, like an unknown item.
export default {
  routes: [{ method: 'GET', path: '/preview/:token', handler: 'preview.show', config: { auth: false, policies: [], middlewares: [] } }],
}
