import type { ContentType } from '@talentstad/types'
import type { InitialsMark } from '~/lib/content/mark'
import type { ImageView } from '~/lib/cms/image-view'
import { ResponsiveImage } from './responsive-image'

/**
 * The picture of a content item, an organisation or a member, on its card and on its page alike: the
 * uploaded image when there is one, otherwise a designed fallback that depends only on what the
 * subject is (its content type, or the organisation's or member's name), so an item looks the same in
 * a list and on its page.
 *
 * Loading: `priority` for the page's main image and the first card of a list (the LCP element:
 * eager and fetched first), `eager` for images near the top, `lazy` for the rest.
 */
export type ArtworkLoading = 'priority' | 'eager' | 'lazy'

/** What the picture is of: a content item (by its type), or an organisation or a member (their initials). */
export type ArtworkSubject = { contentType: ContentType } | { organization: InitialsMark } | { person: InitialsMark }

export const CONTENT_TYPE_ARTWORK: Record<ContentType, 'call' | 'news' | 'job' | 'event' | 'article'> = {
  CONTENT_TYPE_CALL_UP: 'call',
  CONTENT_TYPE_NEWS: 'news',
  CONTENT_TYPE_JOB: 'job',
  CONTENT_TYPE_EVENT: 'event',
  CONTENT_TYPE_ARTICLE: 'article',
}

export function Artwork({
  image,
  subject,
  className,
  alt = '',
  loading = 'lazy',
}: {
  image?: ImageView | null
  subject: ArtworkSubject
  className: string
  alt?: string
  loading?: ArtworkLoading
}) {
  if (image) return <ResponsiveImage className={className} image={image} alt={alt} loading={loading} />
  if (!('contentType' in subject)) {
    // An organisation's square mark or a member's round one: initials on a tone fixed by the name.
    const [kind, mark] = 'person' in subject ? (['person', subject.person] as const) : (['organization', subject.organization] as const)
    return (
      <div
        className={`ts-artwork ts-artwork--initials ts-artwork--${kind} ts-artwork--tone-${mark.tone} ${className}`}
        data-artwork={kind}
        aria-hidden="true"
      >
        <span className="ts-artwork__initials">{mark.initials}</span>
      </div>
    )
  }
  const kind = CONTENT_TYPE_ARTWORK[subject.contentType]
  return (
    <div className={`ts-artwork ts-artwork--${kind} ${className}`} data-artwork={kind} aria-hidden="true">
      {/* The type's icon is a CSS mask (content.css), so it costs the page no JavaScript. */}
      <span className="ts-artwork__icon" />
    </div>
  )
}
