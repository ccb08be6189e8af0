import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproepen'

export const meta: Route.MetaFunction = () => titleMeta("Mijn oproepen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Mijn oproepen"
      intro="Hier zie je de oproepen die je hebt geplaatst."
    />
  )
}
