import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { attendeeMail, type AttendeeMail, type MailEvent } from '../../src/lib/event-mails'
import { renderText } from '../../src/lib/mail'

// A member's mails about a sign-up (issue 31), with the event for their calendar where their
// calendar should change (RFC 6047: REQUEST puts it in, CANCEL takes it out).

const SITE = 'https://talentstad.example'
beforeEach(() => {
  vi.stubEnv('SITE_URL', SITE)
})
afterEach(() => {
  vi.unstubAllEnvs()
})

type User = { email?: string | null; firstName?: string | null; blocked?: boolean | null } | null

/** A Strapi with one account and the mail sender's address (MAIL_FROM). */
const fakeStrapi = (user: User, from = 'Talentstad <noreply@talentstad.example>') =>
  ({
    db: { query: () => ({ findOne: async () => user }) },
    config: { get: (key: string, fallback: unknown) => (key === 'plugin::email.settings.defaultFrom' ? from : fallback) },
  }) as never

const sam = { email: 'sam@example.org', firstName: 'Sam', blocked: false }
const event: MailEvent = {
  documentId: 'ev1',
  title: 'Data & AI meetup',
  slug: 'data-ai meetup',
  summary: 'Een avond over data',
  location: 'Pakhuis, Havendam',
  startDate: '2026-12-03T13:00:00.000Z',
  endDate: '2026-12-03T15:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
}
/** The calendar part as lines (long lines unfolded). */
const calendarLines = (content: string) => content.replace(/\r\n /g, '').split('\r\n')

describe('attendeeMail', () => {
  it('confirms a place with the event for the calendar: its own UID, the organiser, the member as attendee', async () => {
    const message = await attendeeMail(fakeStrapi(sam), 1, event, { kind: 'confirmed' })
    expect(message?.to).toBe('sam@example.org')
    expect(message?.mail.subject).toBe('Je bent aangemeld: Data & AI meetup')
    expect(renderText(message!.mail.blocks)).toContain(
      'Je bent aangemeld voor "Data & AI meetup" op donderdag 3 december om 14:00, Pakhuis, Havendam.',
    )
    expect(message?.mail.blocks).toContainEqual({ link: { label: 'Bekijk het evenement', url: `${SITE}/evenementen/data-ai%20meetup` } })
    expect(message?.mail.calendar?.method).toBe('REQUEST')
    const lines = calendarLines(message!.mail.calendar!.content)
    expect(lines).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'PRODID:-//Talentstad//Evenementen//NL',
        'UID:ev1@talentstad.example',
        'DTSTART:20261203T130000Z',
        'DTEND:20261203T150000Z',
        'SUMMARY:Data & AI meetup',
        `DESCRIPTION:Een avond over data\\n\\n${SITE}/evenementen/data-ai%20meetup`,
        'LOCATION:Pakhuis\\, Havendam',
        'ORGANIZER;CN=Talentstad:mailto:noreply@talentstad.example',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@example.org',
        'STATUS:CONFIRMED',
      ]),
    )
  })

  it('puts nothing in the calendar of a member on the waiting list, and tells them their place on it', async () => {
    const waiting = await attendeeMail(fakeStrapi(sam), 1, event, { kind: 'waiting', position: 3 })
    expect(waiting?.mail.calendar).toBeUndefined()
    expect(waiting?.mail.subject).toBe('Je staat op de wachtlijst: Data & AI meetup')
    expect(renderText(waiting!.mail.blocks)).toContain('Je staat op de wachtlijst, plek 3.')
    const changed = await attendeeMail(fakeStrapi(sam), 1, event, { kind: 'changed', changes: ['het einde'], waiting: true })
    expect(changed?.mail.calendar).toBeUndefined()
    expect(renderText(changed!.mail.blocks)).toContain('Je staat op de wachtlijst voor dit evenement')
    expect(renderText(changed!.mail.blocks)).not.toContain('In de bijlage')
  })

  it('updates the calendar of a member with a place on a move up, a reminder and a change', async () => {
    const kinds: AttendeeMail[] = [
      { kind: 'promoted' },
      { kind: 'reminder' },
      { kind: 'changed', changes: ['Plaats: was Pakhuis, nu Bibliotheek', 'Aantal plekken: was 20, nu 30'], waiting: false },
    ]
    for (const kind of kinds) {
      const message = await attendeeMail(fakeStrapi(sam), 1, event, kind)
      expect(message?.mail.calendar?.method, kind.kind).toBe('REQUEST')
    }
    const changed = await attendeeMail(fakeStrapi(sam), 1, event, kinds[2]!)
    expect(changed?.mail.subject).toBe('Gewijzigd: Data & AI meetup')
    expect(renderText(changed!.mail.blocks)).toContain(
      'Wat er veranderd is:\n- Plaats: was Pakhuis, nu Bibliotheek\n- Aantal plekken: was 20, nu 30',
    )
    expect(renderText(changed!.mail.blocks)).toContain('In de bijlage staat het evenement zoals het nu is, voor je agenda.')
  })

  it('takes the event out of the calendar when the organiser cancels a sign-up or the event is withdrawn', async () => {
    const cancelled = await attendeeMail(fakeStrapi(sam), 1, event, { kind: 'cancelled', reason: 'Dubbel aangemeld' })
    expect(cancelled?.mail.subject).toBe('Je aanmelding is geannuleerd: Data & AI meetup')
    expect(cancelled?.mail.blocks).toContainEqual({ text: 'Reden: Dubbel aangemeld' })
    expect(cancelled?.mail.calendar?.method).toBe('CANCEL')
    expect(calendarLines(cancelled!.mail.calendar!.content)).toEqual(
      expect.arrayContaining([
        'METHOD:CANCEL',
        'ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=DECLINED;RSVP=FALSE:mailto:sam@example.org',
        'STATUS:CANCELLED',
      ]),
    )
    const withdrawn = await attendeeMail(fakeStrapi(sam), 1, event, { kind: 'withdrawn' })
    expect(withdrawn?.mail.subject).toBe('Gaat niet door: Data & AI meetup')
    expect(withdrawn?.mail.calendar?.method).toBe('CANCEL')
  })

  it('mails no blocked or missing account, nor one without an address', async () => {
    expect(await attendeeMail(fakeStrapi({ ...sam, blocked: true }), 1, event, { kind: 'confirmed' })).toBeNull()
    expect(await attendeeMail(fakeStrapi(null), 1, event, { kind: 'confirmed' })).toBeNull()
    expect(await attendeeMail(fakeStrapi({ ...sam, email: null }), 1, event, { kind: 'confirmed' })).toBeNull()
  })

  it('greets a member without a first name, names an event without a place by its date, and takes a bare sender address', async () => {
    const message = await attendeeMail(
      fakeStrapi({ email: 'x@example.org' }, 'events@talentstad.example'),
      1,
      { ...event, location: null, summary: null },
      {
        kind: 'reminder',
      },
    )
    expect(message?.mail.blocks[0]).toEqual({ text: 'Hoi,' })
    expect(renderText(message!.mail.blocks)).toContain('je bent aangemeld voor "Data & AI meetup" op donderdag 3 december om 14:00.')
    const lines = calendarLines(message!.mail.calendar!.content)
    expect(lines).toContain('ORGANIZER;CN=Talentstad:mailto:events@talentstad.example')
    expect(lines).toContain(`DESCRIPTION:${SITE}/evenementen/data-ai%20meetup`)
    expect(lines.some((line) => line.startsWith('LOCATION:'))).toBe(false)
  })
})
