import { getFormProps } from '@conform-to/react'
import { CONTENT_IMAGE_FIELDS, type ContentImageField } from '@talentstad/types'
import { useState } from 'react'
import { Form } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { Field, FormErrors, HoneypotField, RadioGroupField, type ListOfErrors } from '~/components/forms'
import { CheckboxGroupField, SelectField } from '~/components/profile/choice-fields'
import { Button } from '~/components/ui/button'
import {
  AUDIENCE_CHOICES,
  ContentFormSchema,
  ContentFormStep1Schema,
  IMAGE_FIELD_LABELS,
  typeChoices,
  type ContentFormPage,
  type ContentFormReply,
  type ContentFormValues,
} from '~/lib/member-content/content-form'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import type { ImageView } from '~/lib/cms/image-view'
import { FileInput } from '~/components/ui/file-input'
import { Notice } from '~/components/ui/notice'
import { StepIndicator } from '~/components/ui/step-indicator'
import { BodyField } from './body-field'
import { EventSignUpFields } from './event-sign-up-fields'

/**
 * The content form in two steps (spec 2.3), for a member's call and, with `organization`, for an
 * organisation's news, jobs, events, articles and calls. Both steps post to the page's own action
 * (lib/member-content/content-form.server.ts); the other step's values travel as hidden fields.
 */

const STEPS = ['Inhoud', 'Afbeeldingen en details'] as const

