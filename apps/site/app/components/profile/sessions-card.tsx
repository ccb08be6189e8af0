import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'

export type SessionView = { id: string; current: boolean; since: string; lastSeen: string }

/** 'Ingelogde apparaten': where the member is logged in, and a way to log out everywhere else. */
export function SessionsCard({ sessions }: { sessions: SessionView[] | null }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <section aria-labelledby="profiel-apparaten" className="ts-dash-card">
      <h2 id="profiel-apparaten" className="ts-dash-card__title">
        Ingelogde apparaten
      </h2>
      {sessions === null ? (
        <p className="utrecht-paragraph">Je ingelogde apparaten kunnen nu niet worden getoond. Probeer het later opnieuw.</p>
      ) : (
        <ul className="ts-dash-list">
          {sessions.map((session) => (
            <li key={session.id}>
              <strong>{session.current ? 'Dit apparaat' : 'Ander apparaat'}</strong>
              <span className="ts-muted">
                Ingelogd sinds {session.since}, laatst actief {session.lastSeen}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="ts-dash-card__actions">
        <Button type="submit" variant="secondary" disabled={busy}>
          Uitloggen op alle andere apparaten
        </Button>
      </Form>
    </section>
  )
}
