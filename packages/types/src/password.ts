import { z } from 'zod'
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from './constants.js'
import { MESSAGES } from './messages.js'

const utf8Length = (value: string) => new TextEncoder().encode(value).length

/**
 * The password rule of spec section 5: at least 10 characters with an upper-case letter, a
 * lower-case letter, a digit and a special character; at most 72 UTF-8 bytes (bcrypt's limit).
 * Every rule reports its own Dutch message, so a form can list all that are not yet met.
 */
export const PasswordSchema = z
  .string({ error: MESSAGES.required })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .refine((value) => utf8Length(value) <= PASSWORD_MAX_BYTES, { error: MESSAGES.passwordTooLong })
  .refine((value) => /\p{Lu}/u.test(value), { error: MESSAGES.passwordNeedsUpper })
  .refine((value) => /\p{Ll}/u.test(value), { error: MESSAGES.passwordNeedsLower })
  .refine((value) => /\p{Nd}/u.test(value), { error: MESSAGES.passwordNeedsDigit })
  .refine((value) => /[^\p{L}\p{Nd}\s]/u.test(value), { error: MESSAGES.passwordNeedsSpecial })

/** A new password with its repeat; the repeat must match ('Wachtwoorden komen niet overeen'). */
export const PasswordAndConfirmSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string({ error: MESSAGES.required }) })
  .superRefine(({ password, confirmPassword }, ctx) => {
    if (password !== confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch })
    }
  })

export function passwordProblems(value: string): string[] {
  const result = PasswordSchema.safeParse(value)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}
