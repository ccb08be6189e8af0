import { FEED_REASONS, FEED_WINDOW } from '@talentstad/types'
import { Link } from 'react-router'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { requireProfile } from '~/lib/profile/profile.server'
import type { Route } from './+types/waarom'

export const meta: Route.MetaFunction = () => titleMeta('Waarom zie ik dit?', 'Hoe Voor jou kiest wat je ziet, en hoe je dat zelf aanpast.')

// Members only (spec 2.5): it says whether this member's interests are used.
export async function loader({ request }: Route.LoaderArgs) {
  const { profile } = await requireProfile(request)
  return { usesInterests: !profile.ignoreInterests }
}

const days = (points: number) => (points === 1 ? 'één dag' : points === 0.5 ? 'een halve dag' : `${points} dagen`)

/** What counts, strongest first: the rules of FEED_REASONS in words. */
const RULES = [
  { title: 'Organisaties die je volgt', points: FEED_REASONS.organization.points },
  { title: 'Thema’s die je volgt', points: FEED_REASONS.theme.points },
  { title: 'Thema’s die je bij je interesses koos', points: FEED_REASONS.interestTheme.points, interest: true },
  { title: 'Soorten berichten die je koos, zoals evenementen of vacatures', points: FEED_REASONS.interestType.points, interest: true },
  {
    title: 'Vacatures en stages, als je bij je loopbaan zei dat je er een zoekt',
    points: FEED_REASONS.lookingForWork.points,
    interest: true,
  },
  { title: 'Berichten voor studenten of professionals, volgens je profiel', points: FEED_REASONS.audience.points, interest: true },
]

export default function Component({ loaderData }: Route.ComponentProps) {
  const { usesInterests } = loaderData
  return (
    <div className="ts-page-content ts-stack ts-prose">
      <h1 className="utrecht-heading-1">Waarom zie ik dit?</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Voor jou toont het nieuwste uit de community dat past bij wat je volgt en bij de interesses die je ons gaf. Onder elk bericht staat
        waarom het er staat.
      </p>

      <h2 className="utrecht-heading-2">Wat telt</h2>
      <p className="utrecht-paragraph">
        Het nieuwste staat bovenaan. Hoe beter een bericht bij je past, hoe hoger het komt: het telt dan als een paar dagen nieuwer.
      </p>
      <ul className="utrecht-unordered-list" data-testid="feed-rules">
        {RULES.map((rule) => (
          <li key={rule.title} className="utrecht-unordered-list__item">
            {rule.title}: {days(rule.points)} nieuwer{rule.interest && !usesInterests ? ' (nu uit)' : ''}
          </li>
        ))}
      </ul>
      <p className="utrecht-paragraph">
        We kijken naar de {FEED_WINDOW} nieuwste openbare berichten. Evenementen die al begonnen zijn en berichten die offline zijn gehaald,
        zie je niet. Volg je niets en koos je geen interesses, dan zie je wat populair is en wat binnenkort gebeurt.
      </p>

      <h2 className="utrecht-heading-2">Je gegevens</h2>
      <p className="utrecht-paragraph">
        We gebruiken je interesses en wat je volgt alleen hiervoor en voor de e-mails die je zelf kiest. We delen ze met niemand. Een
        organisatie ziet hoeveel leden haar volgen, nooit wie. Verwijder je je account, dan verdwijnt dit allemaal mee.
      </p>
      <p className="utrecht-paragraph" data-testid="interests-state">
        {usesInterests
          ? 'Je interesses worden nu gebruikt.'
          : 'Je hebt gekozen je interesses niet te gebruiken: je ziet alleen wat je volgt.'}
      </p>

      <h2 className="utrecht-heading-2">Zelf aanpassen</h2>
      <ul className="utrecht-unordered-list">
        <li className="utrecht-unordered-list__item">
          <Link className="utrecht-link" to={PATHS.preferences}>
            Je interesses, en ‘Gebruik mijn interesses niet’
          </Link>
        </li>
        <li className="utrecht-unordered-list__item">
          <Link className="utrecht-link" to={PATHS.follows}>
            De organisaties en thema’s die je volgt
          </Link>
        </li>
        <li className="utrecht-unordered-list__item">
          <Link className="utrecht-link" to={PATHS.feed}>
            Terug naar Voor jou
          </Link>
        </li>
      </ul>
    </div>
  )
}
