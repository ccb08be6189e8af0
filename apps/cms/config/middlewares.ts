// The content API is for the site (server-side) and the admin panel (same origin): no other origin
// may call it from a browser.
export default ({ env }) => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: [env('SITE_URL', 'http://localhost:3000'), env('PUBLIC_URL', '')].filter(Boolean),
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  // Member JWTs name a server-side session; an ended or expired one gets 401 (src/middlewares).
  'global::account-session',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
]
