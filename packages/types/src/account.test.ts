import { describe, expect, it } from 'vitest'
import { ChangePasswordSchema, RegisterSchema, ResetPasswordSchema } from './account.js'
import { MESSAGES } from './messages.js'

const fieldErrors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]))

describe('repeat password (spec 5)', () => {
  it('says the passwords do not match together with the other field errors of register', () => {
    const errors = fieldErrors(
      RegisterSchema.safeParse({
        firstName: '',
        lastName: 'Jansen',
        email: 'geen-adres',
        password: 'kort',
        confirmPassword: 'anders',
        consent: false,
      }),
    )
    expect(errors.confirmPassword).toBe(MESSAGES.passwordsDoNotMatch)
    expect(errors.firstName).toBe(MESSAGES.required)
    expect(errors.email).toBe(MESSAGES.invalidEmail)
    expect(errors.password).toBeDefined()
  })

  it('does the same on reset and change', () => {
    expect(
      fieldErrors(ResetPasswordSchema.safeParse({ token: 'x', password: 'Talent!2026', confirmPassword: 'Talent!2027' })).confirmPassword,
    ).toBe(MESSAGES.passwordsDoNotMatch)
    expect(fieldErrors(ChangePasswordSchema.safeParse({ currentPassword: '', password: 'a', confirmPassword: 'b' })).confirmPassword).toBe(
      MESSAGES.passwordsDoNotMatch,
    )
  })

  it('has no mismatch error when the repeat matches, and passes a valid registration', () => {
    const valid = {
      firstName: 'Sam',
      lastName: 'Jansen',
      email: 'sam@example.nl',
      password: 'Talent!2026',
      confirmPassword: 'Talent!2026',
      typeOfUser: 'TYPE_STUDENT',
      consent: true,
    }
    expect(RegisterSchema.safeParse(valid).success).toBe(true)
    expect(fieldErrors(RegisterSchema.safeParse({ ...valid, firstName: '' })).confirmPassword).toBeUndefined()
  })
})
