import { titleMeta } from '~/lib/meta'
import { loadReviewQueue } from './index.server'
import type { Route } from './+types/index'
import { ReviewQueue } from '~/components/review/review-queue'
import { QueueFilter } from '~/components/review/queue-filter'
import { CONTENT_TYPE_LABELS, CONTENT_TYPES } from '@talentstad/types'

const KIND_CHOICES = CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value] }))

export const meta: Route.MetaFunction = () => titleMeta('Oproepen beoordelen')

export function loader({ request }: Route.LoaderArgs) {
  return loadReviewQueue(request)
}

function countText(count: number, filtered: boolean) {
  if (filtered) {
    if (count === 0) return 'Er wacht niets op beoordeling dat past bij je filter.'
    return count === 1
      ? 'Er wacht 1 bericht op beoordeling dat past bij je filter.'
      : `Er wachten ${count} berichten op beoordeling die passen bij je filter.`
  }
  if (count === 0) return 'Er wachten geen oproepen op beoordeling.'
  return count === 1 ? 'Er wacht 1 oproep op beoordeling.' : `Er wachten ${count} oproepen op beoordeling.`
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { filter, count, waiting, decided } = loaderData
  const filtered = Boolean(filter.type || filter.q)
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Oproepen beoordelen</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Keur ingediende oproepen goed of wijs ze af met een reden. De plaatser krijgt een e-mail.
      </p>
      <QueueFilter
        name="beoordelen"
        label="Zoek in de wachtrij"
        search={{ label: 'Zoek op titel', value: filter.q }}
        kind={{ label: 'Soort', all: 'Alle soorten', value: filter.type, choices: KIND_CHOICES }}
      />
      <ReviewQueue
        name="review"
        countText={`${countText(count, filtered)}${count > waiting.length ? ` De oudste ${waiting.length} staan hieronder.` : ''}`}
        waiting={waiting}
        decided={decided}
        noneDecided="Er zijn nog geen oproepen beoordeeld."
      />
    </div>
  )
}
