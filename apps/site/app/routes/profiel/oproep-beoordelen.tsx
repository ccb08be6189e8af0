import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproep-beoordelen'

export const meta: Route.MetaFunction = () => titleMeta("Oproep beoordelen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Oproep beoordelen"
      intro="Hier keurt de communitymanager een oproep goed of af."
    />
  )
}
