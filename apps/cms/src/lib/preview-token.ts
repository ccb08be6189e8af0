import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The signed, short-lived links of the admin panel's preview (issue 32): the site shows a content
 * item's current draft (pending, rejected, or an edit not yet approved) only to whoever holds such a
 * link. A token names one document and when it expires, signed with a key derived from the admin
 * panel's JWT secret (which every deployment sets). Only the CMS signs and checks them: the site
 * passes the token on and never sees the key.
 */

/** How long a preview link works. */
export const PREVIEW_TTL_MS = 30 * 60 * 1000

const keyOf = (adminSecret: string) => createHmac('sha256', adminSecret).update('talentstad-preview-v1').digest()
const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url')

/** A token for one document: `<documentId>.<expiry in ms>.<signature>`, safe in a URL path. */
export function signPreview(adminSecret: string, documentId: string, now = Date.now()): string {
  const payload = `${documentId}.${now + PREVIEW_TTL_MS}`
  return `${payload}.${signature(keyOf(adminSecret), payload)}`
}

/** The document a token names, or null when it is malformed, forged or expired. */
export function verifyPreview(adminSecret: string, token: string, now = Date.now()): string | null {
  const match = /^([a-z0-9]{1,64})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const [, documentId, expires, given] = match
  const expected = Buffer.from(signature(keyOf(adminSecret), `${documentId}.${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(given!))) return null
  return Number(expires) > now ? documentId! : null
}
