import { BRAND } from '@talentstad/types'
import { Link, useLoaderData } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { OnboardingPrompt } from '~/components/profile/onboarding-prompt'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { loadProfilePage } from './profiel.server'
import type { Route } from './+types/profiel'

export const meta: Route.MetaFunction = () => titleMeta('Mijn profiel')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadProfilePage(request, context.clientIp)
}

const NOT_SET = 'Nog niet ingevuld'

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value || NOT_SET}</dd>
    </>
  )
}

export default function Component() {
  const profile = useLoaderData<typeof loader>()
  return (
    <div className="ts-page-content ts-stack ts-profile">
      <h1 className="utrecht-heading-1">Mijn profiel</h1>
      {profile.onboarded ? null : <OnboardingPrompt />}
      <section className="ts-profile__card" aria-labelledby="profiel-gegevens">
        {profile.avatar ? (
          <ResponsiveImage image={profile.avatar} alt="Je profielfoto" className="ts-profile__avatar" />
        ) : (
          <p className="utrecht-paragraph ts-profile__no-avatar">Je hebt nog geen profielfoto.</p>
        )}
        <div>
          <h2 id="profiel-gegevens" className="utrecht-heading-2">
            {profile.name || 'Je gegevens'}
          </h2>
          <dl className="ts-profile__facts">
            <Row label="Type" value={profile.typeOfUser} />
            <Row label="E-mailadres" value={profile.email} />
            <Row label="Telefoonnummer" value={profile.phoneNumber} />
            <Row label="LinkedIn" value={profile.linkedIn} />
            <Row label="Loopbaanfase" value={profile.careerStage} />
            <Row label="Onderwijs, bedrijf of vereniging" value={profile.organizations.join(', ')} />
            <Row label="Interesses" value={profile.interests.join(', ')} />
            <Row label="Thema’s" value={profile.themes.join(', ')} />
          </dl>
          <p className="utrecht-paragraph">
            <Link to="/profiel/bewerken" className="utrecht-button-link utrecht-button-link--primary-action">
              Profiel bewerken
            </Link>
          </p>
        </div>
      </section>
      {profile.memberships.length > 0 ? (
        <section aria-labelledby="profiel-organisaties">
          <h2 id="profiel-organisaties" className="utrecht-heading-2">
            Mijn organisaties
          </h2>
          <ul className="utrecht-unordered-list">
            {profile.memberships.map((membership) => (
              <li key={membership.id}>
                <Link to={membership.href}>{membership.name}</Link> ({membership.type}), je rol: {membership.role}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <nav aria-labelledby="profiel-links" className="ts-profile__links">
        <h2 id="profiel-links" className="utrecht-heading-2">
          Jouw plek op {BRAND.name}
        </h2>
        <ul className="utrecht-unordered-list">
          <li>
            <Link to="/profiel/enters">Mijn enters</Link>
          </li>
          <li>
            <Link to="/profiel/oproepen">Mijn oproepen</Link>
          </li>
          <li>
            <Link to="/profiel/opgeslagen">Opgeslagen items</Link>
          </li>
          <li>
            <Link to="/profiel/voorkeuren">Voorkeuren</Link>
          </li>
          <li>
            <Link to={PATHS.changePassword}>Wachtwoord wijzigen</Link>
          </li>
          {profile.isCommunityManager ? (
            <>
              <li>
                <Link to="/profiel/oproepen/beoordelen">Oproepen beoordelen</Link>
              </li>
              <li>
                <Link to="/profiel/aanmeldingen">Aanmeldingen van organisaties</Link>
              </li>
            </>
          ) : null}
        </ul>
      </nav>
    </div>
  )
}
