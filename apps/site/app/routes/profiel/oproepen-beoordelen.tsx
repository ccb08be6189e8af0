import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproepen-beoordelen'

export const meta: Route.MetaFunction = () => titleMeta("Oproepen beoordelen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Oproepen beoordelen"
      intro="Hier beoordeelt de communitymanager ingediende oproepen."
    />
  )
}
