import { Link } from 'react-router'
import { PATHS } from '~/lib/paths'

/** The way back to the home page that every message page ends with. */
export function HomeLink({ children = 'Ga naar de homepage' }: { children?: string }) {
  return (
    <p className="utrecht-paragraph">
      <Link className="utrecht-link" to={PATHS.home}>
        {children}
      </Link>
    </p>
  )
}
