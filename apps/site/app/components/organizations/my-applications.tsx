import type { MyApplicationView } from '~/lib/organizations/views'
import { StatusBadge } from '~/components/ui/badge'

/** 'Mijn aanmeldingen' on /profiel: the member's organisation applications and how each stands. */
export function MyApplications({ applications }: { applications: MyApplicationView[] | null }) {
  if (applications !== null && applications.length === 0) return null
  return (
    <section aria-labelledby="profiel-aanmeldingen" className="ts-stack" data-testid="my-applications">
      <h2 id="profiel-aanmeldingen" className="utrecht-heading-2">
        Mijn aanmeldingen van organisaties
      </h2>
      {applications === null ? (
        <p className="utrecht-paragraph">Je aanmeldingen kunnen nu niet worden getoond. Probeer het later opnieuw.</p>
      ) : (
        <ul className="ts-org-list">
          {applications.map((application) => (
            <li key={application.id}>
              <strong>{application.name}</strong> ({application.type.toLowerCase()}) <StatusBadge status={application.state} />
              <span className="ts-muted"> aangemeld op {application.submitted}</span>
              {application.rejectReason ? <p className="utrecht-paragraph ts-muted">Reden: {application.rejectReason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
