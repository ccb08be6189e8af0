import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproep-nieuw'

export const meta: Route.MetaFunction = () => titleMeta("Nieuwe oproep")

export default function Component() {
  return (
    <NotYetAvailable
      title="Nieuwe oproep"
      intro="Hier plaats je een nieuwe oproep."
    />
  )
}
