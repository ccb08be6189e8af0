import { PrefetchLink } from '~/components/prefetch-link'
import type { ContentCardView } from '~/lib/content/views'
import { FavoriteButton } from './favorite-button'
import { ResponsiveImage } from './responsive-image'

/** A content item in a list: title (the link), type, event date, summary, image, bookmark. */
export function ContentCard({ item, headingLevel = 3 }: { item: ContentCardView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <li className="ts-content-card">
      {item.image ? <ResponsiveImage className="ts-content-card__image" image={item.image} alt="" lazy /> : null}
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
        {item.summary ? <p className="utrecht-paragraph ts-content-card__summary">{item.summary}</p> : null}
      </div>
      <FavoriteButton id={item.id} title={item.title} />
    </li>
  )
}

export function ContentCards({ items, label, headingLevel }: { items: ContentCardView[]; label?: string; headingLevel?: 2 | 3 }) {
  return (
    <ul className="ts-content-cards" aria-label={label}>
      {items.map((item) => (
        <ContentCard key={item.id} item={item} headingLevel={headingLevel} />
      ))}
    </ul>
  )
}
