import { Link, useActionData, useLoaderData } from 'react-router'
import { FormErrors } from '~/components/forms'
import { AlertList } from '~/components/mailings/alert-list'
import { DigestForm } from '~/components/mailings/digest-form'
import { ALERT_INTENTS } from '~/lib/mailings/alert-intents'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
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
  const { defaults, alerts } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  // Each form's reply goes to that form: the digest's to its form, an alert's above the list (its
  // forms have no field errors of their own).
  const digestReply = actionData?.result.initialValue?.intent === ALERT_INTENTS.digest ? actionData.result : undefined
  const alertErrors = digestReply
    ? []
    : Object.values(actionData?.result.error ?? {})
        .flat()
        .filter((message): message is string => Boolean(message))
  return (
    <div className="ts-page-content ts-stack ts-profile">
      <h1 className="utrecht-heading-1">Meldingen</h1>
      <section className="ts-stack" aria-labelledby="meldingen-nieuws">
        <h2 id="meldingen-nieuws" className="utrecht-heading-2">
          Nieuws voor jou per e-mail
        </h2>
        <p className="utrecht-paragraph">
          Krijg een e-mail met wat nieuw is van de organisaties en thema’s die je volgt, en wat past bij je interesses. Staat er niets
          nieuws klaar, dan sturen we niets.
        </p>
        <DigestForm id="meldingen" defaults={defaults} lastResult={digestReply} />
      </section>
      <section className="ts-stack" aria-labelledby="meldingen-zoekopdrachten">
        <h2 id="meldingen-zoekopdrachten" className="utrecht-heading-2">
          Je zoekopdrachten
        </h2>
        {alertErrors.length ? <FormErrors errors={alertErrors} /> : null}
        {alerts.length ? (
          <AlertList alerts={alerts} editable />
        ) : (
          <p className="utrecht-paragraph">
            Je hebt nog geen zoekopdrachten bewaard. Filter of zoek op een lijst, zoals de <Link to={PATHS.jobs}>vacatures</Link> of de{' '}
            <Link to={PATHS.community}>community</Link>, en kies ‘Bewaar deze zoekopdracht als melding’: dan krijg je een e-mail als er iets
            nieuws bij komt.
          </p>
        )}
      </section>
    </div>
  )
}
