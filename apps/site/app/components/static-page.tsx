import type { ReactNode } from 'react'
import { formatDutchDate } from '~/lib/dates'

/** A page of fixed text with the date it was last changed. */
export function StaticPage({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <article className="ts-page-content ts-prose">
      <h1 className="utrecht-heading-1">{title}</h1>
      <p className="utrecht-paragraph ts-muted">
        Laatst bijgewerkt: <time dateTime={updated}>{formatDutchDate(updated)}</time>
      </p>
      {children}
    </article>
  )
}
