import { NotYetAvailable } from '~/components/not-yet-available'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/onboarding'

export const meta: Route.MetaFunction = () => titleMeta("Je account instellen")

export default function Component() {
  return (
    <NotYetAvailable
      title="Je account instellen"
      intro="In vier stappen stel je je profiel in: profielfoto, loopbaanfase, gegevens delen en interesses."
    />
  )
}
