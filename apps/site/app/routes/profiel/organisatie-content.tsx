import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/organisatie-content'

export const meta: Route.MetaFunction = () => titleMeta("Content van je organisatie")

export default function Component() {
  return (
    <NotYetAvailable
      title="Content van je organisatie"
      intro="Hier beheer je de berichten van je organisatie."
    />
  )
}
