import { getFormProps, getInputProps } from '@conform-to/react'
import { ACCOUNT_MESSAGES, RegisterSchema, USER_TYPE_LABELS } from '@talentstad/types'
import { data, Form, Link, useActionData } from 'react-router'
import { NewPasswordFields } from '~/components/new-password-fields'
import { AuthPage, StatusMessage } from '~/components/auth-page'
import { BotCheckField } from '~/components/bot-check'
import { CheckboxField, Field, FormErrors, HoneypotField, RadioGroupField, SubmitButton } from '~/components/forms'
import { register } from '~/lib/account/account.server'
import { redirectIfLoggedIn } from '~/lib/auth/auth.server'
import { rememberReturnTo, requestedReturnTo } from '~/lib/auth/return-to.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import type { Route } from './+types/registreren'

export const meta: Route.MetaFunction = () =>
  titleMeta('Registreren', 'Maak een account aan om oproepen te plaatsen, te reageren en items te bewaren.')

export async function loader({ request }: Route.LoaderArgs) {
  await redirectIfLoggedIn(request)
  return null
}

const HIDDEN = ['password', 'confirmPassword']

export async function action({ request }: Route.ActionArgs) {
  const form = await parseForm(request, { schema: RegisterSchema, botCheck: 'register', hideFields: HIDDEN })
  // A bot gets the same answer as a person and nothing happens.
  if (form.isBot) return data({ result: undefined, sent: true }, { status: 200 })
  if (!form.ok) return data({ result: form.result, sent: false }, { status: form.status })
  const result = await register(form.value, request.signal)
  if (!result.ok) {
    return data(
      { result: form.submission.reply({ formErrors: [result.message], hideFields: HIDDEN }), sent: false },
      { status: result.status },
    )
  }
  // Registering from an invitation link: after the activation the login returns there.
  const returnTo = requestedReturnTo(request)
  return data({ result: undefined, sent: true }, { status: 200, headers: returnTo ? await rememberReturnTo(returnTo) : undefined })
}

export default function Component() {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'registreren',
    schema: inBrowser(RegisterSchema),
    lastResult: actionData?.result,
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
        <Field
          label="Voornaam"
          inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }}
          errors={fields.firstName.errors}
        />
        <Field
          label="Achternaam"
          inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }}
          errors={fields.lastName.errors}
        />
        <Field
          label="E-mailadres"
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
          errors={fields.email.errors}
        />
        <NewPasswordFields
          password={fields.password}
          confirmPassword={fields.confirmPassword}
          label="Wachtwoord"
          repeatLabel="Herhaal wachtwoord"
        />
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
                privacyverklaring<span className="ts-visually-hidden"> (opent in een nieuw venster)</span>
              </Link>
            </>
          }
          inputProps={{ ...getInputProps(fields.consent, { type: 'checkbox' }), value: 'on' }}
          errors={fields.consent.errors}
        />
        <HoneypotField />
        <BotCheckField action="register" />
        <SubmitButton pending={pending}>Account aanmaken</SubmitButton>
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
