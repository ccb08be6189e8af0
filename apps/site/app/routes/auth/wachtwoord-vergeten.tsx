import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/wachtwoord-vergeten'

export const meta: Route.MetaFunction = () => titleMeta("Wachtwoord vergeten")

export default function Component() {
  return (
    <NotYetAvailable
      title="Wachtwoord vergeten"
      intro="Hier vraag je een link aan om een nieuw wachtwoord in te stellen."
    />
  )
}
