import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/community'

export const meta: Route.MetaFunction = () => titleMeta("Community")

export default function Component() {
  return (
    <NotYetAvailable
      title="Community"
      intro="Hier vind je alle oproepen, nieuws, vacatures, evenementen en artikelen op één plek."
    />
  )
}
