import { PrefetchLink } from '~/components/prefetch-link'
import { searchForPage } from '~/lib/content/filters'

/** The pages to show: first, last, and two around the current one; null is a gap. */
export function pageWindow(page: number, pageCount: number): Array<number | null> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  const sorted = [...pages].sort((a, b) => a - b)
  const result: Array<number | null> = []
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1]
    if (previous !== undefined && n - previous > 1) result.push(n - previous === 2 ? n - 1 : null)
    result.push(n)
  })
  return result
}

/** Accessible pagination: a named nav, the current page marked with aria-current. */
export function Pagination({ page, pageCount, pathname, search }: { page: number; pageCount: number; pathname: string; search: string }) {
  if (pageCount <= 1) return null
  const href = (n: number) => `${pathname}${searchForPage(search, n)}`
  return (
    <nav className="ts-pagination" aria-label="Paginering">
      <ul className="ts-pagination__list">
        {page > 1 ? (
          <li>
            <PrefetchLink className="ts-pagination__link" to={href(page - 1)} rel="prev">
              Vorige<span className="ts-visually-hidden"> pagina</span>
            </PrefetchLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="ts-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <PrefetchLink
                className="ts-pagination__link"
                to={href(n)}
                aria-current={n === page ? 'page' : undefined}
                aria-label={`Pagina ${n}`}
              >
                {n}
              </PrefetchLink>
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <PrefetchLink className="ts-pagination__link" to={href(page + 1)} rel="next">
              Volgende<span className="ts-visually-hidden"> pagina</span>
            </PrefetchLink>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
