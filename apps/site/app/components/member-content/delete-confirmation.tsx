import { getFormProps, type SubmissionResult } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { ErrorList, FormErrors, HoneypotField, RadioGroupField, type RadioOption } from '~/components/forms'
import { Button, ButtonLink } from '~/components/ui/button'
import { DeleteCallFormSchema } from '~/lib/calls/views'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'

/**
 * Delete an item with a reason (spec 3: FOUND_MATCH, NOT_RELEVANT_ANYMORE, OTHER with an optional
 * explanation) after a confirmation that says it cannot be undone. Works without JavaScript: the
 * page shows it for `?verwijderen=<id>` and the form posts to `action`. One form for a member's calls
 * and an organisation's items.
 */
export function DeleteConfirmation({
  id,
  itemId,
  title,
  what,
  warning,
  action,
  cancelTo,
  reasons,
  lastResult,
}: {
  id: string
  itemId: string
  /** The item's title, named in the question. */
  title: string
  /** 'Oproep' or 'Item': the heading, the question and the button say it. */
  what: { heading: string; question: string; button: string }
  warning: ReactNode
  action: string
  cancelTo: string
  reasons: RadioOption[]
  lastResult: SubmissionResult<string[]> | null | undefined
}) {
  const { form, fields, pending } = useConformForm({
    id,
    schema: inBrowser(DeleteCallFormSchema),
    lastResult,
    shouldValidate: 'onSubmit',
    // Opened by its own link (?verwijderen=…): the cursor goes to the question.
    focusOnArrival: true,
  })
  const explanationId = `${id}-toelichting`
  return (
    <section className="ts-stack ts-danger-zone" aria-labelledby="verwijderen-kop" id="verwijderen">
      <h2 id="verwijderen-kop" className="utrecht-heading-2">
        {what.heading}
      </h2>
      <p className="utrecht-paragraph">
        Weet je zeker dat je <strong>{title}</strong> wilt verwijderen? {warning} Dit kun je niet ongedaan maken.
      </p>
      <Form method="post" action={action} className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        <input type="hidden" name="documentId" value={itemId} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <RadioGroupField
          legend={what.question}
          name={fields.reason.name}
          options={reasons}
          errors={fields.reason.errors}
          errorId={fields.reason.errorId}
        />
        <div className="ts-field">
          <label className="ts-field__label" htmlFor={explanationId}>
            Toelichting (niet verplicht)
          </label>
          <textarea
            id={explanationId}
            name={fields.explanation.name}
            rows={3}
            maxLength={500}
            className="utrecht-textbox ts-field__control"
            aria-invalid={fields.explanation.errors ? true : undefined}
            aria-describedby={fields.explanation.errors ? fields.explanation.errorId : undefined}
          />
          <ErrorList id={fields.explanation.errorId} errors={fields.explanation.errors} />
        </div>
        <div className="ts-form__actions">
          <Button type="submit" variant="danger" disabled={pending}>
            {what.button}
          </Button>
          <ButtonLink to={cancelTo} variant="secondary">
            Annuleren
          </ButtonLink>
        </div>
      </Form>
    </section>
  )
}
