/** Merges several header sets into one; `set-cookie` values are appended, not replaced. */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers()
  for (const set of sets) {
    if (!set) continue
    for (const [key, value] of new Headers(set).entries()) combined.append(key, value)
  }
  return combined
}

/**
 * A route's `headers` that sends its loader's headers with its action's over them (React Router
 * keeps only Set-Cookie of them otherwise): for the pages whose answers say `no-store` themselves.
 */
export function loaderAndActionHeaders({ loaderHeaders, actionHeaders }: { loaderHeaders: Headers; actionHeaders: Headers }): Headers {
  const headers = new Headers(loaderHeaders)
  for (const [name, value] of actionHeaders) headers.set(name, value)
  return headers
}

/** What a page whose address carries a mail link's token answers with: never kept by a cache, never sent on as a referrer. */
export const TOKEN_PAGE_HEADERS = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } as const
