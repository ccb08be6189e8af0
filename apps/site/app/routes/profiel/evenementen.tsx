import { Form, Link, useLoaderData, useNavigation } from 'react-router'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { DataList } from '~/components/ui/data-list'
import type { MyEventView } from '~/lib/events/registrations'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { loadMyEvents, myEventsAction } from './evenementen.server'
import type { Route } from './+types/evenementen'

export const meta: Route.MetaFunction = () => titleMeta('Mijn evenementen')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadMyEvents(request)
}

// 'Afmelden' (cross-site posts are refused before any action runs).
export function action({ request }: Route.ActionArgs) {
  return myEventsAction(request)
}

/** 'Afmelden' for one event: a plain form to this page, which comes back here with a toast. */
function CancelForm({ event }: { event: MyEventView }) {
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('eventId') === event.id
  return (
    <Form method="post" action={PATHS.myEvents}>
      <input type="hidden" name="intent" value="cancel" />
      <input type="hidden" name="eventId" value={event.id} />
      <Button type="submit" variant="secondary" disabled={busy} aria-label={`Afmelden: ${event.title}`}>
        Afmelden
      </Button>
    </Form>
  )
}

function EventRow({ event, canCancel }: { event: MyEventView; canCancel: boolean }) {
  return (
    <li className="ts-call-row" data-testid="my-event">
      <div className="ts-call-row__head">
        <h3 className="utrecht-heading-3 ts-call-row__title">
          <Link to={event.href}>{event.title}</Link>
        </h3>
        {canCancel ? <Badge tone={event.state === 'confirmed' ? 'online' : 'pending'}>{event.status}</Badge> : null}
      </div>
      <DataList
        items={[
          { term: 'Wanneer', value: event.date ? <time dateTime={event.dateTime ?? undefined}>{event.date}</time> : null },
          { term: 'Waar', value: event.location },
        ]}
      />
      {canCancel ? <CancelForm event={event} /> : null}
    </li>
  )
}

export default function Component() {
  const { upcoming, past } = useLoaderData<typeof loader>()
  const none = upcoming.length === 0 && past.length === 0
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Mijn evenementen</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        De evenementen waarvoor je je hebt aangemeld. Kun je toch niet, meld je dan af: je plek gaat naar de wachtlijst.
      </p>
      {none ? (
        <div className="ts-stack" data-testid="my-events-empty">
          <p className="utrecht-paragraph">Je bent nog niet aangemeld voor een evenement.</p>
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={PATHS.events}>
              Bekijk de evenementen
            </Link>
          </p>
        </div>
      ) : (
        <>
          <section className="ts-stack" aria-labelledby="evenementen-komend">
            <h2 id="evenementen-komend" className="utrecht-heading-2">
              Komende evenementen
            </h2>
            {upcoming.length ? (
              <ul className="ts-call-list" data-testid="upcoming-events">
                {upcoming.map((event) => (
                  <EventRow key={event.id} event={event} canCancel />
                ))}
              </ul>
            ) : (
              <p className="utrecht-paragraph">
                Je bent niet aangemeld voor komende evenementen.{' '}
                <Link className="utrecht-link" to={PATHS.events}>
                  Bekijk de evenementen
                </Link>
              </p>
            )}
          </section>
          {past.length ? (
            <section className="ts-stack" aria-labelledby="evenementen-eerder">
              <h2 id="evenementen-eerder" className="utrecht-heading-2">
                Eerder
              </h2>
              <ul className="ts-call-list" data-testid="past-events">
                {past.map((event) => (
                  <EventRow key={event.id} event={event} canCancel={false} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  )
}
