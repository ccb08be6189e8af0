import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/artikelen'

export const meta: Route.MetaFunction = () => titleMeta("Artikelen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Artikelen"
      intro="Hier lees je artikelen over tech-talent in de stad."
    />
  )
}
