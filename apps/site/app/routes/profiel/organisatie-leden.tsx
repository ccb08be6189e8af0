import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/organisatie-leden'

export const meta: Route.MetaFunction = () => titleMeta("Leden van je organisatie")

export default function Component() {
  return (
    <NotYetAvailable
      title="Leden van je organisatie"
      intro="Hier zie je wie er lid is van je organisatie."
    />
  )
}
