import { getFormProps, getTextareaProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { FormErrors, HoneypotField, SubmitButton, TextareaField } from '~/components/forms'
import { OrganizationNav } from '~/components/organizations/organization-nav'
import { CancelForAttendeeSchema } from '~/lib/events/attendees'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { attendeesAction, loadAttendeesPage } from './aanmeldingen.server'
import type { Route } from './+types/aanmeldingen'

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data ? `Aanmeldingen: ${data.event.title}` : 'Aanmeldingen')

export function loader({ request, params }: Route.LoaderArgs) {
  return loadAttendeesPage(request, params.organizationId, params.eventId)
}

export function action({ request, params }: Route.ActionArgs) {
  return attendeesAction(request, params.organizationId, params.eventId)
}

type Attendee = Awaited<ReturnType<typeof loadAttendeesPage>>['confirmed'][number]

/** 'Afmelden namens': a reason, then the attendee is mailed it. Opens by itself when the reason was refused. */
function CancelForm({ attendee }: { attendee: Attendee }) {
  const actionData = useActionData<typeof action>()
  const mine = actionData?.registrationId === attendee.id
  const { form, fields, pending } = useConformForm({
    id: `afmelden-${attendee.id}`,
    schema: inBrowser(CancelForAttendeeSchema),
    lastResult: mine ? actionData.result : undefined,
  })
  return (
    <details className="ts-attendee__cancel" open={mine || undefined}>
      <summary className="utrecht-link">Afmelden namens {attendee.name}</summary>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="registrationId" value={attendee.id} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <TextareaField
          label="Reden"
          help={`${attendee.name} krijgt een e-mail met deze reden. Staat er iemand op de wachtlijst, dan krijgt die de plek.`}
          errors={fields.reason.errors}
          textareaProps={{ ...getTextareaProps(fields.reason), rows: 3 }}
        />
        <SubmitButton pending={pending}>Aanmelding annuleren</SubmitButton>
      </Form>
    </details>
  )
}

function AttendeeRow({ attendee, question }: { attendee: Attendee; question: string | null }) {
  return (
    <li className="ts-call-row ts-attendee" data-testid="attendee">
      <div className="ts-call-row__head">
        <h3 className="utrecht-heading-3 ts-call-row__title">
          {attendee.waitingPosition != null ? `${attendee.waitingPosition}. ` : ''}
          {attendee.name}
        </h3>
      </div>
      <dl className="ts-attendee__details">
        <dt>Aangemeld op</dt>
        <dd>{attendee.signedUpAt}</dd>
        <dt>E-mailadres</dt>
        <dd>
          {attendee.email ? (
            <a className="utrecht-link" href={`mailto:${attendee.email}`}>
              {attendee.email}
            </a>
          ) : (
            <span className="ts-muted">niet gedeeld</span>
          )}
        </dd>
        <dt>Telefoonnummer</dt>
        <dd>{attendee.phone ?? <span className="ts-muted">niet gedeeld</span>}</dd>
        {question ? (
          <>
            <dt>Antwoord</dt>
            <dd>{attendee.answer ?? <span className="ts-muted">geen antwoord</span>}</dd>
          </>
        ) : null}
      </dl>
      <CancelForm attendee={attendee} />
    </li>
  )
}

export default function Component() {
  const { organization, role, event, summary, confirmed, waiting, csvHref, contentHref } = useLoaderData<typeof loader>()
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Aanmeldingen: {event.title}</h1>
      <OrganizationNav organizationId={organization.id} name={organization.name} role={role} />
      <p className="utrecht-paragraph">
        {event.when}
        {event.location ? `, ${event.location}` : ''}
        {event.href ? (
          <>
            {' · '}
            <Link className="utrecht-link" to={event.href}>
              Bekijk het evenement
            </Link>
          </>
        ) : null}
      </p>
      {!event.signUpEnabled ? (
        <p className="utrecht-paragraph">
          Aanmelden via Talentstad staat uit voor dit evenement. Zet het aan bij{' '}
          <Link className="utrecht-link" to={contentHref}>
            de content van je organisatie
          </Link>{' '}
          (Aanpassen).
        </p>
      ) : null}
      <p className="utrecht-paragraph" data-testid="attendees-summary">
        {summary}
      </p>
      {event.question ? <p className="utrecht-paragraph">Je vraag aan deelnemers: {event.question}</p> : null}
      <p className="utrecht-paragraph">
        Je ziet alleen wat deelnemers zelf kozen te delen. Gebruik het alleen voor dit evenement; drie maanden na afloop verwijdert
        Talentstad deze gegevens.
      </p>
      {confirmed.length + waiting.length > 0 ? (
        <p className="utrecht-paragraph">
          <a className="utrecht-link" href={csvHref} download>
            Download de lijst (CSV)
          </a>
        </p>
      ) : null}
      <section aria-labelledby="aangemeld-kop" className="ts-stack">
        <h2 id="aangemeld-kop" className="utrecht-heading-2">
          Aangemeld ({confirmed.length})
        </h2>
        {confirmed.length ? (
          <ul className="ts-call-list" data-testid="attendees-confirmed">
            {confirmed.map((attendee) => (
              <AttendeeRow key={attendee.id} attendee={attendee} question={event.question} />
            ))}
          </ul>
        ) : (
          <p className="utrecht-paragraph">Nog niemand heeft zich aangemeld.</p>
        )}
      </section>
      {waiting.length ? (
        <section aria-labelledby="wachtlijst-kop" className="ts-stack">
          <h2 id="wachtlijst-kop" className="utrecht-heading-2">
            Wachtlijst ({waiting.length})
          </h2>
          <p className="utrecht-paragraph">In volgorde van aanmelden: komt er een plek vrij, dan krijgt de eerste die meteen.</p>
          <ol className="ts-call-list" data-testid="attendees-waiting">
            {waiting.map((attendee) => (
              <AttendeeRow key={attendee.id} attendee={attendee} question={event.question} />
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  )
}
