import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import { requireUser } from '~/lib/auth/auth.server'
import type { Route } from './+types/bewerken'

export const meta: Route.MetaFunction = () => titleMeta("Profiel bewerken")

// Members only: without a session, to the login page and back (spec 2.5).
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.clientIp)
  return null
}

export default function Component() {
  return (
    <NotYetAvailable
      title="Profiel bewerken"
      intro="Hier pas je je profielgegevens aan."
    />
  )
}
