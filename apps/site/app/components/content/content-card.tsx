import { PrefetchLink } from '~/components/prefetch-link'
import type { ContentCardView } from '~/lib/content/views'
import { Badge } from '~/components/ui/badge'
import { FavoriteButton } from './favorite-button'
import { Artwork } from './artwork'

/** A content item in a list: title (the link), type, event date, summary, image, bookmark. */
export function ContentCard({
  item,
  headingLevel = 3,
  priority = false,
}: {
  item: ContentCardView
  headingLevel?: 2 | 3
  /** The first card of a page's main list: its image is the LCP element (not lazy, fetched first). */
  priority?: boolean
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="ts-content-card">
      <Artwork
        className="ts-content-card__image"
        image={item.image}
        subject={{ contentType: item.type }}
        loading={priority ? 'priority' : 'lazy'}
      />
      <div className="ts-content-card__body">
        <p className="ts-content-card__type">{item.typeLabel}</p>
        <Heading className="utrecht-heading-3 ts-content-card__title">
          <PrefetchLink className="utrecht-link ts-content-card__link" to={item.href}>
            {item.title}
          </PrefetchLink>
        </Heading>
        {item.dateLabel ? (
          <p className="ts-content-card__date">
            <time dateTime={item.dateTime}>{item.dateLabel}</time>
            {item.location ? <span>, {item.location}</span> : null}
          </p>
        ) : null}
        {item.signUp ? (
          <p>
            <Badge tone={item.signUp === 'Aangemeld' ? 'online' : 'pending'} testId="card-sign-up">
              {item.signUp}
            </Badge>
          </p>
        ) : null}
        {item.summary ? <p className="utrecht-paragraph ts-content-card__summary">{item.summary}</p> : null}
        {item.reason ? <p className="ts-content-card__reason">{item.reason}</p> : null}
      </div>
      <FavoriteButton id={item.id} title={item.title} />
    </li>
  )
}

export function ContentCards({
  items,
  label,
  headingLevel,
  priorityFirst = false,
}: {
  items: ContentCardView[]
  label?: string
  headingLevel?: 2 | 3
  /** For a page's main list (the top of the page): the first card's image is not lazy-loaded. */
  priorityFirst?: boolean
}) {
  return (
    <ul className="ts-content-cards" aria-label={label}>
      {items.map((item, index) => (
        <ContentCard key={item.id} item={item} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
      ))}
    </ul>
  )
}
