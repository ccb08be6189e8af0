import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/organisatie-aanmelden'

export const meta: Route.MetaFunction = () => titleMeta("Partner worden")

export default function Component() {
  return (
    <NotYetAvailable
      title="Partner worden"
      intro="Hier meld je je organisatie aan als partner. Daarvoor moet je ingelogd zijn."
    />
  )
}
