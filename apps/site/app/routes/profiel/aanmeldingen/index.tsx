import { titleMeta } from '~/lib/meta'
import { ORGANIZATION_TYPE_CHOICES } from '~/lib/organizations/forms'
import { loadApplicationQueue } from './index.server'
import type { Route } from './+types/index'
import { ReviewQueue } from '~/components/review/review-queue'
import { QueueFilter } from '~/components/review/queue-filter'

export const meta: Route.MetaFunction = () => titleMeta('Aanmeldingen van organisaties')

export function loader({ request }: Route.LoaderArgs) {
  return loadApplicationQueue(request)
}

function countText(count: number) {
  if (count === 0) return 'Er wachten geen aanmeldingen op beoordeling.'
  return count === 1 ? 'Er wacht 1 aanmelding op beoordeling.' : `Er wachten ${count} aanmeldingen op beoordeling.`
}

export default function Component({ loaderData }: Route.ComponentProps) {
  const { type, count, waiting, decided } = loaderData
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Aanmeldingen van organisaties</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Bedrijven, onderwijsinstellingen en studentenorganisaties die partner willen worden. Keur een aanmelding goed of wijs haar af met
        een reden; de aanvrager krijgt een e-mail.
      </p>
      <QueueFilter
        name="aanmeldingen"
        label="Filter op soort organisatie"
        kind={{ label: 'Soort organisatie', all: 'Alle soorten', value: type, choices: ORGANIZATION_TYPE_CHOICES }}
      />
      <ReviewQueue
        name="application"
        countText={countText(count)}
        waiting={waiting}
        decided={decided}
        noneDecided="Er zijn nog geen aanmeldingen beoordeeld."
      />
    </div>
  )
}
