import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { useSteadyUnderPointer } from '~/lib/forms/steady-under-pointer'
import { HONEYPOT_FIELD } from '~/lib/forms/honeypot'

/**
 * Form fields for conform + zod forms. Each field links its label, its help text and its Dutch
 * errors to the control (`aria-invalid`, `aria-describedby`), so a screen reader announces what is
 * wrong. Pass conform's `getInputProps(fields.x, { type })` / `getTextareaProps(fields.x)` as
 * `inputProps` and `fields.x.errors` as `errors`.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const current = errors?.filter((message): message is string => Boolean(message)) ?? []
  // An error that appears as a field loses focus to a mouse press waits for the click (steady-under-pointer.ts).
  const messages = useSteadyUnderPointer(current, current.join('\n'))
  if (!messages.length) return null
  return (
    <ul id={id} className="ts-field__errors">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  )
}

function describedBy(...ids: Array<string | false | undefined>) {
  const value = ids.filter(Boolean).join(' ')
  return value || undefined
}

/** The ids and ARIA wiring every field shares: label target, help text, error list. */
export function useFieldWiring(props: { id?: string }, help: ReactNode, errors: ListOfErrors) {
  const fallbackId = useId()
  const id = props.id ?? fallbackId
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const invalid = Boolean(errors?.some(Boolean))
  return {
    id,
    errorId,
    helpId,
    control: {
      id,
      'aria-invalid': invalid || undefined,
      'aria-describedby': describedBy(help ? helpId : undefined, invalid && errorId),
    },
  }
}

/** A field's label and its help text (linked by `useFieldWiring`'s `helpId`). */
export function FieldHeader({ label, help, htmlFor, helpId }: { label: ReactNode; help?: ReactNode; htmlFor: string; helpId: string }) {
  return (
    <>
      <label className="ts-field__label" htmlFor={htmlFor}>
        {label}
      </label>
      {help ? (
        <p id={helpId} className="ts-field__help">
          {help}
        </p>
      ) : null}
    </>
  )
}

type FieldProps = {
  label: ReactNode
  help?: ReactNode
  errors?: ListOfErrors
  className?: string
}

export function Field({
  label,
  help,
  errors,
  className,
  inputProps,
}: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null } }) {
  const { key, ...props } = inputProps
  const { id, errorId, helpId, control } = useFieldWiring(props, help, errors)
  return (
    <div className={['ts-field', className].filter(Boolean).join(' ')}>
      <FieldHeader label={label} help={help} htmlFor={id} helpId={helpId} />
      <input key={key ?? undefined} {...props} {...control} className="utrecht-textbox ts-field__control" />
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export function TextareaField({
  label,
  help,
  errors,
  className,
  textareaProps,
}: FieldProps & { textareaProps: TextareaHTMLAttributes<HTMLTextAreaElement> & { key?: string | null } }) {
  const { key, ...props } = textareaProps
  const { id, errorId, helpId, control } = useFieldWiring(props, help, errors)
  return (
    <div className={['ts-field', className].filter(Boolean).join(' ')}>
      <FieldHeader label={label} help={help} htmlFor={id} helpId={helpId} />
      <textarea key={key ?? undefined} rows={6} {...props} {...control} className="utrecht-textbox ts-field__control" />
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export function CheckboxField({
  label,
  errors,
  className,
  inputProps,
}: FieldProps & { inputProps: InputHTMLAttributes<HTMLInputElement> & { key?: string | null } }) {
  const { key, ...props } = inputProps
  const { id, errorId, control } = useFieldWiring(props, undefined, errors)
  return (
    <div className={['ts-field ts-field--checkbox', className].filter(Boolean).join(' ')}>
      <input key={key ?? undefined} {...props} {...control} type="checkbox" />
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

export type RadioOption = { value: string; label: ReactNode }

/** A group of radio buttons in a fieldset whose legend names the question. */
export function RadioGroupField({
  legend,
  help,
  name,
  options,
  defaultValue,
  errors,
  errorId,
}: {
  legend: ReactNode
  /** A sentence under the question (linked to the group like its errors). */
  help?: ReactNode
  name: string
  options: RadioOption[]
  defaultValue?: string
  errors?: ListOfErrors
  errorId: string
}) {
  const invalid = Boolean(errors?.some(Boolean))
  const helpId = `${errorId}-help`
  const describedBy = [help ? helpId : null, invalid ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset className="ts-field ts-fieldset" aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend className="ts-field__label">{legend}</legend>
      {help ? (
        <p id={helpId} className="ts-field__help">
          {help}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="ts-radio">
          <input type="radio" name={name} value={option.value} defaultChecked={defaultValue === option.value} />
          {option.label}
        </label>
      ))}
      <ErrorList id={errorId} errors={errors} />
    </fieldset>
  )
}

/** Errors that belong to the whole form (e.g. 'Het e-mailadres of wachtwoord is onjuist.'). */
export function FormErrors({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const current = errors?.filter((message): message is string => Boolean(message)) ?? []
  // Like a field's errors: the summary does not appear between a mouse press and its click.
  const messages = useSteadyUnderPointer(current, current.join('\n'))
  if (!messages.length) return null
  return (
    // tabIndex -1: the cursor can be put here when the page opens with errors (use-focus-on-arrival.ts).
    <Notice kind="error" id={id} className="ts-form-errors" role="alert" focusable>
      <ErrorList errors={messages} />
    </Notice>
  )
}

export function HoneypotField() {
  return (
    <div className="ts-honeypot" aria-hidden="true">
      <label htmlFor="ts-honeypot-input">Laat dit veld leeg</label>
      <input id="ts-honeypot-input" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}

export function SubmitButton({ pending, children }: { pending?: boolean; children: ReactNode }) {
  return (
    <Button type="submit" aria-disabled={pending || undefined} disabled={pending}>
      {children}
    </Button>
  )
}
