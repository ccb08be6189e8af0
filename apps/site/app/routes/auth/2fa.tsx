import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/2fa'

export const meta: Route.MetaFunction = () => titleMeta("Inlogcode invullen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Inlogcode invullen"
      intro="Hier vul je de code van 6 cijfers in die we je per e-mail hebben gestuurd."
    />
  )
}
