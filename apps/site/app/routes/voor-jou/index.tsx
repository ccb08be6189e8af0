import { Link } from 'react-router'
import { ContentCards } from '~/components/content/content-card'
import { Pagination } from '~/components/content/pagination'
import { Notice } from '~/components/ui/notice'
import { countLabel } from '~/lib/counts'
import { loadFeed } from '~/lib/feed/feed.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import type { Route } from './+types/index'

export const meta: Route.MetaFunction = () => titleMeta('Voor jou')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadFeed(request)
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { pathname, search, personal, usesInterests, items, paging, start } = loaderData
  return (
    <div className="ts-page-content ts-list-page">
      <div className="ts-stack">
        <h1 className="utrecht-heading-1">Voor jou</h1>
        <p className="utrecht-paragraph utrecht-paragraph--lead">
          Het nieuwste uit de community dat past bij wat je volgt{usesInterests ? ' en bij je interesses' : ''}.{' '}
          <Link className="utrecht-link" to={PATHS.feedExplained}>
            Waarom zie ik dit?
          </Link>
        </p>
      </div>

      {personal ? (
        <section aria-labelledby="results-heading" className="ts-results">
          <h2 className="utrecht-heading-2 ts-results__heading" id="results-heading">
            Nieuw voor jou
          </h2>
          <p className="ts-results__count">
            {countLabel(paging.total, 'item', 'items')}
            {paging.pageCount > 1 ? ` · pagina ${paging.page} van ${paging.pageCount}` : ''}
          </p>
          {items.length ? (
            <ContentCards items={items} priorityFirst />
          ) : (
            <Notice>
              <p className="utrecht-paragraph utrecht-alert__message">
                <strong>Er is nu niets nieuws dat bij je past.</strong> Volg meer{' '}
                <Link className="utrecht-link" to={PATHS.follows}>
                  organisaties en thema’s
                </Link>{' '}
                of kijk wat er speelt in de <Link to={PATHS.community}>community</Link>.
              </p>
            </Notice>
          )}
          <Pagination page={paging.page} pageCount={paging.pageCount} pathname={pathname} search={search} />
        </section>
      ) : (
        <>
          <Notice heading="Vertel ons wat je interesseert" testId="feed-start">
            <p className="utrecht-paragraph utrecht-alert__message">
              {usesInterests
                ? 'Kies de thema’s en onderwerpen die je interesseren, of volg organisaties en thema’s. Dan zie je hier wat nieuw is en bij je past.'
                : 'Je hebt gekozen je interesses niet te gebruiken. Volg organisaties en thema’s, dan zie je hier wat zij nieuw plaatsen.'}
            </p>
            <p className="utrecht-paragraph utrecht-alert__message">
              {usesInterests ? (
                <>
                  <Link className="utrecht-link" to={PATHS.preferences}>
                    Kies je interesses
                  </Link>{' '}
                  ·{' '}
                </>
              ) : null}
              <Link className="utrecht-link" to={PATHS.follows}>
                Volg thema’s en organisaties
              </Link>
            </p>
          </Notice>
          {start?.upcoming.length ? (
            <section aria-labelledby="upcoming-heading" className="ts-results">
              <h2 className="utrecht-heading-2" id="upcoming-heading">
                Binnenkort
              </h2>
              <ContentCards items={start.upcoming} />
            </section>
          ) : null}
          {start?.popular.length ? (
            <section aria-labelledby="popular-heading" className="ts-results">
              <h2 className="utrecht-heading-2" id="popular-heading">
                Populair in de community
              </h2>
              <ContentCards items={start.popular} />
            </section>
          ) : null}
        </>
      )}
    </div>
  )
}
