import { getFormProps } from '@conform-to/react'
import { Form, useActionData, useLoaderData } from 'react-router'
import { FormErrors, SubmitButton } from '~/components/forms'
import { FeedFields, InterestFields, SharingFields } from '~/components/profile/profile-fields'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { loadPreferences, savePreferences } from './voorkeuren.server'
import type { Route } from './+types/voorkeuren'

export const meta: Route.MetaFunction = () => titleMeta('Voorkeuren')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadPreferences(request)
}

export function action({ request }: Route.ActionArgs) {
  return savePreferences(request)
}

export default function Component() {
  const { themes, defaults } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { form, pending } = useConformForm({
    focusOnArrival: true,
    id: 'voorkeuren',
    lastResult: actionData?.result,
    defaultValue: defaults,
  })
  const values = (form.initialValue ?? {}) as Record<string, unknown>
  return (
    <div className="ts-page-content ts-stack ts-profile">
      <h1 className="utrecht-heading-1">Voorkeuren</h1>
      <p className="utrecht-paragraph utrecht-paragraph--lead">Kies welke onderwerpen je wilt zien en welke gegevens je deelt.</p>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <InterestFields idPrefix="voorkeuren" values={values} errors={form.allErrors} themes={themes} />
        <FeedFields idPrefix="voorkeuren" values={values} />
        <SharingFields idPrefix="voorkeuren" values={values} />
        <SubmitButton pending={pending}>Voorkeuren opslaan</SubmitButton>
      </Form>
    </div>
  )
}
