import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => titleMeta("Contact")

export default function Component() {
  return (
    <NotYetAvailable
      title="Contact"
      intro="Hier vind je hoe je contact opneemt met het team."
    />
  )
}
