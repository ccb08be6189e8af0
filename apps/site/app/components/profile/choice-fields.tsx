import type { SelectHTMLAttributes } from 'react'
import { ErrorList, FieldHeader, useFieldWiring, type ListOfErrors } from '~/components/forms'

/**
 * Choice controls the shared forms.tsx lacks, wired by its `useFieldWiring`: a labelled select and a
 * fieldset of checkboxes, each linking its Dutch errors to the control.
 */

export type Choice = { value: string; label: string }

export function SelectField({
  id,
  label,
  help,
  options,
  emptyLabel,
  errors,
  selectProps,
}: {
  id: string
  label: string
  help?: string
  options: Choice[]
  emptyLabel: string
  errors?: ListOfErrors
  selectProps: SelectHTMLAttributes<HTMLSelectElement> & { key?: string | null }
}) {
  const { key, ...props } = selectProps
  const { errorId, helpId, control } = useFieldWiring({ id }, help, errors)
  return (
    <div className="ts-field">
      <FieldHeader label={label} help={help} htmlFor={id} helpId={helpId} />
      <select key={key ?? undefined} {...props} {...control} className="utrecht-select ts-field__control">
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} errors={errors} />
    </div>
  )
}

/** Several checkboxes under one question; `checked` holds the values that start ticked. */
export function CheckboxGroupField({
  id,
  legend,
  name,
  options,
  checked,
  errors,
}: {
  id: string
  legend: string
  name: string
  options: Choice[]
  checked: readonly string[]
  errors?: ListOfErrors
}) {
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <fieldset className="ts-field ts-fieldset" aria-describedby={invalid ? `${id}-error` : undefined}>
      <legend className="ts-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="ts-radio">
          <input type="checkbox" name={name} value={option.value} defaultChecked={checked.includes(option.value)} />
          {option.label}
        </label>
      ))}
      <ErrorList id={`${id}-error`} errors={errors} />
    </fieldset>
  )
}

/** Conform's view of a posted list: absent, one value or several. */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return typeof value === 'string' ? [value] : []
}
