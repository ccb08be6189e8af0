import { getFormProps, getInputProps } from '@conform-to/react'
import { ACCOUNT_MESSAGES, ForgotPasswordSchema, MailTokenSchema, MESSAGES, ResetPasswordSchema } from '@talentstad/types'
import { data, Form, Link, useActionData, useLoaderData } from 'react-router'
import type { z } from 'zod'
import { NewPasswordFields } from '~/components/new-password-fields'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { BotCheckField } from '~/components/bot-check'
import { Field, FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { requestPasswordReset, resetPassword } from '~/lib/account/account.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import { loaderAndActionHeaders, TOKEN_PAGE_HEADERS } from '~/lib/http/headers'
import type { Route } from './+types/wachtwoord-vergeten'

export const meta: Route.MetaFunction = () => titleMeta('Wachtwoord vergeten')

/**
 * Without a token: ask for a reset link (the answer never says whether the address is known).
 * With the token from the mail: choose a new password.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')
  if (token === null) return data({ token: null, invalid: false })
  const parsed = MailTokenSchema.safeParse(token)
  return data(
    { token: parsed.success ? parsed.data : null, invalid: !parsed.success },
    { status: parsed.success ? 200 : 400, headers: TOKEN_PAGE_HEADERS },
  )
}

export const headers = loaderAndActionHeaders

const HIDDEN = ['password', 'confirmPassword']
const isReset = (formData: FormData) => formData.get('intent') === 'reset'

export async function action({ request }: Route.ActionArgs) {
  // Two forms: the new password (intent=reset, with the mailed token), and the request for a link.
  const form = await parseForm(request, {
    schema: (formData) => (isReset(formData) ? ResetPasswordSchema : ForgotPasswordSchema),
    botCheck: (formData) => (isReset(formData) ? undefined : 'forgot_password'),
    hideFields: HIDDEN,
  })
  if (form.isBot) return data({ result: undefined, sent: true, invalidToken: false }, { status: 200 })
  if (!form.ok) return data({ result: form.result, sent: false, invalidToken: false }, { status: form.status })

  if (isReset(form.formData)) {
    const result = await resetPassword(form.value as z.output<typeof ResetPasswordSchema>, request.signal)
    if (result.ok) return redirectWithToast(PATHS.login, { type: 'success', title: ACCOUNT_MESSAGES.passwordReset })
    if (result.code === 'password-unchanged') {
      return data(
        {
          result: form.submission.reply({ fieldErrors: { password: [MESSAGES.passwordMustDiffer] }, hideFields: HIDDEN }),
          sent: false,
          invalidToken: false,
        },
        { status: 400 },
      )
    }
    return data(
      {
        result: form.submission.reply({ formErrors: [result.message], hideFields: HIDDEN }),
        sent: false,
        invalidToken: result.code === 'invalid-token',
      },
      { status: result.status },
    )
  }

  const result = await requestPasswordReset(form.value as z.output<typeof ForgotPasswordSchema>, request.signal)
  if (!result.ok)
    return data(
      { result: form.submission.reply({ formErrors: [result.message] }), sent: false, invalidToken: false },
      { status: result.status },
    )
  return data({ result: undefined, sent: true, invalidToken: false }, { status: 200 })
}

function RequestLinkForm() {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'wachtwoord-vergeten',
    schema: inBrowser(ForgotPasswordSchema),
    lastResult: actionData?.result,
  })
  if (actionData?.sent) return <StatusMessage>{MESSAGES.forgotPasswordSent}</StatusMessage>
  return (
    <Form method="post" action={PATHS.forgotPassword} className="ts-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field
        label="E-mailadres"
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        errors={fields.email.errors}
      />
      <HoneypotField />
      <BotCheckField action="forgot_password" />
      <SubmitButton pending={pending}>Stuur een link</SubmitButton>
    </Form>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'nieuw-wachtwoord',
    schema: inBrowser(ResetPasswordSchema),
    lastResult: actionData?.result,
  })
  if (actionData?.invalidToken) {
    return (
      <>
        <FormErrors errors={[ACCOUNT_MESSAGES.resetInvalid]} />
        <Link className="utrecht-link" to={PATHS.forgotPassword}>
          Vraag een nieuwe link aan
        </Link>
      </>
    )
  }
  return (
    <Form method="post" className="ts-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <input type="hidden" name="intent" value="reset" />
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
      <SubmitButton pending={pending}>Wachtwoord opslaan</SubmitButton>
    </Form>
  )
}

export default function Component() {
  const { token, invalid } = useLoaderData<typeof loader>()
  if (invalid) {
    return (
      <AuthPage title="Wachtwoord vergeten">
        <FormErrors errors={[ACCOUNT_MESSAGES.resetInvalid]} />
        <RequestLinkForm />
      </AuthPage>
    )
  }
  if (token) {
    return (
      <AuthPage title="Nieuw wachtwoord kiezen" intro="Kies een nieuw wachtwoord. Daarna log je overal opnieuw in.">
        <NewPasswordForm token={token} />
      </AuthPage>
    )
  }
  return (
    <AuthPage
      title="Wachtwoord vergeten"
      intro="Vul je e-mailadres in. Als we het kennen, sturen we je een link om een nieuw wachtwoord te kiezen."
    >
      <RequestLinkForm />
    </AuthPage>
  )
}
