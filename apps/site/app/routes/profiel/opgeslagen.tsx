import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/opgeslagen'

export const meta: Route.MetaFunction = () => titleMeta("Opgeslagen items")

export default function Component() {
  return (
    <NotYetAvailable
      title="Opgeslagen items"
      intro="Hier vind je de items die je hebt opgeslagen."
    />
  )
}
