import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/bedrijven'

export const meta: Route.MetaFunction = () => titleMeta("Bedrijven")

export default function Component() {
  return (
    <NotYetAvailable
      title="Bedrijven"
      intro="Hier vind je de bedrijven die meedoen."
    />
  )
}
