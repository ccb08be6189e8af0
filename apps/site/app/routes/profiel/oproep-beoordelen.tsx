import { Link, useActionData } from 'react-router'
import { Blocks } from '~/components/content/blocks'
import { Artwork } from '~/components/content/artwork'
import { ReviewDecisionForm } from '~/components/review/review-decision-form'
import { CALL_PATHS } from '~/lib/calls/paths'
import { titleMeta } from '~/lib/meta'
import { safeWebHref } from '~/lib/http/safe-url'
import { loadReviewCall, reviewCallAction } from './oproep-beoordelen.server'
import type { Route } from './+types/oproep-beoordelen'
import { clientIpOf } from '~/lib/http/request-info.server'

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data ? `Beoordelen: ${data.title}` : 'Oproep beoordelen')

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadReviewCall(request, params.callUpId, clientIpOf(context))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return reviewCallAction(request, params.callUpId, clientIpOf(context))
}

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
      <h1 className="utrecht-heading-1">Oproep beoordelen</h1>
      <dl className="ts-detail__meta">
        <dt>Status</dt>
        <dd>
          <span className={`ts-badge ts-badge--${call.state.tone}`}>{call.state.label}</span>
        </dd>
        <dt>Geplaatst door</dt>
        <dd>
          {call.organization ? `${call.author ?? 'Onbekend'} namens ${call.organization}` : (call.author ?? 'Een verwijderd account')}
        </dd>
        <dt>Ingediend</dt>
        <dd>{call.submitted}</dd>
        {call.audiences.length ? (
          <>
            <dt>Voor</dt>
            <dd>{call.audiences.join(', ')}</dd>
          </>
        ) : null}
        {call.when ? (
          <>
            <dt>Wanneer</dt>
            <dd>{call.when}</dd>
          </>
        ) : null}
        {call.location ? (
          <>
            <dt>Waar</dt>
            <dd>{call.location}</dd>
          </>
        ) : null}
        {externalUrl ? (
          <>
            <dt>Link</dt>
            <dd>
              <a className="utrecht-link" href={externalUrl} rel="noopener noreferrer">
                {externalUrl}
              </a>
            </dd>
          </>
        ) : null}
      </dl>
      <section className="ts-review-preview" aria-labelledby="voorbeeld-kop">
        <h2 id="voorbeeld-kop" className="ts-visually-hidden">
          Zo komt de oproep eruit te zien
        </h2>
        <p className="ts-content-card__type">{call.typeLabel}</p>
        <p className="utrecht-heading-2 ts-review-preview__title">{call.title}</p>
        <Artwork className="ts-detail__hero" image={call.image} subject={{ contentType: 'CONTENT_TYPE_CALL_UP' }} loading="eager" />
        <div className="ts-prose">
          <Blocks blocks={call.body} imageSrc={safeWebHref} />
        </div>
      </section>
      {call.pending ? (
        <ReviewDecisionForm
          id="oproep-beoordelen"
          explanation="Goedkeuren zet de oproep meteen online. Bij afwijzen krijgt de plaatser een e-mail met je reden."
          lastResult={actionData?.result}
        />
      ) : (
        <div className="utrecht-alert utrecht-alert--info">
          <p className="utrecht-paragraph utrecht-alert__message">
            Deze oproep is al beoordeeld{call.rejectReason ? `. Reden van afwijzing: ${call.rejectReason}` : '.'}
          </p>
        </div>
      )}
    </div>
  )
}
