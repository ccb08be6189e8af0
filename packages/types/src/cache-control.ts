/**
 * A Cache-Control header's directives (RFC 9111 §5.2): each directive's name in lower case, with its
 * value (a quoted string unquoted and unescaped) or `undefined` when it has none. A directive given
 * twice keeps its first value (RFC 9111 §4.2.1).
 */
export type CacheControl = ReadonlyMap<string, string | undefined>

/**
 * Reads a Cache-Control header as its list of directives: comma-separated, names in any case, an
 * optional `=value` that may be a quoted string (which may hold commas: `private="set-cookie, x"`),
 * whitespace around each. Takes what Node's `getHeader`, `Headers.get` or an `IncomingHttpHeaders`
 * field give (several lines are one list). The one way the site reads the header: the rendered-page
 * cache (server/page-cache.js), a member's kept pages (lib/cms/member-pages.server.ts) and the
 * document's trace tags (entry.server.tsx) all decide on its directives, never on a substring of it.
 */
export function parseCacheControl(header: string | number | readonly string[] | null | undefined): CacheControl {
  const directives = new Map<string, string | undefined>()
  const text = Array.isArray(header) ? header.join(',') : header == null ? '' : String(header)
  let at = 0
  while (at < text.length) {
    let end = at
    while (end < text.length && text[end] !== ',' && text[end] !== '=') end += 1
    const name = text.slice(at, end).trim().toLowerCase()
    let value: string | undefined
    at = end
    if (text[at] === '=') {
      at += 1
      while (text[at] === ' ' || text[at] === '\t') at += 1
      const quoted = text[at] === '"' ? quotedString(text, at) : undefined
      if (quoted) {
        value = quoted.value
        at = quoted.end
        // Past anything after the closing quote, to the next comma.
        while (at < text.length && text[at] !== ',') at += 1
      } else {
        // A token (or a quote never closed: read as one, so no directive after it is hidden).
        if (text[at] === '"') at += 1
        end = at
        while (end < text.length && text[end] !== ',') end += 1
        value = text.slice(at, end).trim()
        at = end
      }
    }
    if (name && !directives.has(name)) directives.set(name, value)
    at += 1
  }
  return directives
}

/** The quoted string that opens at `start` (a `"`), unescaped, and where it ends; undefined when it is never closed. */
function quotedString(text: string, start: number): { value: string; end: number } | undefined {
  let value = ''
  for (let at = start + 1; at < text.length; at += 1) {
    if (text[at] === '"') return { value, end: at + 1 }
    if (text[at] === '\\' && at + 1 < text.length) at += 1
    value += text[at]
  }
  return undefined
}

/** A directive's delta-seconds (`max-age=60`, `s-maxage="5"`), or undefined when absent or not a whole number. */
export function cacheControlSeconds(directives: CacheControl, name: string): number | undefined {
  const value = directives.get(name)
  return value !== undefined && /^\d+$/.test(value) ? Number(value) : undefined
}
