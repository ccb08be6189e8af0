import { mkdirSync } from 'node:fs'
import os from 'node:os'
import { CSP_DEFAULTS } from '@strapi/utils'
import { largestMultipartBody, multipartRoutes } from '../src/lib/multipart-routes'
import { s3Settings } from '../src/lib/s3'
import { uploadSizeLimit } from '../src/lib/upload-size'

// The content API is for the site (server-side) and the admin panel (same origin): no other origin
// may call it from a browser.
/** With S3 uploads the admin panel shows images and media from the bucket's public origin. */
function security() {
  const s3 = s3Settings()
  if (!s3) return 'strapi::security'
  const origin = new URL(s3.publicUrl).origin
  return {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'img-src': [...CSP_DEFAULTS['img-src'], origin],
          'media-src': [...CSP_DEFAULTS['media-src'], origin],
        },
      },
    },
  }
}

/** The body parser's folder for incoming files, made when missing. */
function uploadTmpDir(configured: string) {
  if (!configured) return os.tmpdir()
  mkdirSync(configured, { recursive: true })
  return configured
}

export default ({ env }) => [
  // The client IP (ctx.request.ip) from X-Forwarded-For only when the site sent it (src/middlewares/client-ip.ts).
  'global::client-ip',
  // Not 'strapi::logger' (every request with its full query string): one access line a request at
  // debug, with the request id the site sends (X-Request-Id) and no query (src/middlewares/request-log.ts).
  'global::request-log',
  'strapi::errors',
  // 503 (not a 500, not a 401 from a failed permission lookup) while the database is unreachable (src/middlewares/database-unavailable.ts).
  'global::database-unavailable',
  // Retry-After on a 429 thrown as a RetryLaterError (src/lib/http-errors.ts); the errors middleware writes the body.
  'global::retry-after',
  security(),
  {
    name: 'strapi::cors',
    config: {
      origin: [env('SITE_URL', 'http://localhost:3000'), env('PUBLIC_URL', '')].filter(Boolean),
    },
  },
  // No 'strapi::poweredBy': answers do not say which software runs here (X-Powered-By).
  'strapi::query',
  // Member JWTs name a server-side session; an ended or expired one gets 401 (src/middlewares).
  'global::account-session',
  // A form with files only where a route takes one, with a login, a length and within its size,
  // refused before it is read (src/middlewares/multipart-guard.ts); then Strapi's parser, and every
  // file it wrote removed once the request is answered (src/middlewares/incoming-files.ts).
  'global::multipart-guard',
  {
    name: 'strapi::body',
    config: {
      formidable: {
        // UPLOAD_TMP_DIR: where the parser writes files while a request runs (default: the system's).
        uploadDir: uploadTmpDir(env('UPLOAD_TMP_DIR', '')),
        maxFileSize: largestMultipartBody(multipartRoutes(uploadSizeLimit())),
      },
    },
  },
  'global::incoming-files',
  'strapi::session',
  // GET /favicon.ico: the brand's icon (made by scripts/favicon-ico.mjs, the site's too); Strapi looks
  // for a favicon.png by default, and without one every request for it was a 500.
  { name: 'strapi::favicon', config: { path: 'favicon.ico' } },
  'strapi::public',
]
