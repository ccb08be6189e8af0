import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { ACCOUNT_API, ACCOUNT_MESSAGES, RegisterSchema, USER_TYPE_LABELS } from '@talentstad/types'
import { data, Form, Link, useActionData, useNavigation } from 'react-router'
import { NewPasswordFields } from '~/components/new-password-fields'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { BotCheckField } from '~/components/bot-check'
import { CheckboxField, Field, FormErrors, HoneypotField, RadioGroupField, SubmitButton } from '~/components/forms'
import { callAccount } from '~/lib/auth/account.server'
import { redirectIfLoggedIn } from '~/lib/auth/auth.server'
import { readGuardedForm } from '~/lib/form-guard.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { BOT_CHECK_FAILED } from '~/lib/recaptcha.server'
import type { Route } from './+types/registreren'

export const meta: Route.MetaFunction = () => titleMeta('Registreren', 'Maak een account aan om oproepen te plaatsen, te reageren en items te bewaren.')

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(request)
  return null
}

const HIDDEN = ['password', 'confirmPassword']

export async function action({ request, context }: Route.ActionArgs) {
  const { formData, isBot, botCheckFailed } = await readGuardedForm(request, { botCheck: 'register', clientIp: context.clientIp })
  // A bot gets the same answer as a person and nothing happens.
  if (isBot) return data({ result: undefined, sent: true }, { status: 200 })
  const submission = parseWithZod(formData, { schema: RegisterSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: HIDDEN }), sent: false }, { status: 400 })
  if (botCheckFailed) {
    return data({ result: submission.reply({ formErrors: [BOT_CHECK_FAILED], hideFields: HIDDEN }), sent: false }, { status: 400 })
  }
  const result = await callAccount(ACCOUNT_API.register, { body: submission.value, clientIp: context.clientIp })
  if (!result.ok) {
    return data({ result: submission.reply({ formErrors: [result.message], hideFields: HIDDEN }), sent: false }, { status: result.status })
  }
  return data({ result: undefined, sent: true }, { status: 200 })
}

export default function Component() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'registreren',
    lastResult: actionData?.result,
    constraint: getZodConstraint(RegisterSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterSchema }),
  })
  if (actionData?.sent) {
    return (
      <AuthPage title="Registreren">
        <StatusMessage>{ACCOUNT_MESSAGES.registered}</StatusMessage>
        <p className="utrecht-paragraph">
          Geen e-mail ontvangen? Kijk in je spam of{' '}
          <Link className="utrecht-link" to={PATHS.activate}>
            vraag een nieuwe activatielink aan
          </Link>
          .
        </p>
      </AuthPage>
    )
  }
  return (
    <AuthPage title="Registreren" intro="Maak een account aan. Je ontvangt een e-mail om je account te activeren.">
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Voornaam" inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }} errors={fields.firstName.errors} />
        <Field label="Achternaam" inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }} errors={fields.lastName.errors} />
        <Field label="E-mailadres" inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }} errors={fields.email.errors} />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} label="Wachtwoord" repeatLabel="Herhaal wachtwoord" />
        <RadioGroupField
          legend="Ik ben een"
          name={fields.typeOfUser.name}
          defaultValue={fields.typeOfUser.initialValue as string | undefined}
          errorId={fields.typeOfUser.errorId}
          errors={fields.typeOfUser.errors}
          options={[
            { value: 'TYPE_STUDENT', label: USER_TYPE_LABELS.TYPE_STUDENT },
            { value: 'TYPE_PROFESSIONAL', label: USER_TYPE_LABELS.TYPE_PROFESSIONAL },
          ]}
        />
        <CheckboxField
          label={
            <>
              Ik ga akkoord met de{' '}
              <Link className="utrecht-link" to={PATHS.privacy} target="_blank">
                privacyverklaring
              </Link>{' '}
              en de{' '}
              <Link className="utrecht-link" to={PATHS.disclaimer} target="_blank">
                voorwaarden
              </Link>
            </>
          }
          inputProps={{ ...getInputProps(fields.consent, { type: 'checkbox' }), value: 'on' }}
          errors={fields.consent.errors}
        />
        <HoneypotField />
        <BotCheckField action="register" />
        <SubmitButton pending={navigation.state === 'submitting'}>Account aanmaken</SubmitButton>
      </Form>
      <p className="utrecht-paragraph">
        Heb je al een account?{' '}
        <Link className="utrecht-link" to={PATHS.login}>
          Log in
        </Link>
      </p>
    </AuthPage>
  )
}
