/**
 * The one place that turns a redirect target built from input (callbackUrl, redirectTo, a path
 * taken from the request) into a path on this site. Every Location the site sends for such a
 * target goes through it, so the check is on the final value, not only on the input.
 *
 * The result always starts with exactly one `/` and no backslash: `//host` and `/\host` are
 * protocol-relative (off-site) to a browser even though they look like paths, and
 * `http://site//evil.example/x` has the path `//evil.example/x`. Leading slashes are collapsed;
 * other origins, non-http schemes, credentials in the address, control characters and
 * backslashes give the fallback. Never throws.
 */

// Room for a login path that carries an encoded callbackUrl; Node refuses headers over 16 KB.
const MAX_LENGTH = 4096
// C0 controls, space-less tricks (`\t//evil`), DEL and the backslash browsers read as a slash.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/

/** A path a browser resolves against this site: `/`, then not another slash or backslash. */
export function isSafeLocalPath(path: string): boolean {
  return path.startsWith('/') && !/^\/[/\\]/.test(path) && !UNSAFE_CHARACTERS.test(path) && path.length <= MAX_LENGTH
}

function toLocalPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return null
  if (UNSAFE_CHARACTERS.test(value)) return null
  let url: URL
  try {
    // A single-slash path is relative to the site; anything else must be an absolute address
    // (a protocol-relative `//host` has no base here and fails).
    url = /^\/(?!\/)/.test(value) ? new URL(value, origin) : new URL(value)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.username || url.password || url.origin !== origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`.replace(/^\/+/, '/')
  return isSafeLocalPath(path) ? path : null
}

/** `value` as a same-origin path (with query and fragment), or `fallback` (itself checked). */
export function safeRedirectPath(value: unknown, siteUrl: string, fallback = '/'): string {
  const origin = new URL(siteUrl).origin
  return toLocalPath(value, origin) ?? toLocalPath(fallback, origin) ?? '/'
}

/** The same as an absolute address on the site (what NextAuth's contract sends back). */
export function safeRedirectUrl(value: unknown, siteUrl: string, fallback = '/'): string {
  return `${new URL(siteUrl).origin}${safeRedirectPath(value, siteUrl, fallback)}`
}
