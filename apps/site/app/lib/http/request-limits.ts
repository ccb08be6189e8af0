import { UPLOAD_LIMITS } from '@talentstad/types'
import { CONTENT_TYPE_SEGMENTS } from '../paths'
import { href } from 'react-router'

/**
 * How large a request body may be, decided before a byte of it is read. A form is a few KB (the
 * contact message, at most 5000 characters, is under 45 KB even when every character is encoded);
 * the picture forms carry one image of at most UPLOAD_LIMITS.maxBytes.
 */
export const FORM_MAX_BYTES = 64 * 1024
/** What a picture form may send: the image and the form around it (the route answers 413 above). */
export const UPLOAD_FORM_MAX_BYTES = UPLOAD_LIMITS.maxBytes + 64 * 1024
/**
 * The server's own limit for the picture routes: a margin above UPLOAD_FORM_MAX_BYTES, so a file
 * just over the cap still reaches the route, which answers with the form and its Dutch message.
 */
export const UPLOAD_REQUEST_MAX_BYTES = UPLOAD_FORM_MAX_BYTES + 1024 * 1024

/** The pages whose forms upload a picture (multipart). */
export const UPLOAD_PATHS = [href('/profiel/bewerken'), href('/onboarding'), href('/organisatie-aanmelden')] as const

/** The content form (a call, an organisation's content) carries up to three images: image, heroImage, cardImage. */
export const CONTENT_FORM_MAX_BYTES = 3 * UPLOAD_LIMITS.maxBytes + 64 * 1024
/** The content form's pages: create, and edit of one item (lib/member-content/content-form.server.ts). */
const CONTENT_FORM_PATHS = [
  /^\/profiel\/oproepen\/nieuw$/,
  new RegExp(`^/(?:${Object.values(CONTENT_TYPE_SEGMENTS).join('|')})/[^/]+/aanpassen$`),
  /^\/profiel\/organisatie\/[^/]+\/(?:content|bewerken)$/,
]
const isContentFormPath = (path: string) => CONTENT_FORM_PATHS.some((pattern) => pattern.test(routePathOf(path)))

/** The form encodings a browser sends; anything else to a page is a 415. */
export const FORM_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'] as const

/** The methods the site answers; the rest is a 405 with this list. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const

/** The media type of a Content-Type header, lower case, without parameters ('' when missing). */
export function mediaTypeOf(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase()
}

/** A page path as the router sees it: lower case, without the `.data` of a client-side request or a trailing slash. */
export function routePathOf(path: string): string {
  const bare = path
    .toLowerCase()
    .replace(/\.data$/, '')
    .replace(/\/+$/, '')
  return bare === '' || bare === '/_root' ? '/' : bare
}

export function isUploadPath(path: string): boolean {
  return (UPLOAD_PATHS as readonly string[]).includes(routePathOf(path)) || isContentFormPath(path)
}

/** The server's limit for an upload page (a margin above what its route accepts, as UPLOAD_REQUEST_MAX_BYTES). */
export function uploadRequestMaxBytes(path: string): number {
  return isContentFormPath(path) ? CONTENT_FORM_MAX_BYTES + 1024 * 1024 : UPLOAD_REQUEST_MAX_BYTES
}
