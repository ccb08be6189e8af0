import type { ListOfErrors } from '~/components/forms'
import { FileInput } from '~/components/ui/file-input'

/** A picture chosen for the upload pipeline (image-upload.server.ts): a file input with preview. */
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
  return (
    <FileInput
      id={id}
      name={name}
      label={label}
      errors={errors}
      help={lost ? 'Kies de afbeelding opnieuw: die is niet bewaard.' : undefined}
    />
  )
}
