import { getFormProps, type SubmissionResult } from '@conform-to/react'
import { ReviewDecisionSchema } from '@talentstad/types'
import { Form } from 'react-router'
import { ErrorList, FormErrors, HoneypotField } from '~/components/forms'
import { Button } from '~/components/ui/button'
import { inBrowser } from '~/lib/forms/in-browser'
import { useConformForm } from '~/lib/forms/use-conform-form'

/**
 * A community manager's decision (spec 4 and 5): approve, or reject with a required reason. One form
 * for calls and organisation applications; `explanation` says what each button does here.
 */
export function ReviewDecisionForm({
  id,
  explanation,
  lastResult,
  version,
}: {
  id: string
  explanation: string
  lastResult: SubmissionResult<string[]> | null | undefined
  /** The version on the page (content review): the decision names it, so an edit made since is not approved unseen. */
  version?: string
}) {
  const { form, fields, pending } = useConformForm({
    id,
    schema: inBrowser(ReviewDecisionSchema),
    lastResult,
    shouldValidate: 'onSubmit',
    browserConstraints: false,
  })
  const reasonErrors = (fields as Record<string, { errors?: string[] }>).reason?.errors
  const reasonId = `${id}-reden`
  return (
    <section className="ts-stack ts-review-decision" aria-labelledby={`${id}-kop`}>
      <h2 id={`${id}-kop`} className="utrecht-heading-2">
        Besluit
      </h2>
      <Form method="post" className="ts-form" {...getFormProps(form)}>
        <HoneypotField />
        {version ? <input type="hidden" name="version" value={version} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />
        <p className="utrecht-paragraph">{explanation}</p>
        <div className="ts-field">
          <label className="ts-field__label" htmlFor={reasonId}>
            Reden van afwijzing (verplicht bij afwijzen)
          </label>
          <textarea
            id={reasonId}
            name="reason"
            rows={4}
            maxLength={1000}
            className="utrecht-textbox ts-field__control"
            aria-invalid={reasonErrors?.length ? true : undefined}
            aria-describedby={reasonErrors?.length ? `${reasonId}-error` : undefined}
          />
          <ErrorList id={`${reasonId}-error`} errors={reasonErrors} />
        </div>
        <div className="ts-form__actions">
          <Button type="submit" name="decision" value="approve" formNoValidate disabled={pending}>
            Goedkeuren
          </Button>
          <Button type="submit" name="decision" value="reject" variant="danger-outline" disabled={pending}>
            Afwijzen
          </Button>
        </div>
      </Form>
    </section>
  )
}
