import { LinkList } from '~/components/ui/link-list'
import { Badge } from '~/components/ui/badge'

import { href, useLoaderData } from 'react-router'
import { MyApplications } from '~/components/organizations/my-applications'
import { DashboardCard } from '~/components/profile/dashboard-card'
import { OnboardingProgressCard } from '~/components/profile/onboarding-progress'
import { ProfileDetails, ProfileHeader } from '~/components/profile/profile-overview'
import { SessionsCard } from '~/components/profile/sessions-card'
import { CALL_PATHS } from '~/lib/calls/paths'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { DASHBOARD_COUNTS } from '~/lib/profile/dashboard'
import { endOtherSessions, loadProfilePage } from './index.server'
import type { Route } from './+types/index'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

export const meta: Route.MetaFunction = () => titleMeta('Mijn profiel')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadProfilePage(request)
}

// 'Uitloggen op alle andere apparaten' (cross-site posts are refused before any action runs).
export function action({ request }: Route.ActionArgs) {
  return endOtherSessions(request)
}

const SAVED_PATH = href('/profiel/opgeslagen')

/** /profiel as a dashboard: who the member is, how far onboarding is, their sections with counts, then details and settings. */
export default function Component() {
  const profile = useLoaderData<typeof loader>()
  const { counts } = profile
  const review = counts.review
  return (
    <div className="ts-page-content ts-profile">
      <h1 className="utrecht-heading-1">Mijn profiel</h1>
      <ProfileHeader
        name={profile.name}
        typeOfUser={profile.typeOfUser}
        email={profile.email}
        avatar={profile.avatar}
        mark={profile.mark}
      />
      {profile.onboarding ? <OnboardingProgressCard progress={profile.onboarding} /> : null}

      <div className="ts-dashboard-feed">
        <DashboardCard id="profiel-voor-jou" title="Voor jou" links={[{ to: PATHS.feed, label: 'Naar Voor jou' }]}>
          <p className="utrecht-paragraph">Het nieuwste uit de community dat past bij wat je volgt en bij je interesses.</p>
        </DashboardCard>
      </div>

      <div className="ts-dashboard">
        <DashboardCard
          id="profiel-oproepen"
          title="Mijn oproepen"
          count={counts.calls && DASHBOARD_COUNTS.calls(counts.calls.total)}
          unavailable="Je oproepen kunnen nu niet worden getoond."
          links={[
            { to: CALL_PATHS.mine, label: 'Naar je oproepen' },
            { to: CALL_PATHS.new, label: 'Nieuwe oproep plaatsen' },
          ]}
        >
          {counts.calls && (counts.calls.pending > 0 || counts.calls.rejected > 0) ? (
            <p className="ts-dash-card__states">
              {counts.calls.pending > 0 ? <Badge tone="pending">{counts.calls.pending} in beoordeling</Badge> : null}
              {counts.calls.rejected > 0 ? <Badge tone="rejected">{counts.calls.rejected} afgewezen</Badge> : null}
            </p>
          ) : null}
        </DashboardCard>
        <DashboardCard
          id="profiel-enters"
          title="Mijn enters"
          count={counts.enters === null ? null : DASHBOARD_COUNTS.enters(counts.enters)}
          unavailable="Je enters kunnen nu niet worden getoond."
          links={[counts.enters ? { to: CALL_PATHS.enters, label: 'Naar je enters' } : { to: CALL_PATHS.list, label: 'Oproepen bekijken' }]}
        />
        <DashboardCard
          id="profiel-opgeslagen"
          title="Opgeslagen items"
          count={counts.saved === null ? null : DASHBOARD_COUNTS.saved(counts.saved)}
          unavailable="Je opgeslagen items kunnen nu niet worden getoond."
          links={[
            counts.saved ? { to: SAVED_PATH, label: 'Naar je opgeslagen items' } : { to: PATHS.community, label: 'Ontdek de community' },
          ]}
        />
        <DashboardCard
          id="profiel-evenementen"
          title="Mijn evenementen"
          count={counts.events === null ? null : DASHBOARD_COUNTS.events(counts.events)}
          unavailable="Je evenementen kunnen nu niet worden getoond."
          links={[
            counts.events ? { to: PATHS.myEvents, label: 'Naar je evenementen' } : { to: PATHS.events, label: 'Evenementen bekijken' },
          ]}
        />
        <DashboardCard
          id="profiel-organisaties"
          title="Mijn organisaties"
          count={DASHBOARD_COUNTS.organizations(profile.memberships.length)}
          links={profile.memberships.length > 0 ? [] : [{ to: ORGANIZATION_PAGES.signUp, label: 'Organisatie aanmelden' }]}
        >
          {profile.memberships.length > 0 ? (
            <LinkList
              items={profile.memberships.map((membership) => ({
                key: membership.id,
                to: membership.href,
                label: membership.name,
                description: `${membership.type}, je rol: ${membership.role}`,
              }))}
            />
          ) : null}
        </DashboardCard>
      </div>

      {review ? (
        <section className="ts-dashboard-group" aria-labelledby="profiel-community-manager">
          <h2 id="profiel-community-manager" className="utrecht-heading-2">
            Community beheren
          </h2>
          <div className="ts-dashboard ts-dashboard--pair">
            <DashboardCard
              id="profiel-beoordelen"
              title="Oproepen beoordelen"
              count={review.calls === null ? null : DASHBOARD_COUNTS.callsToReview(review.calls)}
              unavailable="Hoeveel oproepen er wachten, kan nu niet worden getoond."
              links={[{ to: CALL_PATHS.review, label: 'Naar oproepen beoordelen' }]}
            />
            <DashboardCard
              id="profiel-aanmeldingen-beoordelen"
              title="Aanmeldingen van organisaties"
              count={review.applications === null ? null : DASHBOARD_COUNTS.applicationsToReview(review.applications)}
              unavailable="Hoeveel aanmeldingen er wachten, kan nu niet worden getoond."
              links={[{ to: ORGANIZATION_PAGES.reviewQueue, label: 'Naar aanmeldingen van organisaties' }]}
            />
          </div>
        </section>
      ) : null}

      <div className="ts-dashboard-more">
        <div className="ts-dashboard-more__column">
          <ProfileDetails details={profile} />
          <MyApplications applications={profile.applications} />
        </div>
        <div className="ts-dashboard-more__column">
          <nav className="ts-dash-card" aria-labelledby="profiel-instellingen">
            <h2 id="profiel-instellingen" className="ts-dash-card__title">
              Instellingen
            </h2>
            <div className="ts-dash-card__links">
              <LinkList
                items={[
                  { to: PATHS.preferences, label: 'Voorkeuren' },
                  { to: PATHS.follows, label: 'Organisaties en thema’s die je volgt' },
                  { to: PATHS.mailSettings, label: 'Meldingen per e-mail' },
                  // Community managers: the digest a member would get, and a test run.
                  ...(review ? [{ to: PATHS.digestTool, label: 'Nieuwsbrief bekijken en testen' }] : []),
                  { to: PATHS.changePassword, label: 'Wachtwoord wijzigen' },
                ]}
              />
            </div>
          </nav>
          <SessionsCard sessions={profile.sessions} />
        </div>
      </div>
    </div>
  )
}
