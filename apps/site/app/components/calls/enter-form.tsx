import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { ErrorList, FormErrors, HoneypotField } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { EnterFormSchema } from '~/lib/calls/enter-form'
import type { EnterArea, EnterReply } from '~/lib/calls/enter-area'
import { useConformForm } from '~/lib/forms/use-conform-form'

/**
 * The enter form of a call page, in a module of its own: only a member who may enter gets it, so
 * the call page that visitors open (and the lists prefetch) carries no form code (zod, conform).
 */
export function EnterForm({ area, reply, action }: { area: Extract<EnterArea, { kind: 'open' }>; reply?: EnterReply; action: string }) {
  const { form, fields, pending } = useConformForm({
    id: 'enter',
    schema: EnterFormSchema,
    lastResult: reply?.result,
    shouldValidate: 'onSubmit',
    browserConstraints: false,
  })
  const field = (name: 'sharedPhone' | 'sharedLinkedIn' | 'message') => {
    const meta = (fields as unknown as Record<string, { errors?: string[]; errorId: string }>)[name]!
    const errors = meta.errors
    return {
      invalid: errors?.length ? true : undefined,
      describedBy: errors?.length ? meta.errorId : undefined,
      errors,
      errorId: meta.errorId,
    }
  }
  const phone = field('sharedPhone')
  const linkedIn = field('sharedLinkedIn')
  const message = field('message')
  return (
    <Form method="post" action={action} className="ts-form" {...getFormProps(form)}>
      <HoneypotField />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset className="ts-field ts-fieldset">
        <legend className="ts-field__label">Welke contactgegevens deel je met de plaatser?</legend>
        <p className="ts-field__help" id="enter-share-help">
          Kies wat je deelt. Je kunt de gegevens hier aanpassen; je profiel blijft zoals het is.
        </p>
        <div className="ts-enter-detail">
          <label className="ts-radio">
            <input type="checkbox" name="includePhone" defaultChecked={area.sharePhone} />
            Deel mijn telefoonnummer
          </label>
          <label className="ts-field__label ts-visually-hidden" htmlFor="enter-phone">
            Telefoonnummer
          </label>
          <input
            id="enter-phone"
            name="sharedPhone"
            type="tel"
            autoComplete="tel"
            defaultValue={area.phone}
            placeholder="06 12345678"
            className="utrecht-textbox ts-field__control"
            aria-invalid={phone.invalid}
            aria-describedby={phone.describedBy}
          />
          <ErrorList id={phone.errorId} errors={phone.errors} />
        </div>
        <div className="ts-enter-detail">
          <label className="ts-radio">
            <input type="checkbox" name="includeLinkedIn" defaultChecked={area.shareLinkedIn} />
            Deel mijn LinkedIn-profiel
          </label>
          <label className="ts-field__label ts-visually-hidden" htmlFor="enter-linkedin">
            LinkedIn-profiel
          </label>
          <input
            id="enter-linkedin"
            name="sharedLinkedIn"
            type="url"
            defaultValue={area.linkedIn}
            placeholder="https://www.linkedin.com/in/jouw-naam"
            className="utrecht-textbox ts-field__control"
            aria-invalid={linkedIn.invalid}
            aria-describedby={linkedIn.describedBy}
          />
          <ErrorList id={linkedIn.errorId} errors={linkedIn.errors} />
        </div>
      </fieldset>
      <div className="ts-field">
        <label className="ts-field__label" htmlFor="enter-message">
          Bericht (niet verplicht)
        </label>
        <textarea
          id="enter-message"
          name="message"
          rows={4}
          maxLength={2000}
          className="utrecht-textbox ts-field__control"
          aria-invalid={message.invalid}
          aria-describedby={message.describedBy}
        />
        <ErrorList id={message.errorId} errors={message.errors} />
      </div>
      <Button type="submit" disabled={pending}>
        Enter versturen
      </Button>
    </Form>
  )
}
