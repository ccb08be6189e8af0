import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/onderwijsinstelling'

export const meta: Route.MetaFunction = () => titleMeta("Onderwijsinstelling")

export default function Component() {
  return (
    <NotYetAvailable
      title="Onderwijsinstelling"
      intro="Hier lees je meer over een onderwijsinstelling."
    />
  )
}
