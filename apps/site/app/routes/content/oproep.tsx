import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/oproep'

export const meta: Route.MetaFunction = () => titleMeta("Oproep")

export default function Component() {
  return (
    <NotYetAvailable
      title="Oproep"
      intro="Hier lees je een oproep en reageer je erop."
    />
  )
}
