import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/studentenorganisaties'

export const meta: Route.MetaFunction = () => titleMeta("Studentenorganisaties")

export default function Component() {
  return (
    <NotYetAvailable
      title="Studentenorganisaties"
      intro="Hier vind je de studentenorganisaties die meedoen."
    />
  )
}
