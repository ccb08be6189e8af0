import { getFormProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { FormErrors, HoneypotField } from '~/components/forms'
import { CALL_PATHS } from '~/lib/calls/paths'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { SharedLinkedIn } from '~/components/calls/enter-list'
import { Button, ButtonLink } from '~/components/ui/button'
import { loadMyEnters, myEntersAction } from './enters.server'
import type { Route } from './+types/enters'
import { DataList } from '~/components/ui/data-list'

export const meta: Route.MetaFunction = () => titleMeta('Mijn enters')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadMyEnters(request)
}

export function action({ request }: Route.ActionArgs) {
  return myEntersAction(request)
}

type EnterItem = Awaited<ReturnType<typeof loader>>['enters'][number]

function WithdrawConfirmation({ enter }: { enter: EnterItem }) {
  const actionData = useActionData<typeof action>()
  const { form, pending } = useConformForm({
    id: 'enter-intrekken',
    lastResult: actionData?.result,
    // Opened by its own link: the question is read first.
    focusOnArrival: true,
  })
  return (
    <section className="ts-stack ts-danger-zone" aria-labelledby="intrekken-kop" id="intrekken">
      <h2 id="intrekken-kop" className="utrecht-heading-2">
        Enter intrekken
      </h2>
      <p className="utrecht-paragraph">
        Wil je je enter op <strong>{enter.title}</strong> intrekken? De plaatser ziet je reactie en gegevens dan niet meer.
      </p>
      <Form method="post" action={CALL_PATHS.enters} className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="enter" value={enter.id} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <div className="ts-form__actions">
          <Button type="submit" variant="danger" disabled={pending}>
            Intrekken
          </Button>
          <ButtonLink to={CALL_PATHS.enters} variant="secondary">
            Annuleren
          </ButtonLink>
        </div>
      </Form>
    </section>
  )
}

export default function Component() {
  const { enters, toWithdraw } = useLoaderData<typeof loader>()
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Mijn enters</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">Hier zie je op welke oproepen je hebt gereageerd en wat je deelde.</p>
      {toWithdraw ? <WithdrawConfirmation key={toWithdraw.id} enter={toWithdraw} /> : null}
      {enters.length ? (
        <ul className="ts-call-list">
          {enters.map((enter) => {
            return (
              <li key={enter.id} className="ts-call-row" data-testid="my-enter">
                <h2 className="utrecht-heading-3 ts-call-row__title">
                  {enter.href ? <Link to={enter.href}>{enter.title}</Link> : `${enter.title} (niet meer online)`}
                </h2>
                <p className="ts-muted">Gereageerd op {enter.date}</p>
                <DataList
                  items={[
                    { term: 'Telefoon', value: enter.phone ?? 'Niet gedeeld' },
                    { term: 'LinkedIn', value: <SharedLinkedIn url={enter.linkedIn} /> },
                    { term: 'Bericht', value: enter.message ? <span className="ts-enter-list__message">{enter.message}</span> : null },
                  ]}
                />
                <p className="utrecht-paragraph">
                  <Link className="utrecht-link" to={`${CALL_PATHS.enters}?intrekken=${encodeURIComponent(enter.id)}#intrekken`}>
                    Intrekken<span className="ts-visually-hidden">: enter op {enter.title}</span>
                  </Link>
                </p>
              </li>
            )
          })}
        </ul>
      ) : (
        <div className="ts-stack">
          <p className="utrecht-paragraph">Je hebt nog niet op een oproep gereageerd.</p>
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={CALL_PATHS.list}>
              Bekijk de oproepen
            </Link>
          </p>
        </div>
      )}
    </div>
  )
}
