import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { CALL_TO_ACTIONS_MAX, type OrganizationSection } from '@talentstad/types'
import { useEffect, type ReactNode } from 'react'
import { Form, useActionData, useLoaderData } from 'react-router'
import { ResponsiveImage } from '~/components/content/responsive-image'
import { ErrorList, Field, FormErrors, HoneypotField, SubmitButton, TextareaField } from '~/components/forms'
import { ResultNotice } from '~/components/frame/action-result'
import { ImageField } from '~/components/organizations/image-field'
import { OrganizationNav } from '~/components/organizations/organization-nav'
import { CheckboxGroupField } from '~/components/profile/choice-fields'
import { Button } from '~/components/ui/button'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { useFocusOnArrival } from '~/lib/forms/use-focus-on-arrival'
import { titleMeta } from '~/lib/meta'
import {
  AddressFormSchema,
  ContactFormSchema,
  ctaChangeMessage,
  GeneralFormSchema,
  TagsFormSchema,
  type CtaChange,
  type CtaRow,
} from '~/lib/organizations/forms'
import { editOrganizationAction, loadEditOrganizationPage } from './bewerken.server'
import type { Route } from './+types/bewerken'

export const meta: Route.MetaFunction = () => titleMeta('Organisatie bewerken')

// The organisation's admins only (spec 6); its other members get the 403 page.
export function loader({ request, params }: Route.LoaderArgs) {
  return loadEditOrganizationPage(request, params.organizationId)
}

export function action({ request, params }: Route.ActionArgs) {
  return editOrganizationAction(request, params.organizationId)
}

type Errors = Record<string, { errors?: string[] } | undefined>

function useSectionReply(section: OrganizationSection) {
  const actionData = useActionData<typeof action>()
  return actionData?.intent === section ? actionData : undefined
}

