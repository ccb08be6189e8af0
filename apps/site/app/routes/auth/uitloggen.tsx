import { ACCOUNT_MESSAGES } from '@talentstad/types'
import { Form, redirect, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth-page'
import { SubmitButton } from '~/components/forms'
import { endSiteSession } from '~/lib/auth/auth.server'
import { readAuthSession } from '~/lib/auth/session.server'
import { combineHeaders } from '~/lib/headers'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { assertSameOrigin } from '~/lib/same-origin.server'
import { createToastHeaders } from '~/lib/toast.server'
import type { Route } from './+types/uitloggen'

export const meta: Route.MetaFunction = () => titleMeta('Uitloggen')

/** A plain GET only asks for confirmation: a link or a prefetch never logs anyone out. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readAuthSession(request)
  if (!session.has('jwt')) throw redirect(PATHS.home)
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const setCookie = await endSiteSession(request, context.clientIp)
  return redirect(PATHS.home, {
    headers: combineHeaders({ 'Set-Cookie': setCookie }, await createToastHeaders({ type: 'success', title: ACCOUNT_MESSAGES.loggedOut })),
  })
}

export default function Component() {
  const navigation = useNavigation()
  return (
    <AuthPage title="Uitloggen" intro="Weet je zeker dat je wilt uitloggen?">
      <Form method="post" className="ts-form">
        <SubmitButton pending={navigation.state === 'submitting'}>Ja, uitloggen</SubmitButton>
      </Form>
    </AuthPage>
  )
}
