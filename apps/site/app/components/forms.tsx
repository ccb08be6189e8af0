import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react'

/**
 * Form fields for conform + zod forms. Each field links its label, its help text and its Dutch
 * errors to the control (`aria-invalid`, `aria-describedby`), so a screen reader announces what is
 * wrong. Pass conform's `getInputProps(fields.x, { type })` / `getTextareaProps(fields.x)` as
 * `inputProps` and `fields.x.errors` as `errors`.
 */

export type ListOfErrors = Array<string | null | undefined> | null | undefined

export function ErrorList({ id, errors }: { id?: string; errors?: ListOfErrors }) {
  const messages = errors?.filter(Boolean)
  if (!messages?.length) return null
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
  const fallbackId = useId()
  const { key, ...props } = inputProps
  const id = props.id ?? fallbackId
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <div className={['ts-field', className].filter(Boolean).join(' ')}>
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      {help ? (
        <p id={helpId} className="ts-field__help">
          {help}
        </p>
      ) : null}
      <input
        key={key ?? undefined}
        {...props}
        id={id}
        className="utrecht-textbox ts-field__control"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(help ? helpId : undefined, invalid && errorId)}
      />
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
  const fallbackId = useId()
  const { key, ...props } = textareaProps
  const id = props.id ?? fallbackId
  const errorId = `${id}-error`
  const helpId = `${id}-help`
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <div className={['ts-field', className].filter(Boolean).join(' ')}>
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      {help ? (
        <p id={helpId} className="ts-field__help">
          {help}
        </p>
      ) : null}
      <textarea
        key={key ?? undefined}
        rows={6}
        {...props}
        id={id}
        className="utrecht-textbox ts-field__control"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(help ? helpId : undefined, invalid && errorId)}
      />
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
  const fallbackId = useId()
  const { key, ...props } = inputProps
  const id = props.id ?? fallbackId
  const errorId = `${id}-error`
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <div className={['ts-field ts-field--checkbox', className].filter(Boolean).join(' ')}>
      <input
        key={key ?? undefined}
        {...props}
        type="checkbox"
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
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
  name,
  options,
  defaultValue,
  errors,
  errorId,
}: {
  legend: ReactNode
  name: string
  options: RadioOption[]
  defaultValue?: string
  errors?: ListOfErrors
  errorId: string
}) {
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <fieldset className="ts-field ts-fieldset" aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined}>
      <legend className="ts-field__label">{legend}</legend>
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
  const messages = errors?.filter(Boolean)
  if (!messages?.length) return null
  return (
    <div id={id} className="utrecht-alert utrecht-alert--error ts-form-errors" role="alert">
      <ErrorList errors={messages} />
    </div>
  )
}

/**
 * A field people cannot see or reach by keyboard; bots fill it in. A submission with a value here is
 * answered as if it succeeded and then dropped.
 */
export const HONEYPOT_FIELD = 'website'

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
    <button type="submit" className="utrecht-button utrecht-button--primary-action" aria-disabled={pending || undefined} disabled={pending}>
      {children}
    </button>
  )
}
