import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/enters'

export const meta: Route.MetaFunction = () => titleMeta("Mijn enters")

export default function Component() {
  return (
    <NotYetAvailable
      title="Mijn enters"
      intro="Hier zie je op welke oproepen je hebt gereageerd."
    />
  )
}
