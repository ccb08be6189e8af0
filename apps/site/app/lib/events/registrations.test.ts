import type { MyRegistrationDto } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { isPastEvent, splitRegistrations, toMyEventView } from './registrations'

const NOW = new Date('2026-06-10T12:00:00Z')

function registration(
  slug: string,
  startDate: string | null,
  endDate: string | null = null,
  extra: Partial<MyRegistrationDto> = {},
): MyRegistrationDto {
  return {
    documentId: `r${slug}`,
    state: 'confirmed',
    waitingPosition: null,
    createdAt: '2026-05-01T10:00:00Z',
    event: { documentId: `e${slug}`, title: `Event ${slug}`, slug, startDate, endDate, location: null },
    ...extra,
  }
}

const slugs = (list: MyRegistrationDto[]) => list.map((item) => item.event.slug)

describe('isPastEvent', () => {
  it('is over once its end has passed, or its start when it has no end', () => {
    expect(isPastEvent(registration('a', '2026-06-10T09:00:00Z', '2026-06-10T11:59:59Z').event, NOW)).toBe(true)
    expect(isPastEvent(registration('a', '2026-06-10T09:00:00Z', '2026-06-10T12:00:00Z').event, NOW)).toBe(true)
    expect(isPastEvent(registration('a', '2026-06-10T11:00:00Z').event, NOW)).toBe(true)
    expect(isPastEvent(registration('a', '2026-06-10T12:00:01Z').event, NOW)).toBe(false)
  })
  it('is not over while it is going on, nor without any date', () => {
    expect(isPastEvent(registration('a', '2026-06-10T09:00:00Z', '2026-06-10T17:00:00Z').event, NOW)).toBe(false)
    expect(isPastEvent(registration('a', null).event, NOW)).toBe(false)
    expect(isPastEvent(registration('a', 'not a date').event, NOW)).toBe(false)
  })
})

describe('splitRegistrations', () => {
  it('puts what is to come first (soonest first, undated last) and what is over after (most recent first)', () => {
    const { upcoming, past } = splitRegistrations(
      [
        registration('later', '2026-07-01T17:00:00Z'),
        registration('undated', null),
        registration('long-ago', '2026-01-05T17:00:00Z', '2026-01-05T19:00:00Z'),
        registration('now', '2026-06-10T09:00:00Z', '2026-06-10T17:00:00Z'),
        registration('last-week', '2026-06-03T17:00:00Z'),
        registration('soon', '2026-06-11T17:00:00Z', '2026-06-11T19:00:00Z'),
      ],
      NOW,
    )
    expect(slugs(upcoming)).toEqual(['now', 'soon', 'later', 'undated'])
    expect(slugs(past)).toEqual(['last-week', 'long-ago'])
  })
  it('leaves the input as it was', () => {
    const input = [registration('b', '2026-07-02T10:00:00Z'), registration('a', '2026-07-01T10:00:00Z')]
    splitRegistrations(input, NOW)
    expect(slugs(input)).toEqual(['b', 'a'])
  })
})

describe('toMyEventView', () => {
  it('links the event, says the state in Dutch and formats the date in Amsterdam time', () => {
    const view = toMyEventView(
      registration('meetup-security', '2026-06-16T17:00:00.000Z', '2026-06-16T19:30:00.000Z', {
        event: {
          documentId: 'evt1',
          title: 'Meetup: security',
          slug: 'meetup-security',
          startDate: '2026-06-16T17:00:00.000Z',
          endDate: '2026-06-16T19:30:00.000Z',
          location: 'De Bibliotheek',
        },
      }),
    )
    expect(view).toEqual({
      id: 'evt1',
      title: 'Meetup: security',
      href: '/evenementen/meetup-security',
      state: 'confirmed',
      status: 'Aangemeld',
      dateTime: '2026-06-16T17:00:00.000Z',
      date: 'dinsdag 16 juni 2026, 19:00 – 21:30',
      location: 'De Bibliotheek',
    })
  })
  it('gives the place on the waiting list, and no date or place when the event has none', () => {
    const view = toMyEventView(registration('x', null, null, { state: 'waiting', waitingPosition: 3 }))
    expect(view).toMatchObject({ state: 'waiting', status: 'Wachtlijst, plek 3', date: null, dateTime: null, location: null })
  })
})