function Section({ id, title, intro, children }: { id: OrganizationSection; title: string; intro?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-kop`} className="ts-stack ts-org-section">
      <h2 id={`${id}-kop`} className="utrecht-heading-2">
        {title}
      </h2>
      {intro ? <p className="utrecht-paragraph">{intro}</p> : null}
      <ResultNotice at={id} />
      {children}
    </section>
  )
}

const IMAGE_LABELS = {
  image: 'Logo',
  heroImage: 'Grote afbeelding bovenaan de pagina',
  cardImage: 'Afbeelding op de kaart in het overzicht',
} as const

function CurrentImage({
  image,
  name,
  value,
  label,
}: {
  image: Parameters<typeof ResponsiveImage>[0]['image'] | null
  name: string
  value: string
  label: string
}) {
  if (!image) return <p className="ts-field__help">Nog geen {label.toLowerCase()}.</p>
  return (
    <div className="ts-stack">
      <ResponsiveImage className="ts-org-current-image" image={image} alt={`Huidige ${label.toLowerCase()}`} />
      <label className="ts-radio">
        <input type="checkbox" name={name} value={value} /> {label} verwijderen
      </label>
    </div>
  )
}

function GeneralForm() {
  const page = useLoaderData<typeof loader>()
  const last = useSectionReply('general')
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'bewerken-algemeen',
    schema: inBrowser(GeneralFormSchema),
    lastResult: last?.result,
    intent: 'general',
    defaultValue: page.general,
  })
  const errors = fields as unknown as Errors
  return (
    <Section id="general" title="Algemeen">
      <Form method="post" encType="multipart/form-data" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="intent" value="general" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Naam" errors={fields.name.errors} inputProps={getInputProps(fields.name, { type: 'text' })} />
        <TextareaField label="Beschrijving" errors={fields.description.errors} textareaProps={getTextareaProps(fields.description)} />
        <Field
          label="Website"
          help="Het volledige adres, beginnend met https://"
          errors={fields.websiteUrl.errors}
          inputProps={{ ...getInputProps(fields.websiteUrl, { type: 'url' }), placeholder: 'https://' }}
        />
        {(['image', 'heroImage', 'cardImage'] as const).map((field) => (
          <div key={field} className="ts-stack">
            <CurrentImage image={page.images[field]} name="remove" value={field} label={IMAGE_LABELS[field]} />
            <ImageField
              id={`algemeen-${field}`}
              name={field}
              label={`Nieuwe ${IMAGE_LABELS[field].toLowerCase()}`}
              errors={errors[field]?.errors}
              lost={last?.filesLost}
            />
          </div>
        ))}
        <SubmitButton pending={pending}>Algemeen opslaan</SubmitButton>
      </Form>
    </Section>
  )
}

function ContactForm() {
  const page = useLoaderData<typeof loader>()
  const last = useSectionReply('contactPerson')
  const { form, fields, pending } = useConformForm({
    id: 'bewerken-contact',
    schema: inBrowser(ContactFormSchema),
    lastResult: last?.result,
    intent: 'contactPerson',
    defaultValue: page.contactPerson,
  })
  const errors = fields as unknown as Errors
  return (
    <Section id="contactPerson" title="Contactpersoon" intro="Wie bezoekers van de pagina kunnen benaderen. Alles is niet verplicht.">
      <Form method="post" encType="multipart/form-data" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="intent" value="contactPerson" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label="Naam"
          errors={fields.name.errors}
          inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'off' }}
        />
        <Field label="Functie" errors={fields.title.errors} inputProps={getInputProps(fields.title, { type: 'text' })} />
        <Field
          label="E-mailadres"
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }}
        />
        <Field
          label="Telefoonnummer"
          errors={fields.phone.errors}
          inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'off' }}
        />
        <CurrentImage image={page.contactImage} name="remove" value="image" label="Foto" />
        <ImageField id="contact-foto" name="contactImage" label="Nieuwe foto" errors={errors.contactImage?.errors} lost={last?.filesLost} />
        <SubmitButton pending={pending}>Contactpersoon opslaan</SubmitButton>
      </Form>
    </Section>
  )
}

function AddressForm() {
  const page = useLoaderData<typeof loader>()
  const last = useSectionReply('address')
  const { form, fields, pending } = useConformForm({
    id: 'bewerken-adres',
    schema: inBrowser(AddressFormSchema),
    lastResult: last?.result,
    intent: 'address',
    defaultValue: page.address,
  })
  return (
    <Section id="address" title="Adres">
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="intent" value="address" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label="Straat" errors={fields.street.errors} inputProps={getInputProps(fields.street, { type: 'text' })} />
        <Field label="Huisnummer" errors={fields.houseNumber.errors} inputProps={getInputProps(fields.houseNumber, { type: 'text' })} />
        <Field
          label="Postcode"
          help="Bijvoorbeeld 1234 AB"
          errors={fields.postal.errors}
          inputProps={getInputProps(fields.postal, { type: 'text' })}
        />
        <Field label="Plaats" errors={fields.city.errors} inputProps={getInputProps(fields.city, { type: 'text' })} />
        <SubmitButton pending={pending}>Adres opslaan</SubmitButton>
      </Form>
    </Section>
  )
}

const CTA_FORM_ID = 'bewerken-knoppen'
const CTA_ERRORS_ID = `${CTA_FORM_ID}-fouten`

/**
 * Where the cursor goes after a move or a removal (the buttons it was on are gone with the old
 * rows): the moved row's same button at its new place, its other one at the end of the list;
 * after a removal the 'Verwijderen' of the row that took its place, else of the row before it,
 * else the first field.
 */
function ctaFocusIds(change: CtaChange): string[] {
  const index = change.position - 1
  if (change.kind === 'moved') {
    const [same, other] = change.direction === 'up' ? ['up', 'down'] : ['down', 'up']
    return [`cta-${index}-${same}`, `cta-${index}-${other}`, `cta-${index}-remove`]
  }
  return [`cta-${index}-remove`, `cta-${index - 1}-remove`, 'cta-0-text']
}

/**
 * Fixed rows (at most CALL_TO_ACTIONS_MAX) with submit buttons to move or remove one, so it all
 * works without JavaScript; the rows come back from the action in their new order. A status
 * region that is always on the page says each change ('‘Contact’ is verwijderd'), and the cursor
 * stays on the row (ctaFocusIds); a refused save puts it on the first invalid field, like every
 * form (use-focus-on-arrival.ts).
 */
function CtaForm() {
  const page = useLoaderData<typeof loader>()
  const last = useSectionReply('callToActions')
  const rows: CtaRow[] = last?.rows ?? page.callToActions
  const shown = [...rows, ...Array.from({ length: Math.max(0, CALL_TO_ACTIONS_MAX - rows.length) }, () => ({ text: '', url: '' }))].slice(
    0,
    CALL_TO_ACTIONS_MAX,
  )
  // After a refused save the rows come back as posted, empty ones included: 'Omlaag' up to the last filled one.
  const lastFilled = rows.findLastIndex((row) => row.text || row.url)
  const error = last?.result.status === 'error' ? last.result.error : undefined
  const version = last?.version ?? 0
  const change = last?.change
  useFocusOnArrival({ arrival: false, formId: CTA_FORM_ID, errorId: CTA_ERRORS_ID, result: last?.result })
  useEffect(() => {
    if (!change) return
    for (const id of ctaFocusIds(change)) {
      const target = document.getElementById(id)
      if (target) return target.focus()
    }
  }, [change])
  return (
    <Section
      id="callToActions"
      title="Knoppen"
      intro={`Tot ${CALL_TO_ACTIONS_MAX} knoppen op de pagina van je organisatie, elk met een tekst en een link die begint met https://. Laat een rij leeg om geen knop te tonen.`}
    >
      <Form id={CTA_FORM_ID} method="post" className="ts-form" noValidate>
        {/* Enter in a field saves: the form's first submit button is the one a browser presses then, not a row's 'Omhoog'. */}
        <button type="submit" className="ts-visually-hidden" tabIndex={-1} aria-hidden="true">
          Knoppen opslaan
        </button>
        <HoneypotField />
        <input type="hidden" name="intent" value="callToActions" />
        <FormErrors id={CTA_ERRORS_ID} errors={error?.[''] ?? error?.rows} />
        {shown.map((row, index) => {
          const textErrors = error?.[`rows[${index}].text`]
          const urlErrors = error?.[`rows[${index}].url`]
          const filled = Boolean(row.text || row.url)
          return (
            <fieldset key={`${version}-${index}`} className="ts-org-cta-row" data-testid="cta-row">
              <legend>Knop {index + 1}</legend>
              <div className="ts-field">
                <label className="ts-field__label" htmlFor={`cta-${index}-text`}>
                  Tekst van knop {index + 1}
                </label>
                <input
                  id={`cta-${index}-text`}
                  name={`rows[${index}].text`}
                  defaultValue={row.text}
                  maxLength={60}
                  className="utrecht-textbox ts-field__control"
                  aria-invalid={textErrors ? true : undefined}
                  aria-describedby={textErrors ? `cta-${index}-text-error` : undefined}
                />
                <ErrorList id={`cta-${index}-text-error`} errors={textErrors} />
              </div>
              <div className="ts-field">
                <label className="ts-field__label" htmlFor={`cta-${index}-url`}>
                  Link van knop {index + 1}
                </label>
                <input
                  id={`cta-${index}-url`}
                  name={`rows[${index}].url`}
                  type="url"
                  defaultValue={row.url}
                  placeholder="https://"
                  className="utrecht-textbox ts-field__control"
                  aria-invalid={urlErrors ? true : undefined}
                  aria-describedby={urlErrors ? `cta-${index}-url-error` : undefined}
                />
                <ErrorList id={`cta-${index}-url-error`} errors={urlErrors} />
              </div>
              {filled ? (
                <div className="ts-org-cta-row__buttons">
                  {index > 0 ? (
                    <Button
                      id={`cta-${index}-up`}
                      type="submit"
                      name="move"
                      value={`up:${index}`}
                      aria-label={`Omhoog: knop ${index + 1}`}
                      variant="secondary"
                    >
                      Omhoog
                    </Button>
                  ) : null}
                  {index < lastFilled ? (
                    <Button
                      id={`cta-${index}-down`}
                      type="submit"
                      name="move"
                      value={`down:${index}`}
                      aria-label={`Omlaag: knop ${index + 1}`}
                      variant="secondary"
                    >
                      Omlaag
                    </Button>
                  ) : null}
                  <Button
                    id={`cta-${index}-remove`}
                    type="submit"
                    name="removeRow"
                    value={String(index)}
                    aria-label={`Verwijderen: knop ${index + 1}`}
                    variant="secondary"
                  >
                    Verwijderen
                  </Button>
                </div>
              ) : null}
            </fieldset>
          )
        })}
        {/* On the page from the start, so each change is read (a new paragraph per change, also for the same words). */}
        <div role="status">
          {change ? (
            <p key={version} className="utrecht-paragraph">
              {ctaChangeMessage(change)}
            </p>
          ) : null}
        </div>
        <div className="ts-form__actions">
          <Button type="submit">Knoppen opslaan</Button>
        </div>
      </Form>
    </Section>
  )
}

