import { Link } from 'react-router'
import { Notice } from '~/components/ui/notice'

/** What a list says when nothing matches. */
export function EmptyState({ pathname, filtered, what = 'items' }: { pathname: string; filtered: boolean; what?: string }) {
  return (
    <Notice>
      <p className="utrecht-paragraph utrecht-alert__message">
        <strong>Geen resultaten gevonden.</strong>{' '}
        {filtered
          ? `Er zijn geen ${what} die passen bij je zoekopdracht of filters. Probeer een andere zoekterm of minder filters.`
          : `Er zijn hier nog geen ${what}. Kijk later nog eens.`}
      </p>
      {filtered ? (
        <p className="utrecht-paragraph utrecht-alert__message">
          <Link className="utrecht-link" to={pathname}>
            Wis alle filters
          </Link>
        </p>
      ) : null}
    </Notice>
  )
}
