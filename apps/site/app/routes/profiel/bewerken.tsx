import { getFormProps, getInputProps } from '@conform-to/react'
import { DeleteAccountSchema, USER_TYPE_LABELS } from '@talentstad/types'
import { Form, useActionData, useLoaderData } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { Field, FormErrors, RadioGroupField, SubmitButton } from '~/components/forms'
import { AvatarField } from '~/components/profile/profile-fields'
import { Button } from '~/components/ui/button'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { AvatarSchema, EDIT_PATH, editSchemaFor } from '~/lib/profile/forms'
import { editProfileAction, loadEditPage } from './bewerken.server'
import type { Route } from './+types/bewerken'

export const meta: Route.MetaFunction = () => titleMeta('Profiel bewerken')

// Members only: without a session, to the login page and back (spec 2.5).
export function loader({ request }: Route.LoaderArgs) {
  return loadEditPage(request)
}

export function action({ request }: Route.ActionArgs) {
  return editProfileAction(request)
}

const TYPE_OPTIONS = (['TYPE_STUDENT', 'TYPE_PROFESSIONAL'] as const).map((value) => ({ value, label: USER_TYPE_LABELS[value] }))

/** The action's reply, for the form it answers (the page has three, told apart by `intent`). */
function useLastResult(intent: string) {
  const actionData = useActionData<typeof action>()
  return actionData?.intent === intent ? actionData.result : undefined
}

function ProfileForm() {
  const { email, defaults, isCommunityManager } = useLoaderData<typeof loader>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'profiel-gegevens',
    schema: inBrowser(editSchemaFor(isCommunityManager)),
    lastResult: useLastResult('profile'),
    defaultValue: defaults,
    intent: 'profile',
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
        <Field
          label="E-mailadres"
          help="Je e-mailadres kun je niet zelf wijzigen."
          inputProps={{ id: 'profiel-email', type: 'email', value: email, readOnly: true }}
        />
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
        <SubmitButton pending={pending}>Gegevens opslaan</SubmitButton>
      </Form>
    </section>
  )
}

function AvatarForm() {
  const { avatar } = useLoaderData<typeof loader>()
  // No constraint attributes: the browser does not block the form, the schema's Dutch message shows.
  const { form, fields, pending } = useConformForm({
    id: 'profiel-foto',
    schema: inBrowser(AvatarSchema),
    browserConstraints: false,
    lastResult: useLastResult('avatar'),
    shouldValidate: 'onSubmit',
    intent: 'avatar',
  })
  return (
    <section className="ts-stack" aria-labelledby="foto-kop">
      <h2 id="foto-kop" className="utrecht-heading-2">
        Profielfoto
      </h2>
      {avatar ? (
        <ResponsiveImage image={avatar} alt="Je huidige profielfoto" className="ts-profile__avatar" />
      ) : (
        <p className="utrecht-paragraph">Je hebt nog geen profielfoto.</p>
      )}
      <Form method="post" encType="multipart/form-data" className="ts-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="avatar" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <AvatarField id="profiel-file" errors={fields.file.errors} />
        <SubmitButton pending={pending}>Foto opslaan</SubmitButton>
      </Form>
    </section>
  )
}

function DeleteAccountForm() {
  const { form, fields, pending } = useConformForm({
    id: 'account-verwijderen',
    schema: inBrowser(DeleteAccountSchema),
    lastResult: useLastResult('delete'),
    shouldValidate: 'onSubmit',
    intent: 'delete',
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
        Oproepen en andere berichten die je plaatste blijven staan, maar zonder je naam. Je wordt op al je apparaten uitgelogd. Dit kun je
        niet ongedaan maken.
      </p>
      <Form method="post" action={EDIT_PATH} className="ts-form" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="delete" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Vul ter bevestiging je wachtwoord in"
          inputProps={{ ...getInputProps(fields.password, { type: 'password' }), autoComplete: 'current-password' }}
          errors={fields.password.errors}
        />
        <Button type="submit" variant="danger" disabled={pending}>
          Mijn account definitief verwijderen
        </Button>
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
