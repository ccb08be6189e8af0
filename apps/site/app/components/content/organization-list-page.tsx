import { FollowButton } from '~/components/follows/follow-button'
import { PrefetchLink } from '~/components/prefetch-link'
import { hasActiveFilters, type OrganizationFilters } from '~/lib/content/filters'
import type { Option, OrganizationCardView, Paging } from '~/lib/content/views'
import { EmptyState } from './empty-state'
import { FilterForm } from './filter-form'
import { Pagination } from './pagination'
import { Artwork } from './artwork'

export function OrganizationCard({
  organization,
  priority = false,
  following,
}: {
  organization: OrganizationCardView
  priority?: boolean
  /** Whether the member follows it (a 'Volgen' / 'Volgend' button); undefined for no button. */
  following?: boolean
}) {
  return (
    <li className="ts-org-card">
      <div className="ts-org-card__body">
        <div className="ts-org-card__header">
          <Artwork
            className="ts-org-card__logo"
            image={organization.logo}
            subject={{ organization: organization.mark }}
            loading={priority ? 'priority' : 'lazy'}
          />
          <h2 className="utrecht-heading-3 ts-content-card__title">
            <PrefetchLink className="utrecht-link ts-org-card__link" to={organization.href}>
              {organization.name}
            </PrefetchLink>
          </h2>
        </div>
        {organization.description ? <p className="utrecht-paragraph ts-content-card__summary">{organization.description}</p> : null}
        {organization.tags.length ? (
          <p className="ts-org-card__tags">
            <span className="ts-visually-hidden">Tags: </span>
            {organization.tags.join(' · ')}
          </p>
        ) : null}
      </div>
      {following === undefined ? null : (
        <FollowButton target="organization" documentId={organization.id} name={organization.name} state={{ following }} />
      )}
    </li>
  )
}

export type OrganizationListProps = {
  title: string
  intro: string
  data: {
    pathname: string
    filters: OrganizationFilters
    search: string
    tags: Option[]
    items: OrganizationCardView[]
    paging: Paging
    /** The organisations the member follows (null for a visitor: no follow buttons on the cards). */
    followed: string[] | null
  }
}

/** A directory of organisations of one type, with search and a tag filter. */
export function OrganizationListPage({ title, intro, data }: OrganizationListProps) {
  const { pathname, filters, search, tags, items, paging, followed } = data
  return (
    <div className="ts-page-content ts-list-page">
      <div className="ts-stack">
        <h1 className="utrecht-heading-1">{title}</h1>
        <p className="utrecht-paragraph utrecht-paragraph--lead">{intro}</p>
      </div>
      <FilterForm
        key={search}
        pathname={pathname}
        searchLabel="Zoeken op naam of omschrijving"
        query={filters.q}
        selects={[{ name: 'tag', label: 'Tag', allLabel: 'Alle tags', options: tags, value: filters.tag }]}
      />
      <section aria-labelledby="results-heading" className="ts-results">
        <h2 className="ts-visually-hidden" id="results-heading">
          Resultaten
        </h2>
        <p className="ts-results__count" aria-live="polite">
          {paging.total === 1 ? '1 organisatie' : `${paging.total} organisaties`}
          {paging.pageCount > 1 ? ` · pagina ${paging.page} van ${paging.pageCount}` : ''}
        </p>
        {items.length ? (
          <ul className="ts-org-cards">
            {items.map((organization, index) => (
              <OrganizationCard
                key={organization.id}
                organization={organization}
                priority={index === 0}
                following={followed ? followed.includes(organization.id) : undefined}
              />
            ))}
          </ul>
        ) : (
          <EmptyState pathname={pathname} filtered={hasActiveFilters(filters) || paging.page > 1} what="organisaties" />
        )}
        <Pagination page={paging.page} pageCount={paging.pageCount} pathname={pathname} search={search} />
      </section>
    </div>
  )
}
