import { BRAND } from '@talentstad/types'
import { Form, Link, useLoaderData, useNavigation } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { MyApplications } from '~/components/organizations/my-applications'
import { OnboardingPrompt } from '~/components/profile/onboarding-prompt'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { endOtherSessions, loadProfilePage } from './profiel.server'
import type { Route } from './+types/profiel'
import { clientIpOf } from '~/lib/http/request-info.server'

export const meta: Route.MetaFunction = () => titleMeta('Mijn profiel')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadProfilePage(request, clientIpOf(context))
}

// 'Uitloggen op alle andere apparaten' (cross-site posts are refused before any action runs).
export function action({ request, context }: Route.ActionArgs) {
  return endOtherSessions(request, clientIpOf(context))
}

const NOT_SET = 'Nog niet ingevuld'

/** An e-mail address may wrap after its @ (and nowhere else unless it must). */
function breakable(value: string) {
  const at = value.indexOf('@')
  if (at < 1) return value
  return (
    <>
      {value.slice(0, at + 1)}
      <wbr />
      {value.slice(at + 1)}
    </>
  )
}

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value ? breakable(value) : NOT_SET}</dd>
    </>
  )
}

type SessionView = { id: string; current: boolean; since: string; lastSeen: string }

/** 'Ingelogde apparaten': where the member is logged in, and a way to log out everywhere else. */
function Sessions({ sessions }: { sessions: SessionView[] | null }) {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  return (
    <section aria-labelledby="profiel-apparaten" className="ts-stack">
      <h2 id="profiel-apparaten" className="utrecht-heading-2">
        Ingelogde apparaten
      </h2>
      {sessions === null ? (
        <p className="utrecht-paragraph">Je ingelogde apparaten kunnen nu niet worden getoond. Probeer het later opnieuw.</p>
      ) : (
        <ul className="utrecht-unordered-list">
          {sessions.map((session) => (
            <li key={session.id}>
              {session.current ? <strong>Dit apparaat</strong> : 'Ander apparaat'}: ingelogd sinds {session.since}, laatst actief{' '}
              {session.lastSeen}
            </li>
          ))}
        </ul>
      )}
      <Form method="post">
        <button type="submit" className="utrecht-button utrecht-button--secondary-action" disabled={busy}>
          Uitloggen op alle andere apparaten
        </button>
      </Form>
    </section>
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
      <MyApplications applications={profile.applications} />
      <Sessions sessions={profile.sessions} />
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
