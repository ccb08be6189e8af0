import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { DeleteAccountSchema, USER_TYPE_LABELS } from '@talentstad/types'
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { Field, FormErrors, RadioGroupField, SubmitButton } from '~/components/forms'
import { AvatarField } from '~/components/profile/profile-fields'
import { titleMeta } from '~/lib/meta'
import { AvatarSchema, EDIT_PATH, editSchemaFor } from '~/lib/profile-forms'
import { editProfileAction, loadEditPage } from './bewerken.server'
import type { Route } from './+types/bewerken'

export const meta: Route.MetaFunction = () => titleMeta('Profiel bewerken')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request, context }: Route.LoaderArgs) {
  return loadEditPage(request, context.clientIp)
}

export function action({ request, context }: Route.ActionArgs) {
  return editProfileAction(request, context.clientIp)
}

const TYPE_OPTIONS = (['TYPE_STUDENT', 'TYPE_PROFESSIONAL'] as const).map((value) => ({ value, label: USER_TYPE_LABELS[value] }))

function useLastResult(intent: string) {
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  return navigation.state === 'idle' && actionData?.intent === intent ? actionData.result : undefined
}

function ProfileForm() {
  const { email, defaults, isCommunityManager } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const schema = editSchemaFor(isCommunityManager)
  const [form, fields] = useForm({
    id: 'profiel-gegevens',
    lastResult: useLastResult('profile'),
    defaultValue: defaults,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const typeOfUser = typeof fields.typeOfUser.initialValue === 'string' ? fields.typeOfUser.initialValue : undefined
  return (
    <section className="ts-stack" aria-labelledby="gegevens-kop">
      <h2 id="gegevens-kop" className="utrecht-heading-2">
        Je gegevens
      </h2>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="profile" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="E-mailadres" help="Je e-mailadres kun je niet zelf wijzigen." inputProps={{ id: 'profiel-email', type: 'email', value: email, readOnly: true }} />
        <Field label="Voornaam" inputProps={{ ...getInputProps(fields.firstName, { type: 'text' }), autoComplete: 'given-name' }} errors={fields.firstName.errors} />
        <Field label="Achternaam" inputProps={{ ...getInputProps(fields.lastName, { type: 'text' }), autoComplete: 'family-name' }} errors={fields.lastName.errors} />
        <Field
          label="Telefoonnummer (niet verplicht)"
          inputProps={{ ...getInputProps(fields.phoneNumber, { type: 'tel' }), autoComplete: 'tel' }}
          errors={fields.phoneNumber.errors}
        />
        <Field
          label="LinkedIn-profiel (niet verplicht)"
          help="Bijvoorbeeld https://www.linkedin.com/in/jouw-naam"
          inputProps={{ ...getInputProps(fields.linkedIn, { type: 'url' }) }}
          errors={fields.linkedIn.errors}
        />
        {isCommunityManager ? null : (
          <RadioGroupField
            key={`type-${typeOfUser ?? ''}`}
            legend="Ik ben"
            name={fields.typeOfUser.name}
            options={TYPE_OPTIONS}
            defaultValue={typeOfUser}
            errors={fields.typeOfUser.errors}
            errorId={fields.typeOfUser.errorId}
          />
        )}
        <SubmitButton pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'profile'}>Gegevens opslaan</SubmitButton>
      </Form>
    </section>
  )
}

function AvatarForm() {
  const { avatar } = useLoaderData<typeof loader>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'profiel-foto',
    lastResult: useLastResult('avatar'),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AvatarSchema }),
  })
  return (
    <section className="ts-stack" aria-labelledby="foto-kop">
      <h2 id="foto-kop" className="utrecht-heading-2">
        Profielfoto
      </h2>
      {avatar ? <ResponsiveImage image={avatar} alt="Je huidige profielfoto" className="ts-profile__avatar" /> : <p className="utrecht-paragraph">Je hebt nog geen profielfoto.</p>}
      <Form method="post" encType="multipart/form-data" className="ts-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="avatar" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <AvatarField id="profiel-file" errors={fields.file.errors} />
        <SubmitButton pending={navigation.state === 'submitting' && navigation.formData?.get('intent') === 'avatar'}>Foto opslaan</SubmitButton>
      </Form>
    </section>
  )
}

function DeleteAccountForm() {
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'account-verwijderen',
    lastResult: useLastResult('delete'),
    constraint: getZodConstraint(DeleteAccountSchema),
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
  })
  return (
    <section className="ts-stack ts-danger-zone" aria-labelledby="verwijderen-kop">
      <h2 id="verwijderen-kop" className="utrecht-heading-2">
        Account verwijderen
      </h2>
      <p className="utrecht-paragraph">Als je je account verwijdert, verdwijnen voorgoed:</p>
      <ul className="utrecht-unordered-list">
        <li>je profiel met je gegevens, profielfoto, interesses en voorkeuren;</li>
        <li>je opgeslagen items;</li>
        <li>je reacties (enters) op oproepen;</li>
        <li>je lidmaatschappen van organisaties.</li>
      </ul>
      <p className="utrecht-paragraph">
        Oproepen en andere berichten die je plaatste blijven staan, maar zonder je naam. Je wordt op al je apparaten uitgelogd. Dit kun je niet
        ongedaan maken.
      </p>
      <Form method="post" action={EDIT_PATH} className="ts-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delete" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Vul ter bevestiging je wachtwoord in"
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.password.errors}
        />
        <button type="submit" className="utrecht-button utrecht-button--primary-action ts-button--danger" disabled={navigation.state === 'submitting'}>
          Mijn account definitief verwijderen
        </button>
      </Form>
    </section>
  )
}

export default function Component() {
  return (
    <div className="ts-page-content ts-stack ts-profile">
      <h1 className="utrecht-heading-1">Profiel bewerken</h1>
      <ProfileForm />
      <AvatarForm />
      <DeleteAccountForm />
    </div>
  )
}
