import { ACCOUNT_MESSAGES } from '@talentstad/types'
import { Form, useNavigation } from 'react-router'
import { REDIRECT_STATUS } from '~/lib/auth/redirect-status'
import { AuthPage } from '~/components/auth-page'
import { SubmitButton } from '~/components/forms'
import { endSiteSession } from '~/lib/auth/auth.server'
import { readAuthSession } from '~/lib/auth/session.server'
import { combineHeaders } from '~/lib/http/headers'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { createToastHeaders } from '~/lib/toast.server'
import type { Route } from './+types/uitloggen'
import { safeRedirect } from '~/lib/http/redirect.server'

export const meta: Route.MetaFunction = () => titleMeta('Uitloggen')

/** A plain GET only asks for confirmation: a link or a prefetch never logs anyone out. */
export async function loader({ request }: Route.LoaderArgs) {
  const session = await readAuthSession(request)
  if (!session.has('jwt')) throw safeRedirect(PATHS.home, REDIRECT_STATUS.temporary)
  return null
}

export async function action({ request }: Route.ActionArgs) {
  // The request guard in front of the router has refused a POST from another site.
  const setCookie = await endSiteSession(request)
  // 303: the logout was a POST; the home page is fetched with a GET.
  return safeRedirect(PATHS.home, {
    status: REDIRECT_STATUS.seeOther,
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
