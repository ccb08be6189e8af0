import { Link, useActionData } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { ReviewDecisionForm } from '~/components/review/review-decision-form'
import { titleMeta } from '~/lib/meta'
import { applicationAction, loadApplication } from './$application-id.server'
import type { Route } from './+types/$application-id'
import { StatusBadge } from '~/components/ui/badge'
import { Notice } from '~/components/ui/notice'
import { DataList } from '~/components/ui/data-list'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data ? `Aanmelding: ${data.name}` : 'Aanmelding van een organisatie')

export function loader({ request, params }: Route.LoaderArgs) {
  return loadApplication(request, params.applicationId)
}

export function action({ request, params }: Route.ActionArgs) {
  return applicationAction(request, params.applicationId)
}

export default function Component({ loaderData: application }: Route.ComponentProps) {
  const { signUp, applicant } = application
  const actionData = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack">
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={ORGANIZATION_PAGES.reviewQueue}>
          Terug naar de aanmeldingen
        </Link>
      </p>
      <h1 className="utrecht-heading-1">Aanmelding: {application.name}</h1>
      <div className="ts-org-application">
        {application.logo ? (
          <ResponsiveImage className="ts-org-logo" image={application.logo} alt={`Logo van ${application.name}`} />
        ) : null}
        <DataList
          className="ts-org-facts"
          items={[
            { term: 'Status', value: <StatusBadge status={application.state} /> },
            { term: 'Soort', value: application.type },
            { term: 'Aangemeld op', value: application.submitted },
            {
              term: 'Aangemeld door',
              value: applicant
                ? `${[applicant.firstName, applicant.lastName].filter(Boolean).join(' ')} (${applicant.email})`
                : 'Een verwijderd account',
            },
            { term: 'E-mailadres', value: signUp.email },
            { term: 'Telefoonnummer', value: signUp.phoneNumber },
            {
              term: 'Website',
              value: signUp.website ? (
                <a className="utrecht-link" href={signUp.website} rel="noopener noreferrer">
                  {signUp.website}
                </a>
              ) : null,
            },
            { term: 'KvK-nummer', value: signUp.chamberOfCommerceNumber },
            { term: 'Beschrijving', value: application.description },
            { term: 'Bericht', value: signUp.message },
          ].map((row) => ({ ...row, value: row.value || 'Niet ingevuld' }))}
        />
      </div>
      {application.pending ? (
        <ReviewDecisionForm
          id="aanmelding-besluit"
          explanation="Goedkeuren zet de organisatie meteen online en maakt de aanvrager beheerder. Bij afwijzen krijgt de aanvrager een e-mail met je reden."
          lastResult={actionData?.result}
        />
      ) : (
        <Notice>
          <p className="utrecht-paragraph utrecht-alert__message">
            Deze aanmelding is al beoordeeld{application.decided ? ` op ${application.decided}` : ''}
            {application.rejectReason ? `. Reden van afwijzing: ${application.rejectReason}` : '.'}
          </p>
        </Notice>
      )}
    </div>
  )
}
