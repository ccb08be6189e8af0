import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/organisatie-bewerken'

export const meta: Route.MetaFunction = () => titleMeta("Organisatie bewerken")

export default function Component() {
  return (
    <NotYetAvailable
      title="Organisatie bewerken"
      intro="Hier pas je de gegevens van je organisatie aan."
    />
  )
}
