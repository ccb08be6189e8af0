import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { PASSWORD_MIN_LENGTH } from '@talentstad/types'
import { Field } from './forms'

export const PASSWORD_RULE_HELP = `Minimaal ${PASSWORD_MIN_LENGTH} tekens, met een hoofdletter, een kleine letter, een cijfer en een speciaal teken.`

/** A new password and its repeat (register, reset, change): the rule as help, Dutch errors per field. */
export function NewPasswordFields({
  password,
  confirmPassword,
  label = 'Nieuw wachtwoord',
  repeatLabel = 'Herhaal nieuw wachtwoord',
}: {
  password: FieldMetadata<string>
  confirmPassword: FieldMetadata<string>
  label?: string
  repeatLabel?: string
}) {
  return (
    <>
      <Field
        label={label}
        help={PASSWORD_RULE_HELP}
        inputProps={{ ...getInputProps(password, { type: 'password' }), autoComplete: 'new-password' }}
        errors={password.errors}
      />
      <Field
        label={repeatLabel}
        inputProps={{ ...getInputProps(confirmPassword, { type: 'password' }), autoComplete: 'new-password' }}
        errors={confirmPassword.errors}
      />
    </>
  )
}
