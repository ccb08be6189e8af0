/** Only http(s) and mailto links from the CMS or a user are rendered; anything else is dropped. */
export function safeHref(
  url: string | null | undefined,
  protocols: readonly string[] = ['http:', 'https:', 'mailto:'],
): string | undefined {
  if (!url || typeof url !== 'string') return undefined
  const trimmed = url.trim()
  if (!trimmed || trimmed.length > 2048) return undefined
  try {
    const parsed = new URL(trimmed)
    return protocols.includes(parsed.protocol) ? parsed.href : undefined
  } catch {
    return undefined
  }
}

export const safeWebHref = (url: string | null | undefined) => safeHref(url, ['http:', 'https:'])
