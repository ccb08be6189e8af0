import type { StrapiMedia } from '@talentstad/types'
import { getEnv } from './env.server'
import type { ImageView } from './content-views'

/**
 * The address of a CMS upload. For now images are loaded from the CMS as they are; the
 * image route of the site (resizing, modern formats) will take over here.
 */
export function cmsMediaUrl(url: string, baseUrl = getEnv().CMS_URL): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return `${baseUrl.replace(/\/+$/, '')}${url}`
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}

type MediaLike = Pick<StrapiMedia, 'url' | 'width' | 'height' | 'alternativeText'> & { formats?: StrapiMedia['formats'] }

/**
 * An image with its real dimensions (no layout shift). `format` picks one of Strapi's generated
 * sizes (thumbnail 245, small 500, medium 750, large 1000) when it exists.
 */
export function toImageView(media: MediaLike | null | undefined, format?: 'thumbnail' | 'small' | 'medium' | 'large'): ImageView | undefined {
  if (!media?.url) return undefined
  const chosen = (format && media.formats?.[format]) || undefined
  const source = chosen ?? { url: media.url, width: media.width ?? 0, height: media.height ?? 0 }
  const src = cmsMediaUrl(source.url)
  if (!src || !source.width || !source.height) return undefined
  return { src, width: source.width, height: source.height, alt: media.alternativeText ?? '' }
}
