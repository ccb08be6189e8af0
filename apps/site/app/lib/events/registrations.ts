import type { MyRegistrationDto, RegistrationState } from '@talentstad/types'
import { z } from 'zod'
import { contentPath } from '../content/paths'
import { formatEventDate } from '../dates'

/** The member's own sign-ups for events (issue 31), as /profiel/evenementen shows them. */

export const MY_EVENTS_MESSAGES = {
  /** The toast after cancelling, here and on the event page. */
  cancelled: 'Je bent afgemeld.',
  /** The CMS found no sign-up of the member for the event (cancelled elsewhere, or never signed up). */
  notSignedUp: 'Je bent niet (meer) aangemeld voor dit evenement.',
  cancelFailed: 'Afmelden is niet gelukt. Probeer het later opnieuw.',
  confirmed: 'Aangemeld',
  waiting: (position: number) => `Wachtlijst, plek ${position}`,
} as const

/** The cancel button of a row: which event (the CMS decides whether the member may). */
export const CancelRegistrationSchema = z.object({ intent: z.literal('cancel'), eventId: z.string() })

export type MyEventView = {
  /** The event's documentId (what the cancel form sends). */
  id: string
  title: string
  href: string
  state: RegistrationState
  /** 'Aangemeld', or 'Wachtlijst, plek 2'. */
  status: string
  /** The start as ISO (for `<time dateTime>`) and in Dutch words, Amsterdam time; null without a start. */
  dateTime: string | null
  date: string | null
  location: string | null
}

const time = (iso: string | null) => {
  const value = iso ? new Date(iso).getTime() : Number.NaN
  return Number.isNaN(value) ? null : value
}

/** When an event is over: its end, else its start; null when it has neither. */
const endOf = (event: MyRegistrationDto['event']) => time(event.endDate) ?? time(event.startDate)

/** Whether the event is over at `now` (its end, or its start when it has no end, has passed); one without dates is not. */
export function isPastEvent(event: MyRegistrationDto['event'], now: Date): boolean {
  const end = endOf(event)
  return end !== null && end <= now.getTime()
}

/**
 * The member's sign-ups in two lists: what is still to come (or going on now) with the soonest
 * first, events without a date last; and what is over, the most recent first.
 */
export function splitRegistrations(registrations: readonly MyRegistrationDto[], now: Date) {
  const upcoming: MyRegistrationDto[] = []
  const past: MyRegistrationDto[] = []
  for (const registration of registrations) (isPastEvent(registration.event, now) ? past : upcoming).push(registration)
  const start = (registration: MyRegistrationDto) => time(registration.event.startDate) ?? Number.POSITIVE_INFINITY
  upcoming.sort((a, b) => start(a) - start(b))
  past.sort((a, b) => endOf(b.event)! - endOf(a.event)!)
  return { upcoming, past }
}

export function toMyEventView(registration: MyRegistrationDto): MyEventView {
  const { event } = registration
  return {
    id: event.documentId,
    title: event.title,
    href: contentPath('CONTENT_TYPE_EVENT', event.slug),
    state: registration.state,
    status: registration.state === 'waiting' ? MY_EVENTS_MESSAGES.waiting(registration.waitingPosition ?? 1) : MY_EVENTS_MESSAGES.confirmed,
    dateTime: event.startDate,
    date: event.startDate ? formatEventDate(event.startDate, event.endDate) || null : null,
    location: event.location || null,
  }
}
