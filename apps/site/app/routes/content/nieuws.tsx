import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/nieuws'

export const meta: Route.MetaFunction = () => titleMeta("Nieuws")

export default function Component() {
  return (
    <NotYetAvailable
      title="Nieuws"
      intro="Hier lees je het laatste nieuws uit de community."
    />
  )
}
