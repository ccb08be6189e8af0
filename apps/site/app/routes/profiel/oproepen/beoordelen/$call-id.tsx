import { Link, useActionData, type ShouldRevalidateFunction } from 'react-router'
import { Blocks } from '~/components/content/blocks'
import { Artwork } from '~/components/content/artwork'
import { ReviewDecisionForm } from '~/components/review/review-decision-form'
import { CALL_PATHS } from '~/lib/calls/paths'
import { titleMeta } from '~/lib/meta'
import { safeWebHref } from '~/lib/http/safe-url'
import { loadReviewCall, reviewCallAction } from './$call-id.server'
import type { Route } from './+types/$call-id'
import { StatusBadge } from '~/components/ui/badge'
import { Notice } from '~/components/ui/notice'
import { DataList } from '~/components/ui/data-list'

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data ? `Beoordelen: ${data.title}` : 'Beoordelen')

export function loader({ request, params }: Route.LoaderArgs) {
  return loadReviewCall(request, params.callId)
}

export function action({ request, params }: Route.ActionArgs) {
  return reviewCallAction(request, params.callId)
}

// A 409 (decided already, or changed since the page opened) loads the item again, so the page shows
// the current version with the message (React Router skips loaders after a 4xx action otherwise).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 409 || defaultShouldRevalidate

export default function Component({ loaderData: call }: Route.ComponentProps) {
  const externalUrl = safeWebHref(call.externalUrl)
  const actionData = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack">
      <p className="utrecht-paragraph">
        <Link className="utrecht-link" to={CALL_PATHS.review}>
          Terug naar de wachtrij
        </Link>
      </p>
      <h1 className="utrecht-heading-1">{call.isCall ? 'Oproep beoordelen' : `${call.typeLabel} beoordelen`}</h1>
      <DataList
        items={[
          { term: 'Status', value: <StatusBadge status={call.state.status} /> },
          {
            term: 'Geplaatst door',
            value: call.organization
              ? `${call.author ?? 'Onbekend'} namens ${call.organization}`
              : (call.author ?? 'Een verwijderd account'),
          },
          { term: 'Ingediend', value: call.submitted },
          { term: 'Voor', value: call.audiences.join(', ') },
          { term: 'Wanneer', value: call.when },
          { term: 'Waar', value: call.location },
          {
            term: 'Link',
            value: externalUrl ? (
              <a className="utrecht-link" href={externalUrl} rel="noopener noreferrer">
                {externalUrl}
              </a>
            ) : null,
          },
        ]}
      />
      <section className="ts-review-preview" aria-labelledby="voorbeeld-kop">
        <h2 id="voorbeeld-kop" className="ts-visually-hidden">
          Zo komt de oproep eruit te zien
        </h2>
        <p className="ts-content-card__type">{call.typeLabel}</p>
        {/* Under the preview's heading: the title as on the call's page, its text's headings below it. */}
        <h3 className="utrecht-heading-2 ts-review-preview__title">{call.title}</h3>
        <Artwork className="ts-detail__hero" image={call.image} subject={{ contentType: 'CONTENT_TYPE_CALL_UP' }} loading="eager" />
        <div className="ts-prose">
          <Blocks blocks={call.body} imageSrc={safeWebHref} topLevel={4} />
        </div>
      </section>
      {call.pending ? (
        <ReviewDecisionForm
          id="oproep-beoordelen"
          explanation={
            call.isCall
              ? 'Goedkeuren zet de oproep meteen online. Bij afwijzen krijgt de plaatser een e-mail met je reden.'
              : 'Goedkeuren zet het item weer online. Bij afwijzen krijgt de plaatser een e-mail met je reden.'
          }
          lastResult={actionData?.result}
          version={call.version}
        />
      ) : (
        <Notice>
          <p className="utrecht-paragraph utrecht-alert__message">
            {call.isCall ? 'Deze oproep is al beoordeeld' : 'Dit item is al beoordeeld'}
            {call.rejectReason ? `. Reden van afwijzing: ${call.rejectReason}` : '.'}
          </p>
        </Notice>
      )}
    </div>
  )
}
