import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/bedrijf'

export const meta: Route.MetaFunction = () => titleMeta("Bedrijf")

export default function Component() {
  return (
    <NotYetAvailable
      title="Bedrijf"
      intro="Hier lees je meer over een bedrijf."
    />
  )
}
