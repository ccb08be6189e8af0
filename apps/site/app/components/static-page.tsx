import type { ReactNode } from 'react'
import { Blocks } from '~/components/content/blocks'
import { formatDutchDate } from '~/lib/dates'
import { safeWebHref } from '~/lib/http/safe-url'
import type { StaticPageView } from '~/lib/content/static-pages.server'

/** A page of CMS-edited text (a static single type) with the date it was last changed. */
export function StaticPage({ page, children }: { page: StaticPageView; children?: ReactNode }) {
  return (
    <article className="ts-page-content ts-prose">
      <h1 className="utrecht-heading-1">{page.title}</h1>
      {page.lastUpdated ? (
        <p className="utrecht-paragraph ts-muted">
          Laatst bijgewerkt: <time dateTime={page.lastUpdated}>{formatDutchDate(page.lastUpdated)}</time>
        </p>
      ) : null}
      {page.intro ? <p className="utrecht-paragraph utrecht-paragraph--lead">{page.intro}</p> : null}
      <Blocks blocks={page.body} imageSrc={safeWebHref} />
      {children}
    </article>
  )
}
