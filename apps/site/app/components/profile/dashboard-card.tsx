import type { ReactNode } from 'react'
import { LinkList } from '~/components/ui/link-list'

export type DashboardLink = { to: string; label: string }

/** '3 oproepen': the number large, the words beside it; 'Nog geen enters' in plain words. */
function Count({ text }: { text: string }) {
  const [, number, words] = /^(\d+) (.+)$/.exec(text) ?? []
  if (!number) return <p className="ts-dash-card__count ts-dash-card__count--none">{text}</p>
  return (
    <p className="ts-dash-card__count">
      <span className="ts-dash-card__number">{number}</span> {words}
    </p>
  )
}

/**
 * One section of the /profiel dashboard: a title, its count in words ('3 oproepen') or, when the
 * CMS could not give it now, a sentence that says so, anything more, and its links.
 */
export function DashboardCard({
  id,
  title,
  count,
  unavailable,
  links,
  children,
}: {
  id: string
  title: string
  /** The count in words; null when it cannot be shown now; undefined for a card without one. */
  count?: string | null
  /** What is said instead of the count when it cannot be shown ('Je enters kunnen nu niet worden getoond.'). */
  unavailable?: string
  links: DashboardLink[]
  children?: ReactNode
}) {
  return (
    <section className="ts-dash-card" aria-labelledby={id} data-testid={`dashboard-${id}`}>
      <h2 id={id} className="ts-dash-card__title">
        {title}
      </h2>
      {count === undefined ? null : count === null ? (
        <p className="utrecht-paragraph ts-dash-card__unavailable">{unavailable} Probeer het later opnieuw.</p>
      ) : (
        <Count text={count} />
      )}
      {children}
      {links.length > 0 ? (
        <div className="ts-dash-card__links">
          <LinkList items={links} />
        </div>
      ) : null}
    </section>
  )
}
