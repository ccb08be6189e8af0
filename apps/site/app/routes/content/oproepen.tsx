import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproepen'

export const meta: Route.MetaFunction = () => titleMeta("Oproepen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Oproepen"
      intro="Hier vind je oproepen van studenten, professionals en organisaties."
    />
  )
}
