import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/registreren'

export const meta: Route.MetaFunction = () => titleMeta("Registreren")

export default function Component() {
  return (
    <NotYetAvailable
      title="Registreren"
      intro="Hier maak je een account aan. Je activeert het via een link die we je mailen."
    />
  )
}
