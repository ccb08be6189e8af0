/**
 * Where to send a user after logging in or out. Only addresses on the site's own origin are
 * accepted, as NextAuth's default redirect callback does: a path is resolved against the site, an
 * absolute URL must have the site's origin, and anything else (another origin, `javascript:`, a
 * malformed value) falls back to the default. Never throws.
 */
export function safeCallbackUrl(value: unknown, siteUrl: string, fallback = '/'): string {
  const origin = new URL(siteUrl).origin
  const fallbackUrl = new URL(fallback, origin).href
  if (typeof value !== 'string' || value === '' || value.length > 2048) return fallbackUrl
  try {
    // Backslashes and control characters are how "/\evil.example" tricks work: refuse them.
    if (/[\\\u0000-\u001f]/.test(value)) return fallbackUrl
    const url = value.startsWith('/') && !value.startsWith('//') ? new URL(value, origin) : new URL(value)
    if (url.origin !== origin) return fallbackUrl
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallbackUrl
    return url.href
  } catch {
    return fallbackUrl
  }
}

/** The same, as a path (for links and redirects within the site). */
export function safeCallbackPath(value: unknown, siteUrl: string, fallback = '/'): string {
  const url = new URL(safeCallbackUrl(value, siteUrl, fallback))
  return `${url.pathname}${url.search}${url.hash}`
}
