import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { ACCOUNT_API, ACCOUNT_MESSAGES, ChangePasswordSchema, MESSAGES } from '@talentstad/types'
import { data, Form, useActionData, useNavigation } from 'react-router'
import { NewPasswordFields } from '~/components/new-password-fields'
import { AuthPage } from '~/components/auth-page'
import { Field, FormErrors, SubmitButton } from '~/components/forms'
import { callAccount } from '~/lib/auth/account.server'
import { requireUser } from '~/lib/auth/auth.server'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { assertSameOrigin } from '~/lib/same-origin.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/wachtwoord-wijzigen'

export const meta: Route.MetaFunction = () => titleMeta('Wachtwoord wijzigen')

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context.clientIp)
  return null
}

const HIDDEN = ['currentPassword', 'password', 'confirmPassword']

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request)
  const { jwt } = await requireUser(request, context.clientIp)
  const submission = parseWithZod(await request.formData(), { schema: ChangePasswordSchema })
  if (submission.status !== 'success') return data({ result: submission.reply({ hideFields: HIDDEN }) }, { status: 400 })
  const result = await callAccount(ACCOUNT_API.changePassword, { body: submission.value, token: jwt, clientIp: context.clientIp })
  if (result.ok) return redirectWithToast(PATHS.profile, { type: 'success', title: ACCOUNT_MESSAGES.passwordChanged })
  if (result.code === 'current-password-wrong') {
    return data({ result: submission.reply({ fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] }, hideFields: HIDDEN }) }, { status: 400 })
  }
  if (result.code === 'password-unchanged') {
    return data({ result: submission.reply({ fieldErrors: { password: [MESSAGES.passwordMustDiffer] }, hideFields: HIDDEN }) }, { status: 400 })
  }
  return data({ result: submission.reply({ formErrors: [result.message], hideFields: HIDDEN }) }, { status: result.status })
}

export default function Component() {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'wachtwoord-wijzigen',
    lastResult: actionData?.result,
    constraint: getZodConstraint(ChangePasswordSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordSchema }),
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
        <SubmitButton pending={navigation.state === 'submitting'}>Wachtwoord wijzigen</SubmitButton>
      </Form>
    </AuthPage>
  )
}
