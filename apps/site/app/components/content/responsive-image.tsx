import type { ImageView } from '~/lib/content/views'

/**
 * An image through the site's image route: srcset and sizes for the browser's choice, the
 * original's dimensions so nothing shifts. `priority` for the page's main image (fetched first),
 * `lazy` for images below the fold.
 */
export function ResponsiveImage({
  image,
  className,
  alt = image.alt,
  priority = false,
  lazy = false,
}: {
  image: ImageView
  className?: string
  alt?: string
  priority?: boolean
  lazy?: boolean
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(lazy ? { loading: 'lazy' as const, decoding: 'async' as const } : {})}
    />
  )
}
