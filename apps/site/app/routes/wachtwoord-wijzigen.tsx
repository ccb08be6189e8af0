import { getFormProps, getInputProps } from '@conform-to/react'
import { ACCOUNT_MESSAGES, ChangePasswordSchema, MESSAGES } from '@talentstad/types'
import { data, Form, useActionData } from 'react-router'
import { NewPasswordFields } from '~/components/new-password-fields'
import { AuthPage } from '~/components/auth-page'
import { Field, FormErrors, SubmitButton } from '~/components/forms'
import { changePassword } from '~/lib/account/account.server'
import { requireUser } from '~/lib/auth/auth.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/wachtwoord-wijzigen'

export const meta: Route.MetaFunction = () => titleMeta('Wachtwoord wijzigen')

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request)
  return null
}

const HIDDEN = ['currentPassword', 'password', 'confirmPassword']

export async function action({ request }: Route.ActionArgs) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: ChangePasswordSchema, hideFields: HIDDEN })
  if (!form.ok) return data({ result: form.result }, { status: form.status })
  const { submission } = form
  const result = await changePassword({ jwt, signal: request.signal }, form.value)
  if (result.ok) return redirectWithToast(PATHS.profile, { type: 'success', title: ACCOUNT_MESSAGES.passwordChanged })
  if (result.code === 'current-password-wrong') {
    return data(
      { result: submission.reply({ fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] }, hideFields: HIDDEN }) },
      { status: 400 },
    )
  }
  if (result.code === 'password-unchanged') {
    return data(
      { result: submission.reply({ fieldErrors: { password: [MESSAGES.passwordMustDiffer] }, hideFields: HIDDEN }) },
      { status: 400 },
    )
  }
  return data({ result: submission.reply({ formErrors: [result.message], hideFields: HIDDEN }) }, { status: result.status })
}

export default function Component() {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'wachtwoord-wijzigen',
    schema: inBrowser(ChangePasswordSchema),
    lastResult: actionData?.result,
  })
  return (
    <AuthPage title="Wachtwoord wijzigen" intro="Na het wijzigen word je op je andere apparaten uitgelogd.">
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Huidig wachtwoord"
          inputProps={{ ...getInputProps(fields.currentPassword, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.currentPassword.errors}
        />
        <NewPasswordFields password={fields.password} confirmPassword={fields.confirmPassword} />
        <SubmitButton pending={pending}>Wachtwoord wijzigen</SubmitButton>
      </Form>
    </AuthPage>
  )
}
