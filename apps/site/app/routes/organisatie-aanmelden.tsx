import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { APPLICATION_MESSAGES } from '@talentstad/types'
import { Form, Link, useActionData, useLoaderData } from 'react-router'
import { Field, FormErrors, HoneypotField, RadioGroupField, SubmitButton, TextareaField } from '~/components/forms'
import { ImageField } from '~/components/organizations/image-field'
import { ButtonLink } from '~/components/ui/button'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { ORGANIZATION_TYPE_CHOICES, SignUpFormSchema } from '~/lib/organizations/forms'
import { PATHS } from '~/lib/paths'
import { loadSignUpPage, signUpAction } from './organisatie-aanmelden.server'
import type { Route } from './+types/organisatie-aanmelden'
import { Notice } from '~/components/ui/notice'

export const meta: Route.MetaFunction = () =>
  titleMeta('Partner worden', 'Meld je bedrijf, onderwijsinstelling of studentenorganisatie aan als partner.')

export function loader({ request }: Route.LoaderArgs) {
  return loadSignUpPage(request)
}

export function action({ request }: Route.ActionArgs) {
  return signUpAction(request)
}

function SignUpForm() {
  const actionData = useActionData<typeof action>()
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'organisatie-aanmelden',
    schema: inBrowser(SignUpFormSchema),
    lastResult: actionData?.result,
  })
  return (
    <Form method="post" encType="multipart/form-data" className="ts-form ts-org-form" {...getFormProps(form)}>
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <RadioGroupField
        key={`type-${fields.type.initialValue ?? ''}`}
        legend="Soort organisatie"
        name={fields.type.name}
        options={ORGANIZATION_TYPE_CHOICES}
        defaultValue={fields.type.initialValue as string | undefined}
        errors={fields.type.errors}
        errorId={fields.type.errorId}
      />
      <Field
        label="Naam van de organisatie"
        errors={fields.name.errors}
        inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'organization' }}
      />
      <TextareaField
        label="Korte beschrijving"
        help="Wat doet de organisatie? Dit komt op de pagina van je organisatie."
        errors={fields.description.errors}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }}
      />
      <Field
        label="E-mailadres van de organisatie"
        errors={fields.email.errors}
        inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
      />
      <Field
        label="Telefoonnummer"
        errors={fields.phoneNumber.errors}
        inputProps={{ ...getInputProps(fields.phoneNumber, { type: 'tel' }), autoComplete: 'tel' }}
      />
      <Field
        label="Website"
        help="Het volledige adres, beginnend met https://"
        errors={fields.websiteUrl.errors}
        inputProps={{ ...getInputProps(fields.websiteUrl, { type: 'url' }), autoComplete: 'url', placeholder: 'https://' }}
      />
      <Field
        label="KvK-nummer"
        help="Het nummer van 8 cijfers uit het Handelsregister."
        errors={fields.chamberOfCommerceNumber.errors}
        inputProps={{ ...getInputProps(fields.chamberOfCommerceNumber, { type: 'text' }), inputMode: 'numeric' }}
      />
      <ImageField
        id="organisatie-logo"
        name="logo"
        label="Logo (niet verplicht)"
        errors={(fields as unknown as Record<string, { errors?: string[] }>).logo?.errors}
        lost={actionData?.logoLost}
      />
      <TextareaField
        label="Bericht aan de communitymanager (niet verplicht)"
        errors={fields.message.errors}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 4 }}
      />
      <SubmitButton pending={pending}>Organisatie aanmelden</SubmitButton>
    </Form>
  )
}

export default function Component() {
  const { loggedIn, loginHref } = useLoaderData<typeof loader>()
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Partner worden</h1>
      {!loggedIn ? (
        <Notice kind="warning" testId="signup-not-logged-in">
          <p className="utrecht-paragraph utrecht-alert__message">{APPLICATION_MESSAGES.notLoggedIn}</p>
          <p className="utrecht-paragraph">
            <ButtonLink to={loginHref}>Inloggen</ButtonLink>
          </p>
          <p className="utrecht-paragraph">
            <Link className="utrecht-link" to={PATHS.register}>
              Nog geen account? Registreer je
            </Link>
          </p>
        </Notice>
      ) : (
        <>
          <p className="utrecht-paragraph utrecht-paragraph--lead">
            Meld je bedrijf, onderwijsinstelling of studentenorganisatie aan als partner. De communitymanager beoordeelt je aanmelding;
            daarna word je beheerder van de organisatie en kun je namens haar berichten, vacatures en evenementen plaatsen.
          </p>
          <SignUpForm />
        </>
      )}
    </div>
  )
}
