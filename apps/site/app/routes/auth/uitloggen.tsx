import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/uitloggen'

export const meta: Route.MetaFunction = () => titleMeta("Uitloggen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Uitloggen"
      intro="Hier log je uit. Je sessie wordt dan op alle apparaten beëindigd."
    />
  )
}
