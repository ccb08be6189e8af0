import { Link } from 'react-router'
import { StatusBadge } from '~/components/ui/badge'
import type { BadgeStatus } from '~/lib/badge-status'

/** Something that waits for a decision: its page, and what the queue says of it in brackets. */
export type WaitingEntry = { id: string; title: string; href: string; detail: string }

/** Something decided: its page where it still has one, its outcome, and the rejection's reason. */
export type DecidedEntry = { id: string; title: string; href?: string; status: BadgeStatus; detail: string; reason?: string | null }

/**
 * The two sections of a review queue (calls, organisation applications): what waits, oldest first,
 * and what was decided last. `name` prefixes the headings' ids and the test ids
 * (`<name>-count`, `<name>-queue`, `<name>-recent`).
 */
export function ReviewQueue({
  name,
  countText,
  waiting,
  decided,
  noneDecided,
}: {
  name: string
  countText: string
  waiting: WaitingEntry[]
  decided: DecidedEntry[]
  noneDecided: string
}) {
  return (
    <>
      <section aria-labelledby={`${name}-queue-heading`} className="ts-stack">
        <h2 id={`${name}-queue-heading`} className="utrecht-heading-2">
          Wachtrij
        </h2>
        <p className="utrecht-paragraph" data-testid={`${name}-count`}>
          {countText}
        </p>
        {waiting.length ? (
          <ol className="ts-ordered-list ts-review-list" data-testid={`${name}-queue`}>
            {waiting.map((entry) => (
              <li key={entry.id}>
                <Link className="utrecht-link" to={entry.href}>
                  {entry.title}
                </Link>
                <span className="ts-muted"> ({entry.detail})</span>
              </li>
            ))}
          </ol>
        ) : null}
      </section>
      <section aria-labelledby={`${name}-recent-heading`} className="ts-stack">
        <h2 id={`${name}-recent-heading`} className="utrecht-heading-2">
          Laatst beoordeeld
        </h2>
        {decided.length ? (
          <ul className="ts-review-list" data-testid={`${name}-recent`}>
            {decided.map((entry) => (
              <li key={entry.id}>
                {entry.href ? (
                  <Link className="utrecht-link" to={entry.href}>
                    {entry.title}
                  </Link>
                ) : (
                  <strong>{entry.title}</strong>
                )}{' '}
                <StatusBadge status={entry.status} />
                <span className="ts-muted"> {entry.detail}</span>
                {entry.reason ? <p className="utrecht-paragraph ts-muted">Reden: {entry.reason}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="utrecht-paragraph">{noneDecided}</p>
        )}
      </section>
    </>
  )
}
