import { CONTENT_TYPES } from '@talentstad/types'
import { useEffect, useRef } from 'react'
import { Link, useRevalidator } from 'react-router'
import { ContentCards } from '~/components/content/content-card'
import { Pagination } from '~/components/content/pagination'
import { Notice } from '~/components/ui/notice'
import { Tabs } from '~/components/ui/tabs'
import { requireUser } from '~/lib/auth/auth.server'
import { CONTENT_TYPE_PLURALS } from '~/lib/content/paths'
import { countLabel } from '~/lib/counts'
import { useFavorites } from '~/lib/favorites/favorites'
import { favoritesPageSearch } from '~/lib/favorites/page'
import { loadSavedItems } from '~/lib/favorites/page.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import type { Route } from './+types/opgeslagen'

export const meta: Route.MetaFunction = () => titleMeta('Opgeslagen items')

// The saved items, at /profiel/opgeslagen and at its second address /profiel/opgeslagen-items (spec
// 2.1): one module registered twice (routes.ts). Members only: without a session, to the login page
// and back (spec 2.5).
export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request)
  return loadSavedItems(request, current)
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { pathname, type, counts, total, items, paging, search } = loaderData
  const favorites = useFavorites()
  const revalidator = useRevalidator()
  const heading = useRef<HTMLHeadingElement>(null)
  const moveFocus = useRef(false)

  // Removing a bookmark here (its button on the card) takes the card off the page: the page and
  // the list are read again, and focus goes to the results heading instead of getting lost.
  const removed = favorites ? items.some((item) => !favorites.isFavorited(item.id)) : false
  useEffect(() => {
    if (!removed) return
    moveFocus.current = true
    void revalidator.revalidate()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [removed])
  useEffect(() => {
    if (!moveFocus.current || removed) return
    moveFocus.current = false
    heading.current?.focus()
  }, [items, removed])

  const filters = [
    { type: null, label: 'Alles', count: total },
    ...CONTENT_TYPES.filter((candidate) => counts[candidate]).map((candidate) => ({
      type: candidate,
      label: CONTENT_TYPE_PLURALS[candidate],
      count: counts[candidate] ?? 0,
    })),
  ]

  return (
    <div className="ts-page-content ts-list-page">
      <div className="ts-stack">
        <h1 className="utrecht-heading-1">Opgeslagen items</h1>
        <p className="utrecht-paragraph utrecht-paragraph--lead">
          Hier vind je de items die je hebt opgeslagen. Met de bladwijzer op een item haal je het weer weg.
        </p>
      </div>

      {total > 0 ? (
        <Tabs
          label="Soort"
          items={filters.map((filter) => ({
            to: `${pathname}${favoritesPageSearch(filter.type)}`,
            label: `${filter.label} (${filter.count})`,
            current: filter.type === type,
          }))}
        />
      ) : null}

      <section aria-labelledby="results-heading" className="ts-results">
        <h2 className="utrecht-heading-2 ts-results__heading" id="results-heading" tabIndex={-1} ref={heading}>
          {type ? CONTENT_TYPE_PLURALS[type] : 'Alle opgeslagen items'}
        </h2>
        <p className="ts-results__count" aria-live="polite">
          {countLabel(paging.total, 'item', 'items')}
          {paging.pageCount > 1 ? ` · pagina ${paging.page} van ${paging.pageCount}` : ''}
        </p>
        {items.length ? (
          <ContentCards items={items} />
        ) : (
          <Notice>
            {total === 0 ? (
              <>
                <p className="utrecht-paragraph utrecht-alert__message">
                  <strong>Je hebt nog niets opgeslagen.</strong> Bewaar oproepen, vacatures, evenementen, nieuws en artikelen met de
                  bladwijzer, dan vind je ze hier terug.
                </p>
                <p className="utrecht-paragraph utrecht-alert__message">
                  <Link className="utrecht-link" to={PATHS.community}>
                    Bekijk wat er speelt in de community
                  </Link>
                </p>
              </>
            ) : (
              <>
                <p className="utrecht-paragraph utrecht-alert__message">
                  <strong>Geen opgeslagen items van deze soort.</strong>
                </p>
                <p className="utrecht-paragraph utrecht-alert__message">
                  <Link className="utrecht-link" to={pathname}>
                    Toon alle opgeslagen items
                  </Link>
                </p>
              </>
            )}
          </Notice>
        )}
        <Pagination page={paging.page} pageCount={paging.pageCount} pathname={pathname} search={search} />
      </section>
    </div>
  )
}
