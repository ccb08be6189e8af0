import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/onderwijs'

export const meta: Route.MetaFunction = () => titleMeta("Onderwijs")

export default function Component() {
  return (
    <NotYetAvailable
      title="Onderwijs"
      intro="Hier vind je de onderwijsinstellingen die meedoen."
    />
  )
}
