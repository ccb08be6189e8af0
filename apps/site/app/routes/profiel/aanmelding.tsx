import { ORGANIZATION_LINKS } from '@talentstad/types'
import type { ReactNode } from 'react'
import { Link, useActionData } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { ReviewDecisionForm } from '~/components/review/review-decision-form'
import { titleMeta } from '~/lib/meta'
import { applicationAction, loadApplication } from './aanmelding.server'
import type { Route } from './+types/aanmelding'
import { clientIpOf } from '~/lib/http/request-info.server'

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data ? `Aanmelding: ${data.name}` : 'Aanmelding van een organisatie')

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadApplication(request, params.id, clientIpOf(context))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return applicationAction(request, params.id, clientIpOf(context))
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children || 'Niet ingevuld'}</dd>
    </>
  )
}

export default function Component({ loaderData: application }: Route.ComponentProps) {
  const { signUp, applicant } = application
  const actionData = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack">
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={ORGANIZATION_LINKS.reviewQueue}>
          Terug naar de aanmeldingen
        </Link>
      </p>
      <h1 className="utrecht-heading-1">Aanmelding: {application.name}</h1>
      <div className="ts-org-application">
        {application.logo ? (
          <ResponsiveImage className="ts-org-logo" image={application.logo} alt={`Logo van ${application.name}`} />
        ) : null}
        <dl className="ts-detail__meta ts-org-facts">
          <Row label="Status">
            <span className={`ts-badge ts-badge--${application.state.tone}`}>{application.state.label}</span>
          </Row>
          <Row label="Soort">{application.type}</Row>
          <Row label="Aangemeld op">{application.submitted}</Row>
          <Row label="Aangemeld door">
            {applicant
              ? `${[applicant.firstName, applicant.lastName].filter(Boolean).join(' ')} (${applicant.email})`
              : 'Een verwijderd account'}
          </Row>
          <Row label="E-mailadres">{signUp.email}</Row>
          <Row label="Telefoonnummer">{signUp.phoneNumber}</Row>
          <Row label="Website">
            {signUp.website ? (
              <a className="utrecht-link" href={signUp.website} rel="noopener noreferrer">
                {signUp.website}
              </a>
            ) : null}
          </Row>
          <Row label="KvK-nummer">{signUp.chamberOfCommerceNumber}</Row>
          <Row label="Beschrijving">{application.description}</Row>
          <Row label="Bericht">{signUp.message}</Row>
        </dl>
      </div>
      {application.pending ? (
        <ReviewDecisionForm
          id="aanmelding-besluit"
          explanation="Goedkeuren zet de organisatie meteen online en maakt de aanvrager beheerder. Bij afwijzen krijgt de aanvrager een e-mail met je reden."
          lastResult={actionData?.result}
        />
      ) : (
        <div className="utrecht-alert utrecht-alert--info">
          <p className="utrecht-paragraph utrecht-alert__message">
            Deze aanmelding is al beoordeeld{application.decided ? ` op ${application.decided}` : ''}
            {application.rejectReason ? `. Reden van afwijzing: ${application.rejectReason}` : '.'}
          </p>
        </div>
      )}
    </div>
  )
}
