import { UPLOAD_ACCEPT, UPLOAD_MESSAGES } from '@talentstad/types'
import { useState, type ReactNode } from 'react'
import { ErrorList, type ListOfErrors } from '~/components/forms'

/**
 * A picture for the upload pipeline (image-upload.server.ts): label, the format hint, the current
 * picture if there is one, a preview of the chosen file (in the browser, before anything is sent)
 * and the Dutch errors, wired to the control. `round` previews it as an avatar.
 */
export function FileInput({
  id,
  name,
  label,
  help,
  errors,
  required,
  current,
  round,
  children,
}: {
  id: string
  name: string
  label: ReactNode
  /** Said before the format hint. */
  help?: ReactNode
  errors?: ListOfErrors
  required?: boolean
  /** The picture that is there now (shown until another is chosen). */
  current?: ReactNode
  round?: boolean
  /** Below the control: e.g. a 'Huidige afbeelding weghalen' checkbox. */
  children?: ReactNode
}) {
  const [preview, setPreview] = useState<string | null>(null)
  const invalid = Boolean(errors?.some(Boolean))
  return (
    <div className={['ts-field', round && 'ts-file-input--round'].filter(Boolean).join(' ')}>
      <label className="ts-field__label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-help`} className="ts-field__help">
        {help ? <>{help} </> : null}
        {UPLOAD_MESSAGES.hint}
      </p>
      {preview ? (
        <figure className="ts-file-input__preview">
          <img src={preview} alt="" />
          <figcaption className="ts-field__help">Gekozen afbeelding</figcaption>
        </figure>
      ) : current ? (
        <figure className="ts-file-input__preview">
          {current}
          <figcaption className="ts-field__help">Huidige afbeelding</figcaption>
        </figure>
      ) : null}
      <input
        id={id}
        type="file"
        name={name}
        accept={UPLOAD_ACCEPT}
        required={required}
        className="ts-field__control ts-file-input"
        aria-invalid={invalid || undefined}
        aria-describedby={[`${id}-help`, invalid && `${id}-error`].filter(Boolean).join(' ')}
        onChange={(event) => {
          // A data: address rather than blob:, which the CSP's connect-src would refuse to any tool that reads it back.
          const input = event.currentTarget
          const file = input.files?.[0]
          setPreview(null)
          if (!file || !/^image\/(jpeg|png|webp)$/.test(file.type)) return
          const reader = new FileReader()
          reader.onload = () => {
            // Only the file that is still chosen (a slow read must not replace a later choice).
            if (input.files?.[0] === file && typeof reader.result === 'string') setPreview(reader.result)
          }
          reader.readAsDataURL(file)
        }}
      />
      <ErrorList id={`${id}-error`} errors={errors} />
      {children}
    </div>
  )
}
