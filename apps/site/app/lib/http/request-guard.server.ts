import { AUTH_BASE_PATH, MAIL_LINK_PATHS, UPLOAD_MESSAGES } from '@talentstad/types'
import type { RequestHandler, Response } from 'express'
import { CROSS_SITE_MESSAGE, isSameOriginPost } from './same-origin.server'
import { ALLOWED_METHODS, FORM_MAX_BYTES, FORM_MEDIA_TYPES, isUploadPath, mediaTypeOf, uploadRequestMaxBytes } from './request-limits'

export const REQUEST_MESSAGES = {
  methodNotAllowed: 'Deze methode wordt niet ondersteund.',
  lengthRequired: 'Dit verzoek moet zijn lengte vooraf noemen.',
  tooLarge: 'Dit verzoek is te groot.',
  unsupportedType: 'Dit formulier kon niet worden verwerkt. Verstuur het via de website.',
} as const

/**
 * Paths that check the origin of a POST themselves (a CSRF token, a shared secret), or need none:
 * a mail's one-click unsubscribe (RFC 8058) is posted by the member's mail program, from wherever it
 * runs, and its signed token is the right.
 */
const OWN_ORIGIN_CHECK = [`${AUTH_BASE_PATH}/`, '/api/cms-events', MAIL_LINK_PATHS.unsubscribe]

function refuse(res: Response, status: number, message: string, headers: Record<string, string> = {}) {
  res
    .status(status)
    .set({ 'Cache-Control': 'no-store', ...headers })
    .type('text/plain; charset=utf-8')
    .send(`${message}\n`)
}

/**
 * What every request passes before the router, so no action reads a body it should not and no odd
 * request becomes a 500:
 * - a method other than GET, HEAD, POST or OPTIONS is a 405 with Allow (TRACE, PUT, DELETE …);
 *   OPTIONS is a 204 with Allow;
 * - a POST body is capped by its Content-Length before it is read: 64 KB, or the picture cap and a
 *   margin on the picture pages (413); a body without a length (chunked) is a 411;
 * - a POST from another site is a 403 (the one cross-site check: Origin, else Sec-Fetch-Site),
 *   except the /api/* endpoints that check a token themselves;
 * - a POST to a page must be a form (urlencoded or multipart): anything else is a 415. The /api/*
 *   endpoints check their own content types.
 */
export function requestGuard({ siteUrl }: { siteUrl: () => string }): RequestHandler {
  const allow = ALLOWED_METHODS.join(', ')
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    if (req.method === 'OPTIONS') {
      res.status(204).set({ Allow: allow, 'Cache-Control': 'no-store' }).end()
      return
    }
    if (req.method !== 'POST') return refuse(res, 405, REQUEST_MESSAGES.methodNotAllowed, { Allow: allow })

    const path = req.path.toLowerCase()
    const upload = isUploadPath(path)
    const declared = req.get('content-length')
    if (declared === undefined) {
      if (req.get('transfer-encoding') !== undefined) return refuse(res, 411, REQUEST_MESSAGES.lengthRequired)
    } else {
      // Node's parser has already refused a malformed Content-Length; it also never reads past it.
      const max = upload ? uploadRequestMaxBytes(path) : FORM_MAX_BYTES
      if (Number(declared) > max) return refuse(res, 413, upload ? UPLOAD_MESSAGES.tooLarge : REQUEST_MESSAGES.tooLarge)
    }

    if (!OWN_ORIGIN_CHECK.some((prefix) => path.startsWith(prefix))) {
      const post = {
        origin: req.get('origin'),
        secFetchSite: req.get('sec-fetch-site'),
        requestOrigin: `${req.protocol}://${req.get('host')}`,
      }
      if (!isSameOriginPost(post, siteUrl())) return refuse(res, 403, CROSS_SITE_MESSAGE)
    }

    if (!path.startsWith('/api/') && !(FORM_MEDIA_TYPES as readonly string[]).includes(mediaTypeOf(req.get('content-type')))) {
      return refuse(res, 415, REQUEST_MESSAGES.unsupportedType)
    }
    next()
  }
}
