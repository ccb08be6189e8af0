import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproep-aanpassen'

export const meta: Route.MetaFunction = () => titleMeta("Oproep aanpassen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Oproep aanpassen"
      intro="Hier pas je je oproep aan."
    />
  )
}
