import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/wachtwoord-wijzigen'

export const meta: Route.MetaFunction = () => titleMeta("Wachtwoord wijzigen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Wachtwoord wijzigen"
      intro="Hier stel je een nieuw wachtwoord in."
    />
  )
}
