import { MESSAGES } from '@talentstad/types'
import { HomeLink } from './home-link'
import { Notice } from '~/components/ui/notice'

/** A page whose content a later issue builds: it says so, and shows no made-up data. */
export function NotYetAvailable({ title, intro }: { title: string; intro?: string }) {
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">{title}</h1>
      {intro ? <p className="utrecht-paragraph utrecht-paragraph--lead">{intro}</p> : null}
      <Notice>{MESSAGES.notYetAvailable}</Notice>
      <HomeLink>Terug naar de homepage</HomeLink>
    </div>
  )
}
