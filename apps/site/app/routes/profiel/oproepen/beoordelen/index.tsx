import { titleMeta } from '~/lib/meta'
import { loadReviewQueue } from './index.server'
import type { Route } from './+types/index'
import { ReviewQueue } from '~/components/review/review-queue'

export const meta: Route.MetaFunction = () => titleMeta('Oproepen beoordelen')

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewQueue(request)
}

function countText(count: number) {
  if (count === 0) return 'Er wachten geen oproepen op beoordeling.'
  return count === 1 ? 'Er wacht 1 oproep op beoordeling.' : `Er wachten ${count} oproepen op beoordeling.`
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { count, waiting, decided } = loaderData
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Oproepen beoordelen</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Keur ingediende oproepen goed of wijs ze af met een reden. De plaatser krijgt een e-mail.
      </p>
      <ReviewQueue
        name="review"
        countText={`${countText(count)}${count > waiting.length ? ` De oudste ${waiting.length} staan hieronder.` : ''}`}
        waiting={waiting}
        decided={decided}
        noneDecided="Er zijn nog geen oproepen beoordeeld."
      />
    </div>
  )
}
