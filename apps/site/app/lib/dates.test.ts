import { describe, expect, it } from 'vitest'
import { formatEventDate } from './dates'

describe('formatEventDate', () => {
  it('writes Dutch dates in Amsterdam time (winter and summer time)', () => {
    expect(formatEventDate('2026-12-03T13:00:00.000Z', '2026-12-03T16:00:00.000Z')).toBe('donderdag 3 december 2026, 14:00 – 17:00')
    expect(formatEventDate('2026-07-01T08:30:00.000Z')).toBe('woensdag 1 juli 2026, 10:30')
  })

  it('names both days when an event spans several', () => {
    expect(formatEventDate('2026-12-05T09:00:00.000Z', '2026-12-06T16:00:00.000Z')).toBe(
      'zaterdag 5 december 2026, 10:00 tot zondag 6 december 2026, 17:00',
    )
  })

  it('ignores a missing or earlier end and an invalid start', () => {
    expect(formatEventDate('2026-12-03T13:00:00.000Z', null)).toBe('donderdag 3 december 2026, 14:00')
    expect(formatEventDate('2026-12-03T13:00:00.000Z', '2026-12-01T13:00:00.000Z')).toBe('donderdag 3 december 2026, 14:00')
    expect(formatEventDate('geen datum')).toBe('')
  })
})
