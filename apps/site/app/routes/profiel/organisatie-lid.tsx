import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/organisatie-lid'

export const meta: Route.MetaFunction = () => titleMeta("Lid van je organisatie")

export default function Component() {
  return (
    <NotYetAvailable
      title="Lid van je organisatie"
      intro="Hier beheer je de rol van een lid van je organisatie."
    />
  )
}
