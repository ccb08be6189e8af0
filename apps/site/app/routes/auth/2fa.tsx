import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { ACCOUNT_API, ACCOUNT_MESSAGES, CODE_LENGTH } from '@talentstad/types'
import { z } from 'zod'
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { Field, FormErrors, SubmitButton } from '~/components/forms'
import { callAccount } from '~/lib/auth/account.server'
import { verifyLogin } from '~/lib/auth/login.server'
import { destroyAuthSession, readAuthSession } from '~/lib/auth/session.server'
import { getEnv } from '~/lib/env.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { assertSameOrigin } from '~/lib/same-origin.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/2fa'

export const meta: Route.MetaFunction = () => titleMeta('Inlogcode invullen', 'Vul de code in die we je per e-mail hebben gestuurd.')

const CodeFormSchema = z.object({
  code: z.string({ error: ACCOUNT_MESSAGES.codeFormat }).trim().regex(/^\d{6}$/, { error: ACCOUNT_MESSAGES.codeFormat }),
})

/** Only reachable between password and code: without a pending login, back to the login page. */
async function pendingLogin(request: Request) {
  const session = await readAuthSession(request)
  const pending = session.get('pending')
  if (!pending) throw redirect(PATHS.login)
  return { session, pending }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { pending } = await pendingLogin(request)
  return { email: pending.email }
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const { session, pending } = await pendingLogin(request)
  const formData = await request.formData()

  if (formData.get('intent') === 'resend') {
    const result = await callAccount(ACCOUNT_API.resendCode, { body: { challenge: pending.challenge }, clientIp: context.clientIp })
    if (result.ok) return data({ result: undefined, resent: true, expired: false }, { status: 200 })
    const expired = result.code === 'challenge-expired'
    return data(
      { result: { status: 'error' as const, error: { '': [result.message] } }, resent: false, expired },
      { status: result.status },
    )
  }

  const submission = parseWithZod(formData, { schema: CodeFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), resent: false, expired: false }, { status: 400 })
  }
  const result = await verifyLogin(pending, submission.value.code, context.clientIp)
  if (!result.ok) {
    const expired = result.code === 'challenge-expired'
    const headers = expired ? { 'Set-Cookie': await destroyAuthSession(session) } : undefined
    return data(
      { result: submission.reply({ formErrors: [result.message] }), resent: false, expired },
      { status: result.status, headers },
    )
  }
  const { user } = result.login
  const callbackUrl = new URL(pending.callbackUrl, getEnv().SITE_URL)
  const target = user.onboarded ? `${callbackUrl.pathname}${callbackUrl.search}${callbackUrl.hash}` : PATHS.onboarding
  return redirectWithToast(target, { type: 'success', title: ACCOUNT_MESSAGES.loggedIn }, { headers: { 'Set-Cookie': result.setCookie } })
}

export default function Component() {
  const { email } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'twee-factor',
    lastResult: actionData?.result,
    constraint: getZodConstraint(CodeFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CodeFormSchema }),
  })
  return (
    <AuthPage title="Vul je code in" intro={`We hebben een code van ${CODE_LENGTH} cijfers gestuurd naar ${email}. De code is 10 minuten geldig.`}>
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
              help={`De ${CODE_LENGTH} cijfers uit de e-mail`}
              inputProps={{
                ...getInputProps(fields.code, { type: 'text' }),
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: CODE_LENGTH,
              }}
              errors={fields.code.errors}
            />
            <SubmitButton pending={navigation.state === 'submitting'}>Bevestigen</SubmitButton>
          </Form>
          <Form method="post" className="ts-form">
            <input type="hidden" name="intent" value="resend" />
            <button type="submit" className="utrecht-button utrecht-button--secondary-action">
              Stuur een nieuwe code
            </button>
          </Form>
        </>
      )}
    </AuthPage>
  )
}
