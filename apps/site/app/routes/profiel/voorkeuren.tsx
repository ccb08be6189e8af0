import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/voorkeuren'

export const meta: Route.MetaFunction = () => titleMeta("Voorkeuren")

export default function Component() {
  return (
    <NotYetAvailable
      title="Voorkeuren"
      intro="Hier kies je welke onderwerpen en berichten je wilt zien."
    />
  )
}
