import { useActionData, useLoaderData } from 'react-router'
import { ContentForm } from '~/components/calls/content-form'
import { editCallPath } from '~/lib/calls/paths'
import { titleMeta } from '~/lib/meta'
import { editCallAction, loadEditCallPage } from './oproep-aanpassen.server'
import type { Route } from './+types/oproep-aanpassen'
import { clientIpOf } from '~/lib/http/request-info.server'

export const meta: Route.MetaFunction = () => titleMeta('Oproep aanpassen')

export function loader({ request, params, context }: Route.LoaderArgs) {
  return loadEditCallPage(request, params.id, clientIpOf(context))
}

export function action({ request, params, context }: Route.ActionArgs) {
  return editCallAction(request, params.id, clientIpOf(context))
}

export default function Component({ params }: Route.ComponentProps) {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack ts-content-form-page">
      <h1 className="utrecht-heading-1">Oproep aanpassen</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">{page.title}</p>
      <div className="utrecht-alert utrecht-alert--info">
        <p className="utrecht-paragraph utrecht-alert__message">
          Na het versturen kijkt de communitymanager je wijziging na. Staat je oproep al online, dan blijft de vorige versie staan tot de
          wijziging is goedgekeurd.
        </p>
      </div>
      <ContentForm page={page} reply={reply} action={editCallPath(params.id)} submitLabel="Wijziging versturen" />
    </div>
  )
}
