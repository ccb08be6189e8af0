import type { RegistrationDto } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { attendeesCsv, attendeesFileName, attendeesSummary, csvCell, UTF8_BOM } from './attendees'

const row = (fields: Partial<RegistrationDto> = {}): RegistrationDto => ({
  documentId: 'r1',
  state: 'confirmed',
  waitingPosition: null,
  createdAt: '2026-11-20T09:30:00.000Z',
  firstName: 'Sanne',
  lastName: 'de Vries',
  email: null,
  phone: null,
  answer: null,
  ...fields,
})

describe("the organiser's attendee list", () => {
  it('writes UTF-8 with a byte order mark, ; between cells and CRLF between rows, with only what was shared', () => {
    const csv = attendeesCsv(
      [
        row({ email: 'sanne@example.nl', answer: 'Alles over "zero trust"; en meer' }),
        row({ documentId: 'r2', state: 'waiting', waitingPosition: 1, firstName: 'Jörg', lastName: 'Ünal', phone: '0612345678' }),
      ],
      { question: 'Wat wil je leren?', formatDate: () => '20 november 2026, 10:30' },
    )
    expect(csv.startsWith(UTF8_BOM)).toBe(true)
    const lines = csv.slice(1).split('\r\n')
    expect(lines[0]).toBe(
      'Status;Plek op wachtlijst;Voornaam;Achternaam;Aangemeld op;E-mailadres;Telefoonnummer;Antwoord: Wat wil je leren?',
    )
    expect(lines[1]).toBe('Aangemeld;;Sanne;de Vries;20 november 2026, 10:30;sanne@example.nl;;"Alles over ""zero trust""; en meer"')
    expect(lines[2]).toBe('Wachtlijst;1;Jörg;Ünal;20 november 2026, 10:30;;0612345678;')
    expect(lines[3]).toBe('')
    // Bytes: the mark is EF BB BF, the umlauts are UTF-8.
    const bytes = new TextEncoder().encode(csv)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('leaves the answer column out when the event asks nothing', () => {
    const [header] = attendeesCsv([row()], { question: null, formatDate: (iso) => iso })
      .slice(1)
      .split('\r\n')
    expect(header).not.toContain('Antwoord')
  })

  it('makes what a spreadsheet would run as a formula plain text (CSV injection)', () => {
    for (const attack of ['=HYPERLINK("https://evil.example")', '+31 6', '-1+1', '@SUM(A1)', '\t=1']) {
      expect(csvCell(attack).replace(/^"/, '').startsWith("'")).toBe(true)
    }
    expect(csvCell('Sanne')).toBe('Sanne')
    expect(csvCell('regel 1\nregel 2')).toBe('"regel 1\nregel 2"')
  })

  // Spreadsheets read the full-width ＝ ＋ － ＠ (what a Japanese or Chinese keyboard types) as the
  // ASCII ones; the value itself stays as the attendee typed it, only the guard's ' goes in front.
  it.each(['＝1+1', '＋31 6', '－1+1', '＠SUM(A1)'])('makes the full-width formula start %s plain text as typed', (attack) => {
    expect(csvCell(attack)).toBe(`'${attack}`)
  })

  it('guards the other compatibility forms of a formula start too, and never lets a combining mark hide one', () => {
    // Small (﹦ ﹢ ﹣ ﹫) and superscript (⁼ ⁺) forms; '=' with a combining slash composes to '≠'
    // under NFKC but is still '=' first to a spreadsheet.
    for (const attack of ['\uFE66HYPERLINK("x")', '\uFE621', '\uFE631', '\uFE6BSUM(A1)', '\u207C1', '\u207A1', '=\u0338HYPERLINK("x")']) {
      expect(
        csvCell(attack)
          .replace(/^"/, '')
          .startsWith(`'${attack.slice(0, 1)}`),
        attack,
      ).toBe(true)
    }
    for (const plain of ['Ｓａｎｎｅ', '≠ gelijk', '½ dag']) expect(csvCell(plain)).toBe(plain)
  })

  it('sums up the places and the waiting list', () => {
    expect(attendeesSummary([row(), row(), row({ state: 'waiting' })], 40)).toBe('2 van 40 plekken bezet, 1 op de wachtlijst')
    expect(attendeesSummary([row()], null)).toBe('1 aangemeld (geen maximum)')
  })

  it('names the file after the event, with nothing that could break the header', () => {
    expect(attendeesFileName('meetup-security-ab12')).toBe('aanmeldingen-meetup-security-ab12.csv')
    expect(attendeesFileName('"; x=1\r\n')).toBe('aanmeldingen-x1.csv')
  })
})
