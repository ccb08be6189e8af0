import type { EnterView as EnterItem } from '~/lib/calls/views'
import { safeWebHref } from '~/lib/http/safe-url'
import { DataList } from '~/components/ui/data-list'

/** A shared LinkedIn address as a link (only an http(s) address is a link), or 'Niet gedeeld'. */
export function SharedLinkedIn({ url }: { url: string | null }) {
  const href = safeWebHref(url)
  return href ? (
    <a className="utrecht-link" href={href} rel="noopener noreferrer">
      {url}
    </a>
  ) : (
    'Niet gedeeld'
  )
}

/** The enters on a call as its author sees them: only what each responder chose to share. */
export function EnterList({ enters, headingLevel = 3 }: { enters: EnterItem[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  if (!enters.length) return <p className="utrecht-paragraph">Nog niemand heeft op deze oproep gereageerd.</p>
  return (
    <ul className="ts-enter-list" data-testid="enter-list">
      {enters.map((enter) => {
        return (
          <li key={enter.id} className="ts-enter-list__item">
            <Heading className={`utrecht-heading-${headingLevel}`}>{enter.name}</Heading>
            <p className="ts-muted">Gereageerd op {enter.date}</p>
            <DataList
              items={[
                {
                  term: 'Telefoon',
                  value: enter.phone ? (
                    <a className="utrecht-link" href={`tel:${enter.phone.replace(/[^\d+]/g, '')}`}>
                      {enter.phone}
                    </a>
                  ) : (
                    'Niet gedeeld'
                  ),
                },
                {
                  term: 'LinkedIn',
                  value: <SharedLinkedIn url={enter.linkedIn} />,
                },
              ]}
            />
            {enter.message ? <p className="utrecht-paragraph ts-enter-list__message">{enter.message}</p> : null}
          </li>
        )
      })}
    </ul>
  )
}
