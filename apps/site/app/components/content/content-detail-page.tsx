import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import type { ContentDetailView } from '~/lib/content/views'
import { calendarPath } from '~/lib/seo/feeds'
import { contentJsonLd } from '~/lib/seo/json-ld'
import { safeWebHref } from '~/lib/http/safe-url'
import { JsonLd, useSiteUrl } from '../seo'
import { Blocks } from './blocks'
import { FavoriteButton } from './favorite-button'
import { BackToList } from './back-to-list'
import { ContentCards } from './content-card'
import { Artwork } from './artwork'
import { DataList } from '~/components/ui/data-list'

/**
 * One content item: hero, type, dates, organisation, themes, audiences, body, link, related.
 * `children` comes after the body (a call's enter area, components/calls/enter-section.tsx).
 * A `preview` (an editor's look at a draft, routes/voorbeeld/$token.tsx) has no bookmark and no calendar
 * file: neither exists for an item that is not published.
 */
export function ContentDetailPage({
  item,
  listLabel,
  listHref,
  children,
  preview = false,
}: {
  item: ContentDetailView
  listLabel: string
  listHref: string
  children?: ReactNode
  preview?: boolean
}) {
  const siteUrl = useSiteUrl()
  return (
    <article className="ts-page-content ts-detail">
      <JsonLd data={siteUrl ? contentJsonLd(item, siteUrl) : undefined} />
      <div className="ts-stack">
        <BackToList listLabel={listLabel} listHref={listHref} />
        <p className="ts-content-card__type">{item.typeLabel}</p>
        <h1 className="utrecht-heading-1">{item.title}</h1>
        {item.summary ? <p className="utrecht-paragraph utrecht-paragraph--lead">{item.summary}</p> : null}
        <div className="ts-detail__actions">
          {preview ? null : <FavoriteButton id={item.id} title={item.title} />}
          {!preview && item.type === 'CONTENT_TYPE_EVENT' && item.dateTime ? (
            <ButtonLink variant="secondary" href={calendarPath(item.href)} download>
              Zet in je agenda<span className="ts-visually-hidden"> (.ics-bestand)</span>
            </ButtonLink>
          ) : null}
          {item.externalUrl ? (
            <ButtonLink href={item.externalUrl} rel="noopener noreferrer">
              {item.type === 'CONTENT_TYPE_EVENT' ? 'Aanmelden' : 'Meer informatie'}
              <span className="ts-visually-hidden"> (externe website)</span>
            </ButtonLink>
          ) : null}
        </div>
        <Artwork className="ts-detail__hero" image={item.heroImage} subject={{ contentType: item.type }} loading="priority" />
        <DataList
          className="ts-detail__meta"
          items={[
            { term: 'Wanneer', value: item.dateLabel ? <time dateTime={item.dateTime}>{item.dateLabel}</time> : null },
            { term: 'Waar', value: item.location },
            {
              term: 'Organisatie',
              value: item.organization ? (
                <Link className="utrecht-link" to={item.organization.href}>
                  {item.organization.label}
                </Link>
              ) : null,
            },
            { term: 'Geplaatst door', value: item.placedBy },
            { term: 'Voor', value: item.audiences.join(', ') },
            { term: 'Geplaatst', value: item.type !== 'CONTENT_TYPE_EVENT' ? item.publishedLabel : null },
          ]}
        />
        {item.themes.length ? (
          <div>
            <h2 className="ts-visually-hidden">Thema’s</h2>
            <ul className="ts-chips" aria-label="Thema’s">
              {item.themes.map((theme) => (
                <li key={theme.href}>
                  <Link className="utrecht-link ts-chip" to={theme.href}>
                    {theme.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <div className="ts-prose ts-detail__body">
        <Blocks blocks={item.body} imageSrc={safeWebHref} />
      </div>

      {children}

      {item.related.length ? (
        <section className="ts-related" aria-labelledby="related-heading">
          <h2 className="utrecht-heading-2" id="related-heading">
            Gerelateerd
          </h2>
          <ContentCards items={item.related} />
        </section>
      ) : null}
    </article>
  )
}
