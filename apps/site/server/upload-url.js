// @ts-check
// Which image addresses are the CMS's uploads: one rule for the image route (server/image-optimizer.js)
// and for the pages that link to it (app/lib/cms/media.server.ts). No dependencies.

// One generated file name (the CMS names every upload itself): no folders, no dot-only names.
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * The public address of the CMS's S3 bucket (S3_PUBLIC_URL, the same value the CMS has), without a
 * trailing slash, or undefined when unset. Anything but a plain http(s) URL stops the start-up.
 * @param {string | undefined} value
 * @returns {string | undefined}
 */
export function publicUploadsBase(value) {
  if (value === undefined || value.trim() === '') return undefined
  let parsed
  try {
    parsed = new URL(value.trim())
  } catch {
    throw new Error('S3_PUBLIC_URL must be an http(s) URL')
  }
  if (!['http:', 'https:'].includes(parsed.protocol) || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new Error('S3_PUBLIC_URL must be an http(s) URL without query, fragment or credentials')
  }
  // As written (the CMS builds its file URLs on the same string), so the prefix compares exactly.
  return value.trim().replace(/\/+$/, '')
}

/**
 * Whether `url` is an image the route may fetch: a CMS upload, or one object directly under the bucket's public address.
 * @param {string} url
 * @param {string | undefined} publicBase the value of `publicUploadsBase`
 * @returns {boolean}
 */
export function isUploadUrl(url, publicBase) {
  if (url.startsWith('/uploads/')) return FILE_NAME.test(url.slice('/uploads/'.length))
  return publicBase !== undefined && url.startsWith(`${publicBase}/`) && FILE_NAME.test(url.slice(publicBase.length + 1))
}
