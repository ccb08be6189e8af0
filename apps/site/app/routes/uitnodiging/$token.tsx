import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { FormErrors, HoneypotField } from '~/components/forms'
import { Button, ButtonLink } from '~/components/ui/button'
import { titleMeta } from '~/lib/meta'
import { acceptInvitationAction, loadInvitationPage } from './$token.server'
import type { Route } from './+types/$token'
import { Notice } from '~/components/ui/notice'

export const meta: Route.MetaFunction = () => [...titleMeta('Uitnodiging'), { name: 'robots', content: 'noindex' }]

export function loader({ request, params }: Route.LoaderArgs) {
  return loadInvitationPage(request, params.token)
}

export function action({ request, params }: Route.ActionArgs) {
  return acceptInvitationAction(request, params.token)
}

export default function Component() {
  const { invitation, problem, loggedIn, loginHref, registerHref } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const errors = actionData?.result.status === 'error' ? actionData.result.error?.[''] : undefined
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">{invitation ? `Uitnodiging van ${invitation.organization}` : 'Uitnodiging'}</h1>
      {problem ? (
        <Notice kind="warning" testId="invitation-problem">
          {problem}
        </Notice>
      ) : invitation ? (
        <>
          <p className="utrecht-paragraph utrecht-paragraph--lead">
            Je bent uitgenodigd om lid te worden van {invitation.organization} als {invitation.role}. De uitnodiging is geldig tot{' '}
            {invitation.expires}.
          </p>
          {loggedIn ? (
            <Form method="post" className="ts-form">
              <HoneypotField />
              <FormErrors errors={errors} />
              <Button type="submit" disabled={navigation.state === 'submitting'}>
                Uitnodiging accepteren
              </Button>
            </Form>
          ) : (
            <div className="ts-stack">
              <p className="utrecht-paragraph">Log in met het e-mailadres waarop je deze uitnodiging kreeg om haar te accepteren.</p>
              <p className="utrecht-paragraph">
                <ButtonLink to={loginHref}>Inloggen</ButtonLink>
              </p>
              <p className="utrecht-paragraph">
                Nog geen account?{' '}
                <Link className="utrecht-link" to={registerHref}>
                  Registreer je
                </Link>{' '}
                met dat e-mailadres, activeer je account en open daarna deze link uit de e-mail opnieuw.
              </p>
            </div>
          )}
        </>
      ) : null}
    </div>
  )
}