function TagsForm() {
  const page = useLoaderData<typeof loader>()
  const last = useSectionReply('tags')
  const { form, fields, pending } = useConformForm({
    id: 'bewerken-tags',
    schema: inBrowser(TagsFormSchema),
    lastResult: last?.result,
    intent: 'tags',
  })
  return (
    <Section id="tags" title="Tags" intro="Met tags vinden bezoekers je organisatie in het overzicht.">
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="intent" value="tags" />
        <FormErrors id={form.errorId} errors={form.errors} />
        {page.tagChoices.length ? (
          <CheckboxGroupField
            id="bewerken-tags-keuze"
            legend="Tags van je organisatie"
            name="tags"
            options={page.tagChoices}
            checked={page.tags}
            errors={fields.tags.errors}
          />
        ) : (
          <p className="utrecht-paragraph">Er zijn nog geen tags om uit te kiezen.</p>
        )}
        <SubmitButton pending={pending}>Tags opslaan</SubmitButton>
      </Form>
    </Section>
  )
}

export default function Component() {
  const { organization, role } = useLoaderData<typeof loader>()
  return (
    <div className="ts-page-content ts-stack">
      <h1 className="utrecht-heading-1">Organisatie bewerken</h1>
      <OrganizationNav organizationId={organization.id} name={organization.name} role={role} />
      <p className="utrecht-paragraph utrecht-paragraph--lead">
        Elk onderdeel sla je apart op. De openbare pagina van je organisatie toont de wijziging meteen.
      </p>
      <GeneralForm />
      <ContactForm />
      <AddressForm />
      <CtaForm />
      <TagsForm />
    </div>
  )
}
