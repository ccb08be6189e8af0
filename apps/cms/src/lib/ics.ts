import { BRAND } from '@talentstad/types'

/**
 * An event as an iCalendar object (RFC 5545) for a mail's calendar part (RFC 6047, iTIP):
 * `REQUEST` puts it in the attendee's calendar or updates it there, `CANCEL` takes it out. The UID
 * is the event's own and stable, so every later mail about the event changes the same entry;
 * SEQUENCE grows with each change of the event (minutes since 2020 of its last update).
 */
export type CalendarEvent = {
  documentId: string
  title: string
  summary?: string | null
  url: string
  location?: string | null
  startDate: string | Date
  endDate?: string | Date | null
  updatedAt?: string | Date | null
}

export type CalendarMethod = 'REQUEST' | 'CANCEL'

const EPOCH_2020 = Date.UTC(2020, 0, 1)
const HOUR = 60 * 60 * 1000

/** 20261203T170000Z */
const utc = (moment: Date) =>
  moment
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z')

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Lines longer than 75 octets folded (RFC 5545 §3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current)
      current = ''
      octets = 0
    }
    current += character
    octets += size
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The UID of an event's calendar entry: the same in every mail about it. */
export const calendarUid = (documentId: string, host: string) => `${documentId}@${host}`

export function eventCalendar(
  event: CalendarEvent,
  method: CalendarMethod,
  { host, attendee, organizerEmail, now = new Date() }: { host: string; attendee: string; organizerEmail: string; now?: Date },
): string {
  const start = new Date(event.startDate)
  const end = event.endDate ? new Date(event.endDate) : new Date(start.getTime() + 2 * HOUR)
  const sequence = Math.max(0, Math.floor((new Date(event.updatedAt ?? now).getTime() - EPOCH_2020) / 60_000))
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${BRAND.name}//Evenementen//NL`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${calendarUid(event.documentId, host)}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${text(event.title)}`,
    ...(event.summary ? [`DESCRIPTION:${text(`${event.summary}\n\n${event.url}`)}`] : [`DESCRIPTION:${text(event.url)}`]),
    ...(event.location ? [`LOCATION:${text(event.location)}`] : []),
    `URL:${event.url}`,
    `ORGANIZER;CN=${text(BRAND.name)}:mailto:${organizerEmail}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=${method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'};RSVP=FALSE:mailto:${attendee}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
