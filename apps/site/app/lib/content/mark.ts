/**
 * The typographic mark of an organisation without a logo or a member without a photo
 * (components/content/artwork.tsx): the initials and one of five tones, both from the name alone, so
 * an organisation's card and its page agree. Made by the loaders, so the pages carry no code for it.
 */
export type InitialsMark = { initials: string; tone: number }

export function initialsMark(name: string): InitialsMark {
  return { initials: initials(name), tone: markTone(name) }
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
export function markTone(name: string): number {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return hash % 5
}
