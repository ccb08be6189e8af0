import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/vacatures'

export const meta: Route.MetaFunction = () => titleMeta("Vacatures en stages")

export default function Component() {
  return (
    <NotYetAvailable
      title="Vacatures en stages"
      intro="Hier vind je vacatures en stages bij organisaties in de stad."
    />
  )
}
