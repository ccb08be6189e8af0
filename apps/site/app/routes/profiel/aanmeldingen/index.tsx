import { Form } from 'react-router'
import { titleMeta } from '~/lib/meta'
import { ORGANIZATION_TYPE_CHOICES } from '~/lib/organizations/forms'
import { loadApplicationQueue } from './index.server'
import type { Route } from './+types/index'
import { ReviewQueue } from '~/components/review/review-queue'
import { Button } from '~/components/ui/button'

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
      <Form method="get" className="ts-org-filter" aria-label="Filter op soort organisatie">
        <div className="ts-field">
          <label className="ts-field__label" htmlFor="aanmeldingen-type">
            Soort organisatie
          </label>
          <select id="aanmeldingen-type" name="type" defaultValue={type} key={type} className="utrecht-select ts-field__control">
            <option value="">Alle soorten</option>
            {ORGANIZATION_TYPE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary">
          Filteren
        </Button>
      </Form>
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
