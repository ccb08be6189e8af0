import { FILTER_PARAMS } from '~/lib/content/filters'

/**
 * Canonical addresses and sharing tags (docs/decisions/0008-seo-feeds-and-calendar.md).
 *
 * Canonical URL = SITE_URL + path + only the parameters that change what a list shows, in a fixed
 * order: target group, type, theme, tag, period (only 'voorbij') and page (only > 1). Everything
 * else is dropped: tracking parameters (utm_*, fbclid …), the free-text search `q` (a search
 * result is not a page of its own) and unknown parameters.
 */

const CANONICAL_PARAMS = [
  FILTER_PARAMS.audience,
  FILTER_PARAMS.type,
  FILTER_PARAMS.theme,
  FILTER_PARAMS.tag,
  FILTER_PARAMS.period,
  FILTER_PARAMS.page,
] as const

export const OG_LOCALE = 'nl_NL'

/** `SITE_URL` without a trailing slash. */
export function siteOrigin(siteUrl: string) {
  return siteUrl.replace(/\/+$/, '')
}

/** An absolute address on this site for a path (`/nieuws`), or the address itself if already absolute. */
export function absoluteUrl(siteUrl: string, path: string) {
  if (/^https?:\/\//i.test(path)) return path
  return `${siteOrigin(siteUrl)}${path.startsWith('/') ? path : `/${path}`}`
}

export function canonicalSearch(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const kept = new URLSearchParams()
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name)?.trim()
    if (!value) continue
    if (name === FILTER_PARAMS.page && !(/^\d+$/.test(value) && Number(value) > 1)) continue
    if (name === FILTER_PARAMS.period && value !== 'voorbij') continue
    kept.set(name, value)
  }
  const text = kept.toString()
  return text ? `?${text}` : ''
}

export function canonicalUrl(siteUrl: string, pathname: string, search: string | URLSearchParams = '') {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/'
  return `${absoluteUrl(siteUrl, path)}${canonicalSearch(search)}`
}

export type ShareOptions = {
  /** Open Graph type: 'website' (default) for pages and lists, 'article' for an item, 'profile' … */
  type?: 'website' | 'article' | 'profile'
  /** Absolute address of the share image (through the image route). */
  image?: string
  imageAlt?: string
}

/** Title, description and the Open Graph / Twitter tags that repeat them. */
export function shareMeta(title: string, description: string | undefined, options: ShareOptions = {}) {
  const tags: Array<Record<string, string>> = [
    { property: 'og:title', content: title },
    { property: 'og:type', content: options.type ?? 'website' },
    { name: 'twitter:card', content: options.image ? 'summary_large_image' : 'summary' },
  ]
  if (description) tags.push({ property: 'og:description', content: description })
  if (options.image) {
    tags.push({ property: 'og:image', content: options.image })
    if (options.imageAlt) tags.push({ property: 'og:image:alt', content: options.imageAlt })
  }
  return tags
}

type MatchLike = { id: string; data?: unknown } | undefined

/** SITE_URL as the root loader hands it to the browser (for meta functions). */
export function siteUrlFromMatches(matches: readonly MatchLike[]): string | undefined {
  const root = matches.find((match) => match?.id === 'root')
  const env = (root?.data as { ENV?: { SITE_URL?: unknown } } | undefined)?.ENV
  return typeof env?.SITE_URL === 'string' ? env.SITE_URL : undefined
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators are
 * escaped as \u sequences, so no text in it can close the script element or start a comment.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The share image of a detail page: the page's image through the image route, as an absolute address. */
export function shareImage(
  matches: readonly MatchLike[],
  image: { src: string; alt?: string } | undefined,
): Pick<ShareOptions, 'image' | 'imageAlt'> {
  const siteUrl = siteUrlFromMatches(matches)
  if (!siteUrl || !image) return {}
  return { image: absoluteUrl(siteUrl, image.src), ...(image.alt ? { imageAlt: image.alt } : {}) }
}
