import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/inloggen'

export const meta: Route.MetaFunction = () => titleMeta("Inloggen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Inloggen"
      intro="Hier log je in met je e-mailadres en wachtwoord. Daarna vul je de code in die we je per e-mail sturen."
    />
  )
}
