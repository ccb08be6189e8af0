import { Link } from 'react-router'
import { titleMeta } from '~/lib/meta'
import { loadReviewQueue } from './index.server'
import type { Route } from './+types/index'
import { StatusBadge } from '~/components/ui/badge'

export const meta: Route.MetaFunction = () => titleMeta('Oproepen beoordelen')

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewQueue(request)
}

function countText(count: number) {
  if (count === 0) return 'Er wachten geen oproepen op beoordeling.'
  return count === 1 ? 'Er wacht 1 oproep op beoordeling.' : `Er wachten ${count} oproepen op beoordeling.`
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { count, calls, recent } = loaderData
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Oproepen beoordelen</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Keur ingediende oproepen goed of wijs ze af met een reden. De plaatser krijgt een e-mail.
      </p>
      <section aria-labelledby="review-queue" className="ts-stack">
        <h2 id="review-queue" className="utrecht-heading-2">
          Wachtrij
        </h2>
        <p className="utrecht-paragraph" data-testid="review-count">
          {countText(count)}
          {count > calls.length ? ` De oudste ${calls.length} staan hieronder.` : null}
        </p>
        {calls.length > 0 ? (
          <ol className="ts-ordered-list ts-review-list">
            {calls.map((call) => (
              <li key={call.id}>
                <Link className="utrecht-link" to={call.href}>
                  {call.title}
                </Link>
                <span className="ts-muted">
                  {' '}
                  (ingediend op {call.submitted}
                  {call.author ? ` door ${call.author}` : null})
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <section aria-labelledby="review-recent" className="ts-stack">
        <h2 id="review-recent" className="utrecht-heading-2">
          Laatst beoordeeld
        </h2>
        {recent.length ? (
          <ul className="ts-review-list" data-testid="review-recent">
            {recent.map((call) => (
              <li key={call.id}>
                <strong>{call.title}</strong> <StatusBadge status={call.approved ? 'approved' : 'rejected'} />
                <span className="ts-muted">
                  {' '}
                  op {call.decided}
                  {call.author ? `, van ${call.author}` : null}
                </span>
                {!call.approved && call.reason ? <p className="utrecht-paragraph ts-muted">Reden: {call.reason}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="utrecht-paragraph">Er zijn nog geen oproepen beoordeeld.</p>
        )}
      </section>
    </div>
  )
}
