import { parse, useForm, type Submission, type SubmissionResult } from '@conform-to/react'
import { useNavigation } from 'react-router'
import type { z } from 'zod'
import { useRef, useState } from 'react'
import type { BrowserSchema, FormSchema as Schema } from './in-browser'
import { useFocusOnArrival, type Refusal } from './use-focus-on-arrival'

/** The field name conform posts its intents under (a field's validation on blur, …). */
const CONFORM_INTENT = '__intent__'

/** A submission the browser does not judge (`error: null`): conform sends it on, the server validates it. */
function sentAsIs(formData: FormData): Submission<never> {
  return parse<never, string[]>(formData, { resolve: () => ({ error: null }) })
}
type Input<S extends Schema> = z.input<S> & Record<string, unknown>
type UseFormOptions<S extends Schema> = Parameters<typeof useForm<Input<S>, z.output<S>, string[]>>[0]

export type ConformFormOptions<S extends Schema> = Omit<
  UseFormOptions<S>,
  'id' | 'lastResult' | 'constraint' | 'onValidate' | 'defaultValue'
> & {
  /**
   * The form the navigation was for (login, registration, profile edit, a delete confirmation
   * opened by its link …): the cursor goes to it after a client-side navigation. Not for a form
   * that is part of another page (an enter on a call, a review decision). Every form, this one or
   * not, puts the cursor on its errors after a reply with errors (use-focus-on-arrival.ts).
   */
  focusOnArrival?: boolean
  id: string
  /** The fields' first values (booleans and lists as well as strings). */
  defaultValue?: Record<string, unknown> | null
  /** Validates in the browser too (and sets the constraint attributes), `inBrowser(Schema)`; without it, the server alone validates. */
  schema?: BrowserSchema<S>
  /** The action's reply; applied once the navigation that brought it is over. */
  lastResult?: SubmissionResult<string[]> | null
  /** Set the schema's constraints as HTML attributes (required, maxlength …); default true. */
  browserConstraints?: boolean
  /** On a page with several forms told apart by `intent`: only this form's submission makes it pending. */
  intent?: string
}

/**
 * The one client hook for a form: conform's `useForm` with the project's defaults (validate a
 * field when it loses focus, then again on every input; the schema's constraints as HTML
 * attributes) and whether the form is being submitted.
 *
 * Without a schema the server alone validates, on submit only: conform would otherwise post the
 * form with its own 'validate' intent on every blur, a request per field that can overtake the
 * button the member then clicks (a 'Overslaan' that arrives as a validation).
 *
 * A button marked `formNoValidate` ('Vorige', 'Goedkeuren') sends the form as it is, as the
 * browser would: conform validates every submission otherwise, so 'Vorige' stayed put while a
 * field of the step held an error. A submission the schema refuses in the browser puts the cursor
 * on the first error, also when that field is the body editor (use-focus-on-arrival.ts).
 */
export function useConformForm<S extends Schema>({
  id,
  schema,
  lastResult,
  intent,
  browserConstraints = true,
  defaultValue,
  focusOnArrival = false,
  ...options
}: ConformFormOptions<S>) {
  const navigation = useNavigation()
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  // The reply is applied once the navigation that brought it is over, and stays applied through
  // later navigations: handing conform (and the focus) `undefined` and then the same reply again
  // reported it twice, and moved the cursor back to its field while the member typed elsewhere.
  const applied = useRef(lastResult)
  if (navigation.state === 'idle') applied.current = lastResult
  const appliedResult = applied.current
  const [form, fields] = useForm<Input<S>, z.output<S>, string[]>({
    id,
    lastResult: appliedResult,
    defaultValue: defaultValue as UseFormOptions<S>['defaultValue'],
    shouldValidate: schema ? 'onBlur' : 'onSubmit',
    shouldRevalidate: schema ? 'onInput' : 'onSubmit',
    ...(schema && browserConstraints ? { constraint: schema.constraint() } : {}),
    ...(schema
      ? {
          onValidate: ({ formData, submitter }) => {
            // Conform's own submitter for a field's validation (`__intent__`) is marked formNoValidate as well.
            if (submitter?.formNoValidate && !formData.has(CONFORM_INTENT)) return sentAsIs(formData)
            const submission = schema.parse(formData)
            if (submission.status === 'error') setRefusal({ focused: document.activeElement })
            return submission
          },
        }
      : {}),
    ...options,
  })
  useFocusOnArrival({ arrival: focusOnArrival, formId: form.id, errorId: form.errorId, result: appliedResult, refusal })
  const pending = navigation.state === 'submitting' && (intent === undefined || navigation.formData?.get('intent') === intent)
  return { form, fields, pending }
}
