import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/bewerken'

export const meta: Route.MetaFunction = () => titleMeta("Profiel bewerken")

export default function Component() {
  return (
    <NotYetAvailable
      title="Profiel bewerken"
      intro="Hier pas je je profielgegevens aan."
    />
  )
}
