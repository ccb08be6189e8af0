import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { LoginSchema } from '@talentstad/types'
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router'
import { AuthPage } from '~/components/auth-page'
import { BotCheckField } from '~/components/bot-check'
import { Field, FormErrors, HoneypotField, SubmitButton } from '~/components/forms'
import { redirectIfLoggedIn } from '~/lib/auth/auth.server'
import { safeCallbackUrl } from '~/lib/auth/callback-url'
import { authErrorMessage } from '~/lib/auth/errors'
import { startLogin } from '~/lib/auth/login.server'
import { getEnv } from '~/lib/env.server'
import { readGuardedForm } from '~/lib/form-guard.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { BOT_CHECK_FAILED } from '~/lib/recaptcha.server'
import type { Route } from './+types/inloggen'

export const meta: Route.MetaFunction = () => titleMeta('Inloggen', 'Log in op je account met je e-mailadres en wachtwoord.')

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(request)
  const url = new URL(request.url)
  return {
    error: authErrorMessage(url.searchParams.get('error')),
    callbackUrl: safeCallbackUrl(url.searchParams.get('callbackUrl'), getEnv().SITE_URL),
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot, botCheckFailed } = await readGuardedForm(request, { botCheck: 'login', clientIp: context.clientIp })
  if (isBot) return redirect(PATHS.twoFactor)
  const submission = parseWithZod(formData, { schema: LoginSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }), notActivated: false }, { status: 400 })
  }
  if (botCheckFailed) {
    return data({ result: submission.reply({ formErrors: [BOT_CHECK_FAILED], hideFields: ['password'] }), notActivated: false }, { status: 400 })
  }
  const callbackUrl = safeCallbackUrl(formData.get('callbackUrl'), getEnv().SITE_URL)
  const result = await startLogin(submission.value, callbackUrl, context.clientIp)
  if (!result.ok) {
    return data(
      { result: submission.reply({ formErrors: [result.message], hideFields: ['password'] }), notActivated: result.code === 'not-activated' },
      { status: result.status },
    )
  }
  return redirect(PATHS.twoFactor, { headers: { 'Set-Cookie': result.setCookie } })
}

export default function Component() {
  const { error, callbackUrl } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'inloggen',
    lastResult: actionData?.result,
    constraint: getZodConstraint(LoginSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
  })
  const formErrors = form.errors ?? (actionData ? undefined : error ? [error] : undefined)
  return (
    <AuthPage title="Inloggen" intro="Log in met je e-mailadres en wachtwoord. Daarna vul je de code in die we je per e-mail sturen.">
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
        <Field label="E-mailadres" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
        <Field
          label="Wachtwoord"
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.password.errors}
        />
        <HoneypotField />
        <BotCheckField action="login" />
        <SubmitButton pending={navigation.state === 'submitting'}>Inloggen</SubmitButton>
      </Form>
      <ul className="utrecht-unordered-list ts-auth-links">
        <li>
          <Link className="utrecht-link" to={PATHS.forgotPassword}>
            Wachtwoord vergeten?
          </Link>
        </li>
        <li>
          Nog geen account?{' '}
          <Link className="utrecht-link" to={PATHS.register}>
            Registreer je
          </Link>
        </li>
      </ul>
    </AuthPage>
  )
}
