import { Link, useActionData, useLoaderData } from 'react-router'
import { EnterList } from '~/components/calls/enter-list'
import { DeleteConfirmation } from '~/components/member-content/delete-confirmation'
import { CALL_PATHS, callEntersPath, deleteCallPath, editCallPath } from '~/lib/calls/paths'
import { entersLabel } from '~/lib/calls/views'
import { titleMeta } from '~/lib/meta'
import { loadMyCallsPage, myCallsAction, type MyCallView } from './index.server'
import type { Route } from './+types/index'
import { StatusBadge } from '~/components/ui/badge'
import { ButtonLink } from '~/components/ui/button'

export const meta: Route.MetaFunction = () => titleMeta('Mijn oproepen')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadMyCallsPage(request)
}

export function action({ request }: Route.ActionArgs) {
  return myCallsAction(request)
}

function CallRow({ call }: { call: MyCallView }) {
  return (
    <li className="ts-call-row" data-testid="my-call">
      <div className="ts-call-row__head">
        <h2 className="utrecht-heading-3 ts-call-row__title">{call.href ? <Link to={call.href}>{call.title}</Link> : call.title}</h2>
        <StatusBadge status={call.state.status} />
      </div>
      <p className="ts-muted">
        Geplaatst op {call.created}
        {call.organization ? ` namens ${call.organization}` : null} · {entersLabel(call.enterCount)}
      </p>
      {call.state.notice ? <p className="utrecht-paragraph ts-call-row__notice">{call.state.notice}</p> : null}
      {call.rejectReason ? (
        <p className="utrecht-paragraph ts-call-row__notice">
          <strong>Reden van afwijzing:</strong> {call.rejectReason}
        </p>
      ) : null}
      <ul className="ts-actions ts-call-row__actions" aria-label={`Acties voor ${call.title}`}>
        {call.href ? (
          <li>
            <Link className="utrecht-link" to={call.href}>
              Bekijken
            </Link>
          </li>
        ) : null}
        <li>
          <Link className="utrecht-link" to={editCallPath(call.id)}>
            Aanpassen<span className="ts-visually-hidden">: {call.title}</span>
          </Link>
        </li>
        <li>
          <Link className="utrecht-link" to={callEntersPath(call.id)}>
            Enters bekijken<span className="ts-visually-hidden">: {call.title}</span>
          </Link>
        </li>
        <li>
          <Link className="utrecht-link" to={`${deleteCallPath(call.id)}#verwijderen`}>
            Verwijderen<span className="ts-visually-hidden">: {call.title}</span>
          </Link>
        </li>
      </ul>
    </li>
  )
}

export default function Component() {
  const { calls, toDelete, entersOf, reasons } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Mijn oproepen</h1>
      <p className="utrecht-paragraph">
        <ButtonLink to={CALL_PATHS.new}>Nieuwe oproep</ButtonLink>
      </p>
      {toDelete ? (
        <DeleteConfirmation
          key={toDelete.id}
          id="oproep-verwijderen"
          itemId={toDelete.id}
          title={toDelete.title}
          what={{ heading: 'Oproep verwijderen', question: 'Waarom verwijder je de oproep?', button: 'Oproep verwijderen' }}
          warning="De oproep verdwijnt meteen van de website, met de enters erop."
          action={CALL_PATHS.mine}
          cancelTo={CALL_PATHS.mine}
          reasons={reasons}
          lastResult={actionData?.result}
        />
      ) : null}
      {entersOf ? (
        <section className="ts-stack" aria-labelledby="enters-kop" id="enters">
          <h2 id="enters-kop" className="utrecht-heading-2">
            Enters op {entersOf.call.title}
          </h2>
          <p className="utrecht-paragraph">Je ziet alleen wat iemand heeft gekozen om te delen.</p>
          <EnterList enters={entersOf.enters} />
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={CALL_PATHS.mine}>
              Terug naar al je oproepen
            </Link>
          </p>
        </section>
      ) : null}
      {calls.length ? (
        <ul className="ts-call-list">
          {calls.map((call) => (
            <CallRow key={call.id} call={call} />
          ))}
        </ul>
      ) : (
        <div className="ts-stack">
          <p className="utrecht-paragraph">Je hebt nog geen oproepen geplaatst.</p>
          <p className="utrecht-paragraph">Vraag de community om hulp: de communitymanager kijkt je oproep na voordat hij online komt.</p>
        </div>
      )}
    </div>
  )
}
