import { Link } from 'react-router'

/** '← Alle vacatures': the way back from a detail page to its list. */
export function BackToList({ listLabel, listHref }: { listLabel: string; listHref: string }) {
  return (
    <p className="utrecht-paragraph">
      <Link className="utrecht-link" to={listHref}>
        ← Alle {listLabel.toLowerCase()}
      </Link>
    </p>
  )
}
