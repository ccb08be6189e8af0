import { getFormProps, getInputProps } from '@conform-to/react'
import { ACCOUNT_MESSAGES, LoginSchema } from '@talentstad/types'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { BotCheckField } from '~/components/bot-check'
import { Field, FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { redirectIfLoggedIn } from '~/lib/auth/auth.server'
import { takeActivated } from '~/lib/auth/activated.server'
import { verifyCredentials } from '~/lib/auth/authenticator.server'
import { safeCallbackUrl } from '~/lib/auth/callback-url'
import { authErrorMessage } from '~/lib/auth/errors'
import { REDIRECT_STATUS } from '~/lib/auth/redirect-status'
import { getEnv } from '~/lib/env.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { loaderAndActionHeaders } from '~/lib/http/headers'
import type { Route } from './+types/inloggen'
import { safeRedirect } from '~/lib/http/redirect.server'
import { LinkList } from '~/components/ui/link-list'

export const meta: Route.MetaFunction = () => titleMeta('Inloggen', 'Log in op je account met je e-mailadres en wachtwoord.')

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(request)
  const url = new URL(request.url)
  // Right after the activation link: a notice and the member's address (a page of their own, never shared).
  const activated = await takeActivated(request)
  return data(
    {
      error: authErrorMessage(url.searchParams.get('error')),
      callbackUrl: safeCallbackUrl(url.searchParams.get('callbackUrl'), getEnv().SITE_URL),
      activatedEmail: activated.email,
    },
    activated.headers ? { headers: activated.headers } : undefined,
  )
}

export const headers = loaderAndActionHeaders

export async function action({ request }: Route.ActionArgs) {
  const hideFields = ['password']
  const form = await parseForm(request, { schema: LoginSchema, botCheck: 'login', hideFields })
  if (form.isBot) return safeRedirect(PATHS.twoFactor, REDIRECT_STATUS.seeOther)
  if (!form.ok) return data({ result: form.result, notActivated: false }, { status: form.status })
  const callbackUrl = safeCallbackUrl(form.formData.get('callbackUrl'), getEnv().SITE_URL)
  const result = await verifyCredentials(form.value, { url: request.url, callbackUrl, signal: request.signal })
  if (!result.ok) {
    return data(
      { result: form.submission.reply({ formErrors: [result.message], hideFields }), notActivated: result.code === 'not-activated' },
      { status: result.status },
    )
  }
  return safeRedirect(PATHS.twoFactor, { status: REDIRECT_STATUS.seeOther, headers: { 'Set-Cookie': result.setCookie } })
}

export default function Component() {
  const { error, callbackUrl, activatedEmail } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'inloggen',
    schema: inBrowser(LoginSchema),
    lastResult: actionData?.result,
    defaultValue: activatedEmail ? { email: activatedEmail } : undefined,
  })
  const formErrors = form.errors ?? (actionData ? undefined : error ? [error] : undefined)
  return (
    <AuthPage title="Inloggen" intro="Log in met je e-mailadres en wachtwoord. Daarna vul je de code in die we je per e-mail sturen.">
      {activatedEmail ? <StatusMessage>{ACCOUNT_MESSAGES.activated}</StatusMessage> : null}
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={formErrors} />
        {actionData?.notActivated ? (
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={`${PATHS.activate}`}>
              Vraag een nieuwe activatielink aan
            </Link>
          </p>
        ) : null}
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <Field
          label="E-mailadres"
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <Field
          label="Wachtwoord"
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.password.errors}
        />
        <HoneypotField />
        <BotCheckField action="login" />
        <SubmitButton pending={pending}>Inloggen</SubmitButton>
      </Form>
      <LinkList
        items={[
          { to: PATHS.forgotPassword, label: 'Wachtwoord vergeten?' },
          { to: PATHS.register, label: 'Nog geen account? Registreer je' },
        ]}
      />
    </AuthPage>
  )
}
