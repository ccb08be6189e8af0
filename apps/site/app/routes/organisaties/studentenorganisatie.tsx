import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/studentenorganisatie'

export const meta: Route.MetaFunction = () => titleMeta("Studentenorganisatie")

export default function Component() {
  return (
    <NotYetAvailable
      title="Studentenorganisatie"
      intro="Hier lees je meer over een studentenorganisatie."
    />
  )
}
