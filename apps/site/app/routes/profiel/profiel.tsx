import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/profiel'

export const meta: Route.MetaFunction = () => titleMeta("Mijn profiel")

export default function Component() {
  return (
    <NotYetAvailable
      title="Mijn profiel"
      intro="Hier zie je je profiel, je opgeslagen items en je reacties."
    />
  )
}
