import type { ImageView } from '~/lib/cms/image-view'

/**
 * An image through the site's image route: srcset and sizes for the browser's choice, the
 * original's dimensions so nothing shifts. `priority` for the page's main image (the first card of
 * a list, a detail page's hero: eager and fetched first), `lazy` for images below the fold.
 */
export function ResponsiveImage({
  image,
  className,
  alt = image.alt,
  loading = 'eager',
}: {
  image: ImageView
  className?: string
  alt?: string
  loading?: 'priority' | 'eager' | 'lazy'
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
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'lazy' ? 'async' : undefined}
      {...(loading === 'priority' ? { fetchPriority: 'high' as const } : {})}
    />
  )
}
