import { UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '@talentstad/types'
import { ErrorList, type ListOfErrors } from '~/components/forms'

/** A picture chosen for the upload pipeline (image-upload.server.ts): its label, the format hint and the Dutch errors. */
export function ImageField({
  id,
  name,
  label,
  errors,
  lost,
}: {
  id: string
  name: string
  label: string
  errors?: ListOfErrors
  lost?: boolean
}) {
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <div className="ts-field">
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-help`} className="ts-field__help">
        {UPLOAD_MESSAGES.hint}
        {lost ? ' Kies de afbeelding opnieuw: die is niet bewaard.' : null}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="ts-field__control ts-file-input"
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-help`, invalid && `${id}-error`].filter(Boolean).join(' ')}
      />
      <ErrorList id={`${id}-error`} errors={errors} />
    </div>
  )
}
