import type { ContentType } from '@talentstad/types'
import type { ImageView } from '~/lib/content/views'
import { ResponsiveImage } from './responsive-image'

/**
 * The picture of a content item or an organisation, on its card and on its page alike: the uploaded
 * image when there is one, otherwise a designed fallback that depends only on what the item is (its
 * content type, or the organisation's name), so an item looks the same in a list and on its page.
 *
 * Loading: `priority` for the page's main image and the first card of a list (the LCP element:
 * eager and fetched first), `eager` for images near the top, `lazy` for the rest.
 */
export type ArtworkLoading = 'priority' | 'eager' | 'lazy'

export type ArtworkSubject = { contentType: ContentType } | { organization: string }

export const CONTENT_TYPE_ARTWORK: Record<ContentType, 'call' | 'news' | 'job' | 'event' | 'article'> = {
  CONTENT_TYPE_CALL_UP: 'call',
  CONTENT_TYPE_NEWS: 'news',
  CONTENT_TYPE_JOB: 'job',
  CONTENT_TYPE_EVENT: 'event',
  CONTENT_TYPE_ARTICLE: 'article',
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
  if ('organization' in subject) {
    return (
      <div
        className={`ts-artwork ts-artwork--organization ts-artwork--tone-${organizationTone(subject.organization)} ${className}`}
        data-artwork="organization"
        aria-hidden="true"
      >
        <span className="ts-artwork__initials">{initials(subject.organization)}</span>
      </div>
    )
  }
  const kind = CONTENT_TYPE_ARTWORK[subject.contentType]
  return (
    <div className={`ts-artwork ts-artwork--${kind} ${className}`} data-artwork={kind} aria-hidden="true">
      <ArtworkIcon kind={kind} />
    </div>
  )
}

function ArtworkIcon({ kind }: { kind: (typeof CONTENT_TYPE_ARTWORK)[ContentType] }) {
  return (
    <svg
      className="ts-artwork__icon"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {ICONS[kind]}
    </svg>
  )
}

const ICONS = {
  // A megaphone: someone calls out for help or a team.
  call: (
    <>
      <path d="M8 20v8a2 2 0 0 0 2 2h4l14 8V10L14 18h-4a2 2 0 0 0-2 2z" />
      <path d="M14 30l3 10h5l-2-8" />
      <path d="M34 18a8 8 0 0 1 0 12M38 13a14 14 0 0 1 0 22" />
    </>
  ),
  // A folded newspaper.
  news: (
    <>
      <path d="M10 10h24v26a4 4 0 0 0 4 4H12a4 4 0 0 1-4-4V12a2 2 0 0 1 2-2z" />
      <path d="M34 18h6v18a4 4 0 0 1-4 4" />
      <path d="M15 17h12M15 23h12M15 29h8" />
    </>
  ),
  // A briefcase.
  job: (
    <>
      <rect x="7" y="15" width="34" height="24" rx="3" />
      <path d="M18 15v-4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v4" />
      <path d="M7 25h34M22 25v3h4v-3" />
    </>
  ),
  // A calendar page.
  event: (
    <>
      <rect x="8" y="11" width="32" height="29" rx="3" />
      <path d="M8 19h32M16 7v8M32 7v8" />
      <path d="M15 26h4M22 26h4M29 26h4M15 33h4M22 33h4" />
    </>
  ),
  // An open book.
  article: (
    <>
      <path d="M24 14c-4-3-10-4-16-3v26c6-1 12 0 16 3 4-3 10-4 16-3V11c-6-1-12 0-16 3z" />
      <path d="M24 14v26" />
    </>
  ),
} as const
