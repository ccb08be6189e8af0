import { getFormProps, getInputProps } from '@conform-to/react'
import { ACCOUNT_MESSAGES, MailTokenSchema, MESSAGES, ResendActivationSchema } from '@talentstad/types'
import { data, Form, useActionData, useLoaderData } from 'react-router'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { Field, FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { activateAccount, resendActivation } from '~/lib/account/account.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { rememberActivated } from '~/lib/auth/activated.server'
import { REDIRECT_STATUS } from '~/lib/auth/redirect-status'
import { combineHeaders } from '~/lib/http/headers'
import { safeRedirect } from '~/lib/http/redirect.server'
import { takeReturnTo } from '~/lib/auth/return-to.server'
import type { Route } from './+types/activeren'

export const meta: Route.MetaFunction = () => titleMeta('Account activeren')

/**
 * The link in the activation mail: activates and sends the member to the login page, which confirms
 * it and has their address filled in.
 * An invalid, used or expired link — or none — shows 'Er is een fout opgetreden' (spec section 8)
 * with a form to ask for a new link.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token === null) return data({ failed: false }, { headers: { 'Cache-Control': 'no-store' } })
  const parsed = MailTokenSchema.safeParse(token)
  if (parsed.success) {
    const result = await activateAccount(parsed.data, request.signal)
    if (result.ok) {
      const returnTo = await takeReturnTo(request)
      const login = returnTo.path ? `${PATHS.login}?${new URLSearchParams({ callbackUrl: returnTo.path })}` : PATHS.login
      // The login page confirms it with a notice and the address filled in (lib/auth/activated.server.ts).
      throw safeRedirect(login, {
        status: REDIRECT_STATUS.seeOther,
        headers: combineHeaders(returnTo.headers, await rememberActivated(result.data.email)),
      })
    }
    if (result.code === 'unavailable') throw new Response(null, { status: 503 })
  }
  return data({ failed: true }, { status: 400, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } })
}

export async function action({ request }: Route.ActionArgs) {
  const form = await parseForm(request, { schema: ResendActivationSchema })
  if (form.isBot) return data({ result: undefined, sent: true }, { status: 200 })
  if (!form.ok) return data({ result: form.result, sent: false }, { status: form.status })
  const result = await resendActivation(form.value, request.signal)
  if (!result.ok) return data({ result: form.submission.reply({ formErrors: [result.message] }), sent: false }, { status: result.status })
  return data({ result: undefined, sent: true }, { status: 200 })
}

export default function Component() {
  const { failed } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'activatielink',
    schema: inBrowser(ResendActivationSchema),
    lastResult: actionData?.result,
  })
  return (
    <AuthPage title="Account activeren">
      {failed ? <FormErrors errors={[MESSAGES.activationFailed, 'De activatielink is ongeldig, al gebruikt of verlopen.']} /> : null}
      {actionData?.sent ? (
        <StatusMessage>{ACCOUNT_MESSAGES.activationSent}</StatusMessage>
      ) : (
        <>
          <p className="utrecht-paragraph">Vul je e-mailadres in, dan sturen we je een nieuwe activatielink.</p>
          <Form method="post" action={PATHS.activate} className="ts-form" {...getFormProps(form)}>
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              label="E-mailadres"
              inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
              errors={fields.email.errors}
            />
            <HoneypotField />
            <SubmitButton pending={pending}>Stuur een nieuwe link</SubmitButton>
          </Form>
        </>
      )}
    </AuthPage>
  )
}
