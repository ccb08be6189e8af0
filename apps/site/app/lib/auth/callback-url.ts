import { safeRedirectPath, safeRedirectUrl } from '../http/safe-redirect'

const MAX_CALLBACK_LENGTH = 2048

/**
 * Where to send a user after logging in or out. Only addresses on the site's own origin are
 * accepted, as NextAuth's default redirect callback does; anything else (another origin,
 * `javascript:`, `//host`, a malformed value) falls back to the default. The target is normalised
 * by the one redirect check (lib/http/safe-redirect.ts), so the path is never protocol-relative.
 * Never throws.
 */
export function safeCallbackUrl(value: unknown, siteUrl: string, fallback = '/'): string {
  return safeRedirectUrl(typeof value === 'string' && value.length <= MAX_CALLBACK_LENGTH ? value : null, siteUrl, fallback)
}

/** The same, as a path (for links and redirects within the site). */
export function safeCallbackPath(value: unknown, siteUrl: string, fallback = '/'): string {
  return safeRedirectPath(safeCallbackUrl(value, siteUrl, fallback), siteUrl, fallback)
}

/**
 * Whether `value` is accepted as it is (an address on this site), rather than replaced by the
 * fallback: two different fallbacks give the same result only when the value itself was used.
 */
export function isValidCallbackUrl(value: unknown, siteUrl: string): boolean {
  return safeCallbackUrl(value, siteUrl, '/a') === safeCallbackUrl(value, siteUrl, '/b')
}
