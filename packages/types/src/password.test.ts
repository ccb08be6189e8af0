import { describe, expect, it } from 'vitest'
import { MESSAGES } from './messages.js'
import { PasswordAndConfirmSchema, PasswordSchema, passwordProblems } from './password.js'

describe('password rule', () => {
  it('accepts a password that meets every rule', () => {
    expect(PasswordSchema.safeParse('Talent!2026').success).toBe(true)
  })

  it('rejects 9 characters even when every class is present', () => {
    expect(passwordProblems('Tal!2026x')).toEqual([MESSAGES.passwordTooShort])
  })

  it('accepts exactly 10 characters', () => {
    expect(passwordProblems('Tal!2026xy')).toEqual([])
  })

  it('names each missing class', () => {
    expect(passwordProblems('talent!2026')).toEqual([MESSAGES.passwordNeedsUpper])
    expect(passwordProblems('TALENT!2026')).toEqual([MESSAGES.passwordNeedsLower])
    expect(passwordProblems('Talent!talent')).toEqual([MESSAGES.passwordNeedsDigit])
    expect(passwordProblems('Talent2026ab')).toEqual([MESSAGES.passwordNeedsSpecial])
  })

  it('counts bytes, not characters, against the bcrypt limit of 72', () => {
    const base = 'Aa1!'
    expect(passwordProblems(base + 'x'.repeat(68))).toEqual([])
    expect(passwordProblems(base + 'x'.repeat(69))).toEqual([MESSAGES.passwordTooLong])
    // 'é' takes two bytes in UTF-8: 4 + 34 × 2 = 72 bytes is fine, one more is not.
    expect(passwordProblems(base + 'é'.repeat(34))).toEqual([])
    expect(passwordProblems(base + 'é'.repeat(34) + 'x')).toEqual([MESSAGES.passwordTooLong])
  })

  it('treats a space as neither a letter nor a special character', () => {
    expect(passwordProblems('Talent 2026ab')).toEqual([MESSAGES.passwordNeedsSpecial])
  })

  it('requires the repeat to match', () => {
    const result = PasswordAndConfirmSchema.safeParse({ password: 'Talent!2026', confirmPassword: 'Talent!2027' })
    expect(result.success).toBe(false)
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch })])
  })
})
