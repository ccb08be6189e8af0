import { MESSAGES } from '@talentstad/types'
import { Link } from 'react-router'
import { PATHS } from '~/lib/paths'

/** A page whose content a later issue builds: it says so, and shows no made-up data. */
export function NotYetAvailable({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">{title}</h1>
      {intro ? <p className="utrecht-paragraph utrecht-paragraph--lead">{intro}</p> : null}
      <div className="utrecht-alert utrecht-alert--info">
        <div className="utrecht-alert__content">
          <p className="utrecht-paragraph utrecht-alert__message">{MESSAGES.notYetAvailable}</p>
        </div>
      </div>
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={PATHS.home}>
          Terug naar de homepage
        </Link>
      </p>
    </div>
  )
}
