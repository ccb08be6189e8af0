import { useActionData, useLoaderData } from 'react-router'
import { DigestForm } from '~/components/mailings/digest-form'
import { titleMeta } from '~/lib/meta'
import { mailSettingsAction, loadMailSettings } from './meldingen.server'
import type { Route } from './+types/meldingen'

export const meta: Route.MetaFunction = () => titleMeta('Meldingen')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadMailSettings(request)
}

export function action({ request }: Route.ActionArgs) {
  return mailSettingsAction(request)
}

export default function Component() {
  const { defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack ts-profile">
      <h1 className="utrecht-heading-1">Meldingen</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Krijg een e-mail met wat nieuw is van de organisaties en thema’s die je volgt, en wat past bij je interesses. Staat er niets nieuws
        klaar, dan sturen we niets.
      </p>
      <DigestForm id="meldingen" defaults={defaults} lastResult={actionData?.result} />
    </div>
  )
}
