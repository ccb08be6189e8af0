/**
 * The typographic mark of an organisation without a logo (components/content/artwork.tsx): its
 * initials and one of five tones, both from its name alone, so its card and its page agree. Made
 * by the loaders, so the pages carry no code for it.
 */
export type OrganizationMark = { initials: string; tone: number }

export function organizationMark(name: string): OrganizationMark {
  return { initials: initials(name), tone: organizationTone(name) }
}

/** Up to two letters: the first letters of the first two words (skipping words such as 'de', 'van'). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-–—/&+]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter(Boolean)
  const significant = words.filter((word) => !/^(de|het|een|van|voor|en|of|der|den|'t)$/i.test(word))
  const chosen = (significant.length ? significant : words).slice(0, 2)
  return (
    chosen
      .map((word) => Array.from(word)[0])
      .join('')
      .toUpperCase() || '?'
  )
}

/** One of five tones, always the same for one name (a string hash, no randomness). */
export function organizationTone(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return hash % 5
}
