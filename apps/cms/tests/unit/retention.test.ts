import { describe, expect, it } from 'vitest'
import { DEFAULT_RETENTION_DAYS, registrationRetentionDays } from '../../src/api/registration/services/retention'

// How long after its event a sign-up is kept (REGISTRATION_RETENTION_DAYS, docs/decisions/0054).
describe('registrationRetentionDays', () => {
  it('is about three months when the variable is unset, empty or blank', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(92)
    expect(registrationRetentionDays({})).toBe(92)
    for (const value of ['', ' ', '\t']) expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: value })).toBe(92)
  })

  it('takes a whole number of days from 1 to a hundred years, spaces around it allowed', () => {
    expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: ' 30 ' })).toBe(30)
    expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: '1' })).toBe(1)
    expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: '36500' })).toBe(36_500)
    expect(registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: '007' })).toBe(7)
  })

  it('stops the start-up with a message naming the variable for anything else, never a silent default', () => {
    for (const value of ['0', '-5', '1.5', '3 maanden', '1e3', '36501', '99999999', '0x10', '+7'])
      expect(() => registrationRetentionDays({ REGISTRATION_RETENTION_DAYS: value }), value).toThrow(
        /^REGISTRATION_RETENTION_DAYS must be a whole number of days from 1 to 36500/,
      )
  })
})
