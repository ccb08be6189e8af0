import { IMAGE_DEFAULT_QUALITY, IMAGE_DEVICE_WIDTHS, IMAGE_SIZES, type StrapiMedia } from '@talentstad/types'
import { isUploadUrl, publicUploadsBase } from '~/../server/upload-url.js'
import type { ImageView } from '~/lib/cms/image-view'
import { getEnv } from '~/lib/env.server'

/** The site's image route (server/image-optimizer.js); browsers never load images from the CMS. */
const IMAGE_ROUTE = '/_next/image'

/** A CMS upload: under /uploads/, or directly under the bucket's public address when S3_* is set. */
function isUpload(url: string) {
  return isUploadUrl(url, publicUploadsBase(getEnv().S3_PUBLIC_URL))
}

/** The image route's address for a CMS upload at one width, or undefined for anything else. */
export function imageRouteUrl(upload: string, width: number, quality: number = IMAGE_DEFAULT_QUALITY): string | undefined {
  if (!isUpload(upload)) return undefined
  return `${IMAGE_ROUTE}?url=${encodeURIComponent(upload)}&w=${width}&q=${quality}`
}

type MediaLike = Pick<StrapiMedia, 'url' | 'width' | 'height' | 'alternativeText'>

/** How wide each use shows an image, for the browser's choice from `srcset`. */
const USES = {
  thumbnail: { widths: IMAGE_SIZES, fallback: 128, sizes: '6rem' },
  small: { widths: IMAGE_DEVICE_WIDTHS, fallback: 640, sizes: '(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw' },
  medium: { widths: IMAGE_DEVICE_WIDTHS, fallback: 828, sizes: '(min-width: 64rem) 48rem, 100vw' },
  large: { widths: IMAGE_DEVICE_WIDTHS, fallback: 1200, sizes: '100vw' },
} as const

/**
 * A responsive image: `srcset` over the spec's widths up to the original's width (the route never
 * enlarges), AVIF/WebP chosen by the route, and the original's dimensions so nothing shifts.
 */
export function toImageView(media: MediaLike | null | undefined, use: keyof typeof USES = 'medium'): ImageView | undefined {
  if (!media?.url || !media.width || !media.height || !isUpload(media.url)) return undefined
  const { widths, fallback, sizes } = USES[use]
  const original = media.width
  const fitting: number[] = widths.filter((width) => width <= original)
  const candidates = fitting.length > 0 ? fitting : [widths[0] as number]
  const src = imageRouteUrl(media.url, candidates.includes(fallback) ? fallback : candidates[candidates.length - 1]!)!
  return {
    src,
    srcSet: candidates.map((width) => `${imageRouteUrl(media.url, width)} ${width}w`).join(', '),
    sizes,
    width: media.width,
    height: media.height,
    alt: media.alternativeText ?? '',
  }
}