function Hidden({ name, values }: { name: string; values: string | string[] }) {
  return (
    <>
      {[values].flat().map((value, index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}

/** An event's sign-up settings as hidden fields (on step 1, and on step 2 of another type). */
function SignUpHidden({ values }: { values: ContentFormValues }) {
  const on = (value: boolean) => (value ? 'on' : [])
  return (
    <>
      <Hidden name="signUpEnabled" values={on(values.signUpEnabled)} />
      <Hidden name="capacity" values={values.capacity} />
      <Hidden name="waitingList" values={on(values.waitingList)} />
      <Hidden name="signUpClosesAt" values={values.signUpClosesAt} />
      <Hidden name="askEmail" values={on(values.askEmail)} />
      <Hidden name="askPhone" values={on(values.askPhone)} />
      <Hidden name="signUpQuestion" values={values.signUpQuestion} />
    </>
  )
}

function TextInput({
  id,
  name,
  label,
  help,
  type = 'text',
  value,
  errors,
  onInput,
  maxLength,
}: {
  id: string
  name: string
  label: string
  help?: string
  type?: string
  value: string
  errors?: ListOfErrors
  onInput?: (value: string) => void
  maxLength?: number
}) {
  return (
    <Field
      label={label}
      help={help}
      errors={errors}
      inputProps={{
        key: `${name}-${value}`,
        id,
        name,
        type,
        defaultValue: value,
        maxLength,
        onInput: onInput ? (event) => onInput(event.currentTarget.value) : undefined,
      }}
    />
  )
}

function ImageField({
  field,
  current,
  removeChecked,
  errors,
}: {
  field: ContentImageField
  current?: ImageView
  removeChecked: boolean
  errors?: ListOfErrors
}) {
  const { label, help } = IMAGE_FIELD_LABELS[field]
  return (
    <FileInput
      id={`content-${field}`}
      name={field}
      label={`${label} (niet verplicht)`}
      help={help}
      errors={errors}
      current={current ? <ResponsiveImage image={current} alt="" /> : undefined}
    >
      {current ? (
        <label className="ts-radio">
          <input type="checkbox" name="remove" value={field} defaultChecked={removeChecked} />
          Huidige afbeelding weghalen
        </label>
      ) : null}
    </FileInput>
  )
}

export function ContentForm({
  page,
  reply,
  action,
  submitLabel,
}: {
  page: ContentFormPage
  reply: ContentFormReply | undefined
  /** The page's own address (the form posts to itself). */
  action: string
  submitLabel: string
}) {
  const step = reply?.step ?? 1
  const values: ContentFormValues = reply?.values ?? page.initial
  const { form, pending } = useConformForm({
    focusOnArrival: true,
    id: `content-form-${step}`,
    schema: inBrowser(step === 1 ? ContentFormStep1Schema : ContentFormSchema),
    browserConstraints: false,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  })
  const errors = form.allErrors
  const [title, setTitle] = useState(values.title)
  const editing = page.mode === 'edit'
  const forOrganization = page.organizations.length > 0
  const types = typeChoices(forOrganization)
  const isEvent = values.type === 'CONTENT_TYPE_EVENT'
  const audienceErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('audiences'))
    .flatMap(([, messages]) => messages)

  return (
    <>
      <StepIndicator steps={STEPS.map((label) => ({ label }))} current={step} />
      <Form
        method="post"
        action={action}
        encType={step === 2 ? 'multipart/form-data' : undefined}
        className="ts-form ts-content-form"
        {...getFormProps(form)}
      >
        <HoneypotField />
        <FormErrors id={form.errorId} errors={form.errors} />
        {reply?.filesLost ? (
          <Notice kind="warning" role="status">
            Kies je afbeeldingen opnieuw: een browser bewaart ze niet als het formulier terugkomt.
          </Notice>
        ) : null}

        {step === 1 ? (
          <>
            <h2 className="utrecht-heading-2">{STEPS[0]}</h2>
            {editing ? (
              <>
                <Hidden name="type" values={values.type} />
                {values.organization ? <Hidden name="organization" values={values.organization} /> : null}
              </>
            ) : (
              <>
                {forOrganization ? (
                  <SelectField
                    id="content-organization"
                    label="Namens"
                    help="Plaats je dit namens een organisatie? Alleen dan kun je ook nieuws, vacatures, evenementen en artikelen plaatsen."
                    emptyLabel="Mezelf"
                    options={page.organizations}
                    errors={errors.organization}
                    selectProps={{ name: 'organization', defaultValue: values.organization, key: `organization-${values.organization}` }}
                  />
                ) : null}
                <RadioGroupField
                  key={`type-${values.type}`}
                  legend="Soort"
                  name="type"
                  options={types}
                  defaultValue={values.type || types[0]!.value}
                  errors={errors.type}
                  errorId="content-type-error"
                />
              </>
            )}
            <CheckboxGroupField
              key={`audiences-${values.audiences.join()}`}
              id="content-audiences"
              legend="Voor wie is het?"
              name="audiences"
              options={AUDIENCE_CHOICES}
              checked={values.audiences}
              errors={audienceErrors}
            />
            <TextInput
              id="content-title"
              name="title"
              label="Titel"
              value={values.title}
              errors={errors.title}
              onInput={setTitle}
              maxLength={160}
            />
            <BodyField
              key={`body-${step}`}
              id="content-body"
              initialBlocks={values.body}
              initialText={values.body ? '' : values.bodyText}
              errors={errors.body ?? errors.bodyText}
              title={title}
              aiRewrite={page.aiRewrite}
            />
            {/* Step 2, kept for when the member comes back to it. */}
            <Hidden name="themes" values={values.themes} />
            <Hidden name="externalUrl" values={values.externalUrl} />
            <Hidden name="startDate" values={values.startDate} />
            <Hidden name="endDate" values={values.endDate} />
            <Hidden name="location" values={values.location} />
            <SignUpHidden values={values} />
            <Hidden name="remove" values={values.remove} />
            <div className="ts-form__actions">
              <Button type="submit" name="intent" value="next" disabled={pending}>
                Volgende
              </Button>
            </div>
          </>
        ) : (
          <>
            <h2 className="utrecht-heading-2">{STEPS[1]}</h2>
            <p className="utrecht-paragraph">
              Je {editing ? 'wijzigt' : 'plaatst'}: <strong>{values.title}</strong>
            </p>
            {/* Step 1, as checked. */}
            <Hidden name="organization" values={values.organization} />
            <Hidden name="type" values={values.type} />
            <Hidden name="audiences" values={values.audiences} />
            <Hidden name="title" values={values.title} />
            {values.body ? (
              <Hidden name="body" values={JSON.stringify(values.body)} />
            ) : (
              <Hidden name="bodyText" values={values.bodyText} />
            )}

            {CONTENT_IMAGE_FIELDS.map((field) => (
              <ImageField
                key={field}
                field={field}
                current={page.images[field]}
                removeChecked={values.remove.includes(field)}
                errors={errors[field]}
              />
            ))}
            <CheckboxGroupField
              key={`themes-${values.themes.join()}`}
              id="content-themes"
              legend="Thema’s (niet verplicht)"
              name="themes"
              options={page.themes}
              checked={values.themes}
              errors={errors.themes}
            />
            <TextInput
              id="content-externalUrl"
              name="externalUrl"
              type="url"
              label="Link naar meer informatie (niet verplicht)"
              help="Een adres dat begint met https://"
              value={values.externalUrl}
              errors={errors.externalUrl}
            />
            {isEvent ? (
              <>
                <TextInput
                  id="content-startDate"
                  name="startDate"
                  type="datetime-local"
                  label="Begin"
                  value={values.startDate}
                  errors={errors.startDate}
                />
                <TextInput
                  id="content-endDate"
                  name="endDate"
                  type="datetime-local"
                  label="Einde (niet verplicht)"
                  value={values.endDate}
                  errors={errors.endDate}
                />
                <TextInput
                  id="content-location"
                  name="location"
                  label="Locatie (niet verplicht)"
                  value={values.location}
                  errors={errors.location}
                  maxLength={200}
                />
                <EventSignUpFields values={values} errors={errors} />
              </>
            ) : (
              <>
                <Hidden name="startDate" values={values.startDate} />
                <Hidden name="endDate" values={values.endDate} />
                <Hidden name="location" values={values.location} />
                <SignUpHidden values={values} />
              </>
            )}
            <div className="ts-form__actions">
              <Button type="submit" name="intent" value="submit" disabled={pending}>
                {submitLabel}
              </Button>
              <Button type="submit" name="intent" value="back" formNoValidate variant="secondary" disabled={pending}>
                Vorige
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  )
}
