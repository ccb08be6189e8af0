import { CONTENT_TYPES } from '@talentstad/types'
import { Tabs } from '~/components/ui/tabs'
import { AUDIENCE_OPTIONS, hasActiveFilters } from '~/lib/content/filters'
import { CONTENT_TYPE_PLURALS } from '~/lib/content/paths'
import { CONTENT_TYPE_SEGMENTS } from '~/lib/paths'
import type { ContentCardView, Option, Paging } from '~/lib/content/views'
import type { ContentFilters } from '~/lib/content/filters'
import type { ContentType } from '@talentstad/types'
import { ContentCards } from './content-card'
import { EmptyState } from './empty-state'
import { FollowButton } from '~/components/follows/follow-button'
import type { FollowState } from '~/lib/follows/follow-form'
import { FilterForm } from './filter-form'
import { SaveSearch } from '~/components/mailings/save-search'
import { alertFiltersOf } from '~/lib/mailings/alert-intents'
import { Pagination } from './pagination'
import { capNotice, pagingText } from '~/lib/content/paging'

const TYPE_OPTIONS: Option[] = CONTENT_TYPES.map((type) => ({ value: CONTENT_TYPE_SEGMENTS[type], label: CONTENT_TYPE_PLURALS[type] }))

export type ContentListProps = {
  title: string
  intro: string
  /** The intro on the tab of events that are over, where the list has one. */
  pastIntro?: string
  data: {
    type: ContentType | null
    pathname: string
    filters: ContentFilters
    search: string
    themes: Option[]
    themeFollow: { documentId: string; name: string; state: FollowState } | null
    items: ContentCardView[]
    paging: Paging
  }
}

/** The overview and the type lists: filters, search, results, pagination (spec 2.3). */
export function ContentListPage({ title, intro, pastIntro, data }: ContentListProps) {
  const { type, pathname, filters, search, themes, themeFollow, items, paging } = data
  const notice = capNotice(paging)
  const isEvents = type === 'CONTENT_TYPE_EVENT' || (!type && filters.type === 'CONTENT_TYPE_EVENT')
  const past = filters.period === 'voorbij'
  // What a saved search would filter on: this list's type and its filters and search (none: nothing to save).
  const alertFilters = alertFiltersOf(type, filters)
  return (
    <div className="ts-page-content ts-list-page">
      <div className="ts-stack">
        <h1 className="utrecht-heading-1">{title}</h1>
        <p className="utrecht-paragraph utrecht-paragraph--lead">{past && pastIntro ? pastIntro : intro}</p>
      </div>

      {isEvents && type ? (
        <Tabs
          label="Periode"
          items={[
            { to: pathname, label: 'Komende evenementen', current: !past },
            { to: `${pathname}?periode=voorbij`, label: 'Afgelopen evenementen', current: past },
          ]}
        />
      ) : null}

      <FilterForm
        key={search}
        pathname={pathname}
        searchLabel="Zoeken in titel, samenvatting en tekst"
        query={filters.q}
        hidden={{ periode: past ? 'voorbij' : undefined }}
        selects={[
          { name: 'doelgroep', label: 'Doelgroep', allLabel: 'Alle doelgroepen', options: AUDIENCE_OPTIONS, value: filters.audience },
          ...(type
            ? []
            : [
                {
                  name: 'type',
                  label: 'Soort',
                  allLabel: 'Alle soorten',
                  options: TYPE_OPTIONS,
                  value: filters.type ? CONTENT_TYPE_SEGMENTS[filters.type] : undefined,
                },
              ]),
          { name: 'thema', label: 'Thema', allLabel: 'Alle thema’s', options: themes, value: filters.theme },
        ]}
      />
      {alertFilters ? <SaveSearch filters={alertFilters} themeName={themeFollow?.name} /> : null}
      {themeFollow ? (
        <FollowButton
          target="theme"
          documentId={themeFollow.documentId}
          name={themeFollow.name}
          state={themeFollow.state}
          label="Volg dit thema"
        />
      ) : null}

      <section aria-labelledby="results-heading" className="ts-results">
        <h2 className="utrecht-heading-2 ts-results__heading" id="results-heading">
          {past ? 'Afgelopen evenementen' : 'Resultaten'}
        </h2>
        <p className="ts-results__count" aria-live="polite">
          {pagingText(paging)}
        </p>
        {items.length ? (
          <ContentCards items={items} priorityFirst />
        ) : (
          <EmptyState pathname={pathname} filtered={hasActiveFilters(filters) || paging.page > 1} />
        )}
        {notice ? <p className="ts-results__more">{notice}</p> : null}
        <Pagination page={paging.page} pageCount={paging.pageCount} pathname={pathname} search={search} />
      </section>
    </div>
  )
}
