import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from '@conform-to/react'
import { CONTACT_LIMITS, CONTACT_TEXT, ContactMessageSchema } from '@talentstad/types'
import { data, Form, useLocation } from 'react-router'
import { BotCheckField } from '~/components/bot-check'
import { Field, FormErrors, HoneypotField, SubmitButton, TextareaField } from '~/components/forms'
import { StaticPage } from '~/components/static-page'
import { sendContactMessage } from '~/lib/content/contact.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'
import { titleMeta } from '~/lib/meta'
import { PATHS } from '~/lib/paths'
import { loadStaticPage } from '~/lib/content/static-pages.server'
import { redirectWithToast } from '~/lib/toast.server'
import type { Route } from './+types/contact'

// The text is the CMS single type 'contact-page'; the form goes to the CMS, which e-mails the team.
export const loader = () => loadStaticPage('contact-page')

export const meta: Route.MetaFunction = ({ data }) => titleMeta(data?.page.title ?? 'Contact', data?.page.intro)

export async function action({ request }: Route.ActionArgs) {
  // The invisible bot check (when configured): nothing is sent without a good token. The honeypot
  // goes along to the CMS, which drops such a message but still counts it towards the limit.
  const form = await parseForm(request, {
    schema: ContactMessageSchema,
    botCheck: 'contact',
    honeypot: 'pass',
  })
  if (!form.ok) return data({ result: form.result }, { status: form.status })
  const { submission } = form

  const outcome = await sendContactMessage(form.value)
  switch (outcome.kind) {
    case 'sent':
      return redirectWithToast(PATHS.contact, { type: 'success', title: CONTACT_TEXT.sent })
    case 'invalid':
      return data({ result: submission.reply({ fieldErrors: outcome.fieldErrors }) }, { status: 400 })
    case 'too-many':
      return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 429 })
    case 'unavailable':
      return data({ result: submission.reply({ formErrors: [outcome.message] }) }, { status: 503 })
  }
}

export default function Component({ loaderData, actionData }: Route.ComponentProps) {
  // After a sent message the redirect is a new location: the form starts empty again.
  const location = useLocation()
  return (
    <StaticPage page={loaderData.page}>
      <ContactForm key={location.key} lastResult={actionData?.result} />
    </StaticPage>
  )
}

function ContactForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { form, fields, pending } = useConformForm({
    focusOnArrival: true,
    id: 'contact-form',
    schema: inBrowser(ContactMessageSchema),
    lastResult,
    shouldValidate: 'onSubmit',
  })
  return (
    <section aria-labelledby="contact-form-heading" className="ts-contact-form">
      <h2 className="utrecht-heading-2" id="contact-form-heading">
        Stuur ons een bericht
      </h2>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <FormErrors id={form.errorId} errors={form.errors} />
        <HoneypotField />
        <BotCheckField action="contact" />
        <Field
          label="Je naam"
          errors={fields.name.errors}
          inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'name' }}
        />
        <Field
          label="Je e-mailadres"
          help="We gebruiken je e-mailadres alleen om je te antwoorden."
          errors={fields.email.errors}
          inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'email' }}
        />
        <Field label="Onderwerp" errors={fields.subject.errors} inputProps={getInputProps(fields.subject, { type: 'text' })} />
        <TextareaField
          label="Je bericht"
          help={`Maximaal ${CONTACT_LIMITS.messageMax} tekens.`}
          errors={fields.message.errors}
          textareaProps={{ ...getTextareaProps(fields.message), rows: 8 }}
        />
        <div>
          <SubmitButton pending={pending}>Bericht versturen</SubmitButton>
        </div>
      </Form>
    </section>
  )
}
