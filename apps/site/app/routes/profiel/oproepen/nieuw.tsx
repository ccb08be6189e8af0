import { useActionData, useLoaderData } from 'react-router'
import { ContentForm } from '~/components/member-content/content-form'
import { CALL_PATHS } from '~/lib/calls/paths'
import { titleMeta } from '~/lib/meta'
import { contentFormAction, loadCreatePage } from '~/lib/member-content/content-form.server'
import type { Route } from './+types/nieuw'

export const meta: Route.MetaFunction = () => titleMeta('Nieuwe oproep')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadCreatePage(request)
}

export function action({ request }: Route.ActionArgs) {
  return contentFormAction(request, {})
}

export default function Component() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  return (
    <div className="ts-page-content ts-stack ts-content-form-page">
      <h1 className="utrecht-heading-1">Nieuwe oproep</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Vraag de community om hulp: een teamgenoot, een mentor, testers of data voor je onderzoek. De communitymanager kijkt je oproep na
        voordat hij online komt.
      </p>
      <ContentForm page={page} reply={reply} action={CALL_PATHS.new} submitLabel="Oproep versturen" />
    </div>
  )
}
