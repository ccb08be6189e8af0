import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/aanmelding'

export const meta: Route.MetaFunction = () => titleMeta("Aanmelding van organisatie")

export default function Component() {
  return (
    <NotYetAvailable
      title="Aanmelding van organisatie"
      intro="Hier keurt de communitymanager een aanmelding goed of af."
    />
  )
}
