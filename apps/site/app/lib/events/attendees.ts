import { REGISTRATION_ANSWER_MAX, REGISTRATION_MESSAGES, type RegistrationDto } from '@talentstad/types'
import { z } from 'zod'

/**
 * The organiser's list of who signed up for an event (issue 31): the CSV download, and the form
 * that cancels a sign-up on an attendee's behalf with a reason (the attendee is mailed it).
 */

export const ATTENDEES_MESSAGES = {
  cancelled: 'De aanmelding is geannuleerd. De deelnemer krijgt een e-mail met de reden.',
  gone: 'Deze aanmelding bestaat niet (meer).',
} as const

export const CancelForAttendeeSchema = z.object({
  registrationId: z.string().regex(/^[A-Za-z0-9]{1,64}$/),
  reason: z
    .string({ error: REGISTRATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: REGISTRATION_MESSAGES.reasonRequired })
    .max(REGISTRATION_ANSWER_MAX, { error: `Gebruik maximaal ${REGISTRATION_ANSWER_MAX} tekens.` }),
})

/** "Vol"-style line above the list: places taken, and the waiting list. */
export function attendeesSummary(rows: ReadonlyArray<Pick<RegistrationDto, 'state'>>, capacity: number | null): string {
  const confirmed = rows.filter((row) => row.state === 'confirmed').length
  const waiting = rows.length - confirmed
  const places = capacity == null ? `${confirmed} aangemeld (geen maximum)` : `${confirmed} van ${capacity} plekken bezet`
  return waiting > 0 ? `${places}, ${waiting} op de wachtlijst` : places
}

/** What a spreadsheet would start a formula with: =, +, -, @, or a tab or carriage return before one. */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * Whether a spreadsheet would run the text as a formula ("CSV injection"). Spreadsheets also read
 * the full-width ＝ ＋ － ＠ (and the small ﹦ and superscript ⁼ forms) as the ASCII ones, so the
 * first character is judged as NFKC makes it. Only that character: NFKC of the whole text would let
 * a combining mark compose a leading '=' into '≠' and so hide it.
 */
function startsFormula(value: string): boolean {
  const first = String.fromCodePoint(value.codePointAt(0) ?? 0x20)
  return FORMULA_START.test(first.normalize('NFKC'))
}

/**
 * A spreadsheet cell: quoted when it must be, and text that a spreadsheet would run as a formula
 * made plain text with a leading ' (the text itself stays as the attendee typed it).
 */
export function csvCell(value: string): string {
  const plain = startsFormula(value) ? `'${value}` : value
  return /[";\n\r]/.test(plain) ? `"${plain.replaceAll('"', '""')}"` : plain
}

/** The byte order mark that makes spreadsheet software read the file as UTF-8. */
export const UTF8_BOM = '\uFEFF'

/**
 * The attendees as CSV: UTF-8 with a byte order mark, ';' between the cells (what Dutch spreadsheet
 * settings expect), CRLF between rows; only what each attendee chose to share.
 */
export function attendeesCsv(
  rows: ReadonlyArray<RegistrationDto>,
  options: { question: string | null; formatDate: (iso: string) => string },
): string {
  const header = ['Status', 'Plek op wachtlijst', 'Voornaam', 'Achternaam', 'Aangemeld op', 'E-mailadres', 'Telefoonnummer']
  if (options.question) header.push(`Antwoord: ${options.question}`)
  const lines = rows.map((row) => {
    const cells = [
      row.state === 'confirmed' ? 'Aangemeld' : 'Wachtlijst',
      row.waitingPosition == null ? '' : String(row.waitingPosition),
      row.firstName,
      row.lastName,
      options.formatDate(row.createdAt),
      row.email ?? '',
      row.phone ?? '',
    ]
    if (options.question) cells.push(row.answer ?? '')
    return cells
  })
  return UTF8_BOM + [header, ...lines].map((cells) => cells.map(csvCell).join(';')).join('\r\n') + '\r\n'
}

/** The download's file name: the event's slug, safe in a header. */
export const attendeesFileName = (slug: string) => `aanmeldingen-${slug.replace(/[^a-z0-9-]/gi, '').slice(0, 80) || 'evenement'}.csv`
