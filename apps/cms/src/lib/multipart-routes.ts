import { CONTENT_IMAGE_FIELDS, ORGANIZATION_IMAGE_FIELDS, UPLOAD_LIMITS } from '@talentstad/types'

/**
 * Every route of the CMS that takes a form with files (multipart/form-data), with what it may
 * carry. Strapi's body parser writes every file of a multipart body to the temporary folder before
 * any route, authentication or policy runs; the multipart guard (src/middlewares/multipart-guard.ts)
 * lets a multipart body reach the parser only on these routes and within these limits, and refuses
 * it everywhere else before a byte of it is read.
 */
export type MultipartRoute = {
  /** Whose login the route takes: a member's (users-permissions JWT with an open session) or the admin panel's. */
  login: 'member' | 'admin'
  method: 'POST' | 'PUT'
  /** Matched against the whole path (the content API's routes include its `/api` prefix). */
  path: RegExp
  /** At most this many files. */
  maxFiles: number
  /** At most this many bytes in the whole body (its Content-Length), files and fields together. */
  maxBytes: number
}

/** Room for the form's other fields (the content form's JSON) and the multipart framing. */
const FIELDS_BYTES = 1024 * 1024
const images = (count: number) => count * UPLOAD_LIMITS.maxBytes + FIELDS_BYTES
const ID = '[A-Za-z0-9]{1,64}'

/** The admin panel's media library: several files at once, each within the upload plugin's sizeLimit. */
export const ADMIN_UPLOAD_FILES = 20

export function multipartRoutes(uploadSizeLimit: number): MultipartRoute[] {
  const adminUpload = ADMIN_UPLOAD_FILES * uploadSizeLimit + FIELDS_BYTES
  return [
    // The site's forms, sent as the member (apps/site): a call or an organisation's item with its images.
    {
      login: 'member',
      method: 'POST',
      path: /^\/api\/calls$/,
      maxFiles: CONTENT_IMAGE_FIELDS.length,
      maxBytes: images(CONTENT_IMAGE_FIELDS.length),
    },
    {
      login: 'member',
      method: 'PUT',
      path: new RegExp(`^/api/calls/${ID}$`),
      maxFiles: CONTENT_IMAGE_FIELDS.length,
      maxBytes: images(CONTENT_IMAGE_FIELDS.length),
    },
    { login: 'member', method: 'POST', path: /^\/api\/me\/avatar$/, maxFiles: 1, maxBytes: images(1) },
    { login: 'member', method: 'POST', path: /^\/api\/organization-applications$/, maxFiles: 1, maxBytes: images(1) },
    {
      login: 'member',
      method: 'PUT',
      path: new RegExp(`^/api/organizations/${ID}/sections/[A-Za-z]{1,32}$`),
      maxFiles: ORGANIZATION_IMAGE_FIELDS.length,
      maxBytes: images(ORGANIZATION_IMAGE_FIELDS.length),
    },
    // The admin panel: the media library's uploads (`/upload`, also as a replace with `?id=`,
    // `/upload/files`, a replace), an asset's details (`PUT /upload/files/:id`, a form without a
    // file, or with one) and the logos of the project settings.
    {
      login: 'admin',
      method: 'POST',
      path: /^\/upload(\/|\/files|\/files\/\d+\/replace)?$/,
      maxFiles: ADMIN_UPLOAD_FILES,
      maxBytes: adminUpload,
    },
    { login: 'admin', method: 'PUT', path: /^\/upload\/files\/\d+$/, maxFiles: 1, maxBytes: uploadSizeLimit + FIELDS_BYTES },
    { login: 'admin', method: 'POST', path: /^\/admin\/project-settings$/, maxFiles: 2, maxBytes: 2 * uploadSizeLimit + FIELDS_BYTES },
  ]
}

/** The route that takes this multipart request, or undefined. */
export function multipartRouteFor(routes: MultipartRoute[], method: string, path: string): MultipartRoute | undefined {
  return routes.find((route) => route.method === method && route.path.test(path))
}

/** The largest body any route takes: the body parser's own limit for a single file. */
export function largestMultipartBody(routes: MultipartRoute[]): number {
  return Math.max(...routes.map((route) => route.maxBytes))
}
