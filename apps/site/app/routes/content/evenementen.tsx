import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/evenementen'

export const meta: Route.MetaFunction = () => titleMeta("Evenementen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Evenementen"
      intro="Hier vind je tech-evenementen in de stad."
    />
  )
}
