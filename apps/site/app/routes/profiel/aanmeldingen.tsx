import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/aanmeldingen'

export const meta: Route.MetaFunction = () => titleMeta("Aanmeldingen van organisaties")

export default function Component() {
  return (
    <NotYetAvailable
      title="Aanmeldingen van organisaties"
      intro="Hier beoordeelt de communitymanager aanmeldingen van organisaties."
    />
  )
}
