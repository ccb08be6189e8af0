import { describe, expect, it } from 'vitest'
import { cityClock, cityInstant } from './city-time'

describe('the city clock (Europe/Amsterdam)', () => {
  it('reads date, hour and ISO weekday in winter and in summer time', () => {
    expect(cityClock(new Date('2026-01-05T06:30:00Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 5,
      hour: 7,
      minute: 30,
      second: 0,
      weekday: 1,
      date: '2026-01-05',
    })
    // 23:30 UTC on a Saturday in summer is 01:30 on Sunday in the city.
    expect(cityClock(new Date('2026-07-04T23:30:00Z'))).toMatchObject({ date: '2026-07-05', hour: 1, weekday: 7 })
    // Midnight is hour 0, never 24.
    expect(cityClock(new Date('2026-11-29T23:00:00Z'))).toMatchObject({ date: '2026-11-30', hour: 0 })
  })

  it('turns a wall-clock time into the moment, on both sides of the changes of summer time', () => {
    expect(cityInstant(2026, 1, 5, 7).toISOString()).toBe('2026-01-05T06:00:00.000Z')
    expect(cityInstant(2026, 7, 5, 7, 30).toISOString()).toBe('2026-07-05T05:30:00.000Z')
    // 29 March 2026: 02:00 becomes 03:00; 01:00 is still winter time, 04:00 summer time.
    expect(cityInstant(2026, 3, 29, 1).toISOString()).toBe('2026-03-29T00:00:00.000Z')
    expect(cityInstant(2026, 3, 29, 4).toISOString()).toBe('2026-03-29T02:00:00.000Z')
    // 25 October 2026: 03:00 becomes 02:00 again; 04:00 is winter time.
    expect(cityInstant(2026, 10, 25, 4).toISOString()).toBe('2026-10-25T03:00:00.000Z')
    for (const moment of ['2026-02-01T10:15:00Z', '2026-08-15T21:45:30Z']) {
      const clock = cityClock(new Date(moment))
      expect(cityInstant(clock.year, clock.month, clock.day, clock.hour, clock.minute, clock.second).toISOString()).toBe(
        new Date(moment).toISOString(),
      )
    }
  })
})
