import { Link } from 'react-router'

/** What a list says when nothing matches. */
export function EmptyState({ pathname, filtered, what = 'items' }: { pathname: string; filtered: boolean; what?: string }) {
  return (
    <div className="utrecht-alert utrecht-alert--info ts-empty-state">
      <div className="utrecht-alert__content">
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
      </div>
    </div>
  )
}
