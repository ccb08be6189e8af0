// One event as an iCalendar file (RFC 5545): for 'Zet in je agenda' on the site (PUBLISH), and as
// the calendar part of a sign-up's mails (RFC 6047, iTIP): REQUEST puts the event in the member's
// calendar or updates it there, CANCEL takes it out. The UID is the event's own and stable
// (`<documentId>@<site host>`, eventCalendarUid), so every file about an event changes one entry.

export type CalendarEvent = {
  /** Stable and unique: the same event always gets the same UID, so a re-import updates it. */
  uid: string
  title: string
  start: string
  /** Without an end the event lasts an hour. */
  end?: string | null
  description?: string | null
  location?: string | null
  url?: string | null
  /** When the event was last changed (LAST-MODIFIED). */
  updatedAt?: string | null
}

/** The UID of an event's calendar entry, the same in every file about it. */
export const eventCalendarUid = (documentId: string, siteHost: string) => `${documentId}@${siteHost}`

export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL'

/** For REQUEST and CANCEL (a sign-up's mails): who organises and who attends. */
export type CalendarInvitation = { method: 'REQUEST' | 'CANCEL'; organizer: { name: string; email: string }; attendee: string }

const CRLF = '\r\n'
const EPOCH_2020 = Date.UTC(2020, 0, 1)
const MAX_OCTETS = 75

/** TEXT value escaping (RFC 5545 3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '')
}

/** Folds a content line at 75 octets (UTF-8), never inside a character (RFC 5545 3.1). */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder()
  const parts: string[] = []
  let current = ''
  let octets = 0
  let limit = MAX_OCTETS
  for (const char of line) {
    const size = encoder.encode(char).length
    if (octets + size > limit) {
      parts.push(current)
      current = ''
      octets = 0
      // Continuation lines start with a space, which counts towards their 75 octets.
      limit = MAX_OCTETS - 1
    }
    current += char
    octets += size
  }
  parts.push(current)
  return parts.join(`${CRLF} `)
}

/** `20261203T130000Z` */
export function icsUtc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`)
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function buildEventIcs(
  event: CalendarEvent,
  { now = new Date(), productId, invitation }: { now?: Date; productId: string; invitation?: CalendarInvitation },
): string {
  const start = new Date(event.start)
  const parsedEnd = event.end ? new Date(event.end) : undefined
  const end = parsedEnd && !Number.isNaN(parsedEnd.getTime()) && parsedEnd > start ? parsedEnd : new Date(start.getTime() + 60 * 60 * 1000)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${productId}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${invitation?.method ?? 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    // An invitation's later versions replace earlier ones: SEQUENCE grows with each change of the
    // event (seconds since 2020 of its last update: fits SEQUENCE's 32-bit integer until 2088).
    invitation ? `SEQUENCE:${sequenceOf(event.updatedAt, now)}` : undefined,
    `DTSTAMP:${icsUtc(now)}`,
    `DTSTART:${icsUtc(start)}`,
    `DTEND:${icsUtc(end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    event.description ? `DESCRIPTION:${escapeIcsText(event.description)}` : undefined,
    event.location ? `LOCATION:${escapeIcsText(event.location)}` : undefined,
    event.url ? `URL:${event.url}` : undefined,
    event.updatedAt && !Number.isNaN(new Date(event.updatedAt).getTime()) ? `LAST-MODIFIED:${icsUtc(event.updatedAt)}` : undefined,
    ...(invitation
      ? [
          `ORGANIZER;CN=${escapeIcsText(invitation.organizer.name)}:mailto:${invitation.organizer.email}`,
          `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${invitation.method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${invitation.attendee}`,
          `STATUS:${invitation.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
        ]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ].filter((line): line is string => line !== undefined)
  return lines.map(foldIcsLine).join(CRLF) + CRLF
}

function sequenceOf(updatedAt: string | null | undefined, now: Date) {
  const changed = updatedAt ? new Date(updatedAt).getTime() : Number.NaN
  return Math.max(0, Math.floor(((Number.isNaN(changed) ? now.getTime() : changed) - EPOCH_2020) / 1000))
}
