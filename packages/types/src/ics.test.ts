import { describe, expect, it } from 'vitest'
import { buildEventIcs, escapeIcsText, foldIcsLine, icsUtc } from './ics'

const NOW = new Date('2026-11-21T10:00:00.000Z')

function unfold(ics: string) {
  return ics.replace(/\r\n /g, '')
}

describe('buildEventIcs', () => {
  const ics = buildEventIcs(
    {
      uid: 'abc123@talentstad.example',
      title: 'Hackathon: slim, snel; en \\ veilig',
      start: '2026-12-03T13:00:00.000Z',
      end: '2026-12-03T16:30:00.000Z',
      description: 'Eerste regel\nTweede regel',
      location: 'Stadhuis, Markt 1',
      url: 'https://talentstad.example/evenementen/hackathon',
      updatedAt: '2026-11-20T08:15:00.000Z',
    },
    { now: NOW, productId: '-//Talentstad//Evenementen//NL' },
  )

  it('is a VCALENDAR with one VEVENT, CRLF line ends and a final CRLF', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Talentstad//Evenementen//NL\r\n')).toBe(true)
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('has UID, DTSTAMP and the times in UTC', () => {
    const lines = unfold(ics).split('\r\n')
    expect(lines).toContain('UID:abc123@talentstad.example')
    expect(lines).toContain('DTSTAMP:20261121T100000Z')
    expect(lines).toContain('DTSTART:20261203T130000Z')
    expect(lines).toContain('DTEND:20261203T163000Z')
    expect(lines).toContain('LAST-MODIFIED:20261120T081500Z')
  })

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    const lines = unfold(ics).split('\r\n')
    expect(lines).toContain('SUMMARY:Hackathon: slim\\, snel\\; en \\\\ veilig')
    expect(lines).toContain('DESCRIPTION:Eerste regel\\nTweede regel')
    expect(lines).toContain('LOCATION:Stadhuis\\, Markt 1')
  })

  it('lasts an hour without a (valid) end', () => {
    const noEnd = buildEventIcs({ uid: 'x', title: 'x', start: '2026-12-03T13:00:00.000Z', end: null }, { now: NOW, productId: 'p' })
    expect(noEnd).toContain('DTEND:20261203T140000Z')
    const before = buildEventIcs(
      { uid: 'x', title: 'x', start: '2026-12-03T13:00:00.000Z', end: '2026-12-01T00:00:00.000Z' },
      { now: NOW, productId: 'p' },
    )
    expect(before).toContain('DTEND:20261203T140000Z')
  })

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const long = buildEventIcs(
      { uid: 'x', title: 'é'.repeat(100), start: '2026-12-03T13:00:00.000Z', description: 'ab'.repeat(100) },
      { now: NOW, productId: 'p' },
    )
    for (const line of long.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(unfold(long)).toContain(`SUMMARY:${'é'.repeat(100)}`)
    expect(unfold(long)).toContain(`DESCRIPTION:${'ab'.repeat(100)}`)
    expect(long).not.toContain('\uFFFD')
  })
})

describe('ics helpers', () => {
  it('foldIcsLine leaves short lines alone and starts continuations with a space', () => {
    expect(foldIcsLine('SUMMARY:kort')).toBe('SUMMARY:kort')
    const folded = foldIcsLine('X'.repeat(160))
    expect(folded.split('\r\n').map((line) => line.length)).toEqual([75, 75, 12])
    expect(
      folded
        .split('\r\n')
        .slice(1)
        .every((line) => line.startsWith(' ')),
    ).toBe(true)
  })

  it('escapeIcsText drops control characters', () => {
    expect(escapeIcsText('a\u0007b\r\nc')).toBe('ab\\nc')
  })

  it('icsUtc refuses an invalid date', () => {
    expect(() => icsUtc('geen datum')).toThrow(RangeError)
  })
})

describe('buildEventIcs for a sign-up (iTIP)', () => {
  const event = { uid: 'evt@talentstad.example', title: 'Meetup', start: '2026-12-03T17:00:00.000Z', updatedAt: '2026-11-20T08:15:00.000Z' }
  const invitation = (method: 'REQUEST' | 'CANCEL') =>
    unfold(
      buildEventIcs(event, {
        now: NOW,
        productId: '-//Talentstad//Evenementen//NL',
        invitation: { method, organizer: { name: 'Talentstad', email: 'noreply@talentstad.example' }, attendee: 'lid@talentstad.example' },
      }),
    ).split('\r\n')

  it('puts the event in the calendar with its organiser, the attendee and a sequence that grows with each change', () => {
    const lines = invitation('REQUEST')
    expect(lines).toContain('METHOD:REQUEST')
    expect(lines).toContain('STATUS:CONFIRMED')
    expect(lines).toContain('ORGANIZER;CN=Talentstad:mailto:noreply@talentstad.example')
    expect(lines).toContain('ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:lid@talentstad.example')
    const sequence = Number(lines.find((line) => line.startsWith('SEQUENCE:'))!.slice('SEQUENCE:'.length))
    const later = unfold(
      buildEventIcs(
        { ...event, updatedAt: '2026-11-25T08:15:00.000Z' },
        {
          now: NOW,
          productId: 'x',
          invitation: { method: 'REQUEST', organizer: { name: 'T', email: 'n@t.example' }, attendee: 'l@t.example' },
        },
      ),
    )
    expect(Number(/SEQUENCE:(\d+)/.exec(later)![1])).toBeGreaterThan(sequence)
  })

  it('takes it out with CANCEL, and a public file has none of it', () => {
    const lines = invitation('CANCEL')
    expect(lines).toContain('METHOD:CANCEL')
    expect(lines).toContain('STATUS:CANCELLED')
    expect(lines.some((line) => line.includes('PARTSTAT=DECLINED'))).toBe(true)
    const plain = buildEventIcs(event, { now: NOW, productId: 'x' })
    expect(plain).toContain('METHOD:PUBLISH')
    expect(plain).not.toMatch(/SEQUENCE|ORGANIZER|ATTENDEE|STATUS/)
  })
})
