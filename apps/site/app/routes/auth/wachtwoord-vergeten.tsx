import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { ACCOUNT_API, ACCOUNT_MESSAGES, ForgotPasswordSchema, MailTokenSchema, MESSAGES, ResetPasswordSchema } from '@talentstad/types'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { NewPasswordFields } from '~/components/new-password-fields'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { BotCheckField } from '~/components/bot-check'
import { Field, FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { callAccount } from '~/lib/auth/account.server'
import { readGuardedForm } from '~/lib/form-guard.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { BOT_CHECK_FAILED } from '~/lib/recaptcha.server'
import { redirectWithToast } from '~/lib/toast.server'
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
    { status: parsed.success ? 200 : 400, headers: { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot, botCheckFailed } = await readGuardedForm(request, { botCheck: 'forgot_password', clientIp: context.clientIp })
  const clientIp = context.clientIp
  if (formData.get('intent') === 'reset') {
    const submission = parseWithZod(formData, { schema: ResetPasswordSchema })
    const hideFields = ['password', 'confirmPassword']
    if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }), sent: false, invalidToken: false }, { status: 400 })
    const result = await callAccount(ACCOUNT_API.resetPassword, { body: submission.value, clientIp })
    if (result.ok) return redirectWithToast(PATHS.login, { type: 'success', title: ACCOUNT_MESSAGES.passwordReset })
    if (result.code === 'password-unchanged') {
      return data(
        { result: submission.reply({ fieldErrors: { password: [MESSAGES.passwordMustDiffer] }, hideFields }), sent: false, invalidToken: false },
        { status: 400 },
      )
    }
    return data(
      { result: submission.reply({ formErrors: [result.message], hideFields }), sent: false, invalidToken: result.code === 'invalid-token' },
      { status: result.status },
    )
  }

  if (isBot) return data({ result: undefined, sent: true, invalidToken: false }, { status: 200 })
  const submission = parseWithZod(formData, { schema: ForgotPasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply(), sent: false, invalidToken: false }, { status: 400 })
  if (botCheckFailed) return data({ result: submission.reply({ formErrors: [BOT_CHECK_FAILED] }), sent: false, invalidToken: false }, { status: 400 })
  const result = await callAccount(ACCOUNT_API.forgotPassword, { body: submission.value, clientIp })
  if (!result.ok) return data({ result: submission.reply({ formErrors: [result.message] }), sent: false, invalidToken: false }, { status: result.status })
  return data({ result: undefined, sent: true, invalidToken: false }, { status: 200 })
}

function RequestLinkForm() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'wachtwoord-vergeten',
    lastResult: actionData?.result,
    constraint: getZodConstraint(ForgotPasswordSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
  })
  if (actionData?.sent) return <StatusMessage>{MESSAGES.forgotPasswordSent}</StatusMessage>
  return (
    <Form method="post" action={PATHS.forgotPassword} className="ts-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label="E-mailadres" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
      <HoneypotField />
      <BotCheckField action="forgot_password" />
      <SubmitButton pending={navigation.state === 'submitting'}>Stuur een link</SubmitButton>
    </Form>
  )
}

function NewPasswordForm({ token }: { token: string }) {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'nieuw-wachtwoord',
    lastResult: actionData?.result,
    constraint: getZodConstraint(ResetPasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordSchema }),
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
      <SubmitButton pending={navigation.state === 'submitting'}>Wachtwoord opslaan</SubmitButton>
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
    <AuthPage title="Wachtwoord vergeten" intro="Vul je e-mailadres in. Als we het kennen, sturen we je een link om een nieuw wachtwoord te kiezen.">
      <RequestLinkForm />
    </AuthPage>
  )
}
