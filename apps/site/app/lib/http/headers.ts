/** Merges several header sets into one; `set-cookie` values are appended, not replaced. */
export function combineHeaders(...sets: Array<HeadersInit | null | undefined>): Headers {
  const combined = new Headers()
  for (const set of sets) {
    if (!set) continue
    for (const [key, value] of new Headers(set).entries()) combined.append(key, value)
  }
  return combined
}
