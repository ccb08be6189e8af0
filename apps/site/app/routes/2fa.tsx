import { getFormProps, getInputProps } from '@conform-to/react'
import { ACCOUNT_MESSAGES, TWO_FACTOR_CODE_LENGTH, CodeSchema } from '@talentstad/types'
import { useEffect } from 'react'
import { z } from 'zod'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { Field, FormErrors, SubmitButton } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { safeCallbackPath } from '~/lib/auth/callback-url'
import { resendLoginCode, verifyLogin } from '~/lib/auth/login.server'
import { authRedirect, REDIRECT_STATUS } from '~/lib/auth/redirect-status'
import { destroyAuthSession, readAuthSession } from '~/lib/auth/session.server'
import { getEnv } from '~/lib/env.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/2fa'

export const meta: Route.MetaFunction = () => titleMeta('Inlogcode invullen', 'Vul de code in die we je per e-mail hebben gestuurd.')

const CodeFormSchema = z.object({
  code: CodeSchema,
})

/** Only reachable between password and code: without a pending login, back to the login page. */
async function pendingLogin(request: Request) {
  const session = await readAuthSession(request)
  const pending = session.get('pending')
  if (!pending) throw authRedirect(request, PATHS.login)
  return { session, pending }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { pending } = await pendingLogin(request)
  return { email: pending.email }
}

const ResendSchema = z.object({ intent: z.literal('resend') })

export async function action({ request }: Route.ActionArgs) {
  const { session, pending } = await pendingLogin(request)
  const form = await parseForm(request, {
    schema: (formData) => (formData.get('intent') === 'resend' ? ResendSchema : CodeFormSchema),
  })
  if (!form.ok) return data({ result: form.result, resent: false, expired: false }, { status: form.status })

  if ('intent' in form.value) {
    const result = await resendLoginCode(pending, request.signal)
    if (result.ok) return data({ result: undefined, resent: true, expired: false }, { status: 200 })
    const expired = result.code === 'challenge-expired'
    return data({ result: form.submission.reply({ formErrors: [result.message] }), resent: false, expired }, { status: result.status })
  }

  const result = await verifyLogin(pending, form.value.code, request.signal)
  if (!result.ok) {
    const expired = result.code === 'challenge-expired'
    const headers = expired ? { 'Set-Cookie': await destroyAuthSession(session) } : undefined
    return data(
      { result: form.submission.reply({ formErrors: [result.message] }), resent: false, expired },
      { status: result.status, headers },
    )
  }
  const { user } = result.login
  // The callbackUrl was checked at login; redirectWithToast checks the final path again.
  // A new member is onboarded first; the page they logged in for comes after it.
  const callback = safeCallbackPath(pending.callbackUrl, getEnv().SITE_URL)
  const target = user.onboarded
    ? callback
    : callback === '/'
      ? PATHS.onboarding
      : `${PATHS.onboarding}?${new URLSearchParams({ callbackUrl: callback })}`
  return redirectWithToast(
    target,
    { type: 'success', title: ACCOUNT_MESSAGES.loggedIn },
    { status: REDIRECT_STATUS.seeOther, headers: { 'Set-Cookie': result.setCookie } },
  )
}

export default function Component() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({ id: 'twee-factor', schema: inBrowser(CodeFormSchema), lastResult: actionData?.result })
  // The page has one job: on arrival (after the password, or a new code) the cursor is in the code field.
  const codeId = fields.code.id
  const expired = Boolean(actionData?.expired)
  useEffect(() => {
    if (!expired) document.getElementById(codeId)?.focus()
  }, [codeId, expired, actionData?.resent])
  return (
    <AuthPage
      title="Vul je code in"
      intro={`We hebben een code van ${TWO_FACTOR_CODE_LENGTH} cijfers gestuurd naar ${email}. De code is 10 minuten geldig.`}
    >
      {actionData?.resent ? <StatusMessage>{ACCOUNT_MESSAGES.codeResent}</StatusMessage> : null}
      {actionData?.expired ? (
        <>
          <FormErrors errors={[ACCOUNT_MESSAGES.codeExpired]} />
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={PATHS.login}>
              Opnieuw inloggen
            </Link>
          </p>
        </>
      ) : (
        <>
          <Form method="post" className="ts-form" {...getFormProps(form)}>
            <FormErrors id={form.errorId} errors={form.errors} />
            <Field
              label="Code"
              help={`De ${TWO_FACTOR_CODE_LENGTH} cijfers uit de e-mail`}
              inputProps={{
                ...getInputProps(fields.code, { type: 'text' }),
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: TWO_FACTOR_CODE_LENGTH,
              }}
              errors={fields.code.errors}
            />
            <SubmitButton pending={pending}>Bevestigen</SubmitButton>
          </Form>
          <Form method="post" className="ts-form">
            <input type="hidden" name="intent" value="resend" />
            <Button type="submit" variant="secondary">
              Stuur een nieuwe code
            </Button>
          </Form>
        </>
      )}
    </AuthPage>
  )
}
