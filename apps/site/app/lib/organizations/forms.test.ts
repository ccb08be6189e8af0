import { parseWithZod } from '@conform-to/zod/v4'
import { MESSAGES, ORGANIZATION_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { arrangeRows, ctaChangeMessage, CtaFormSchema, filledRows, SignUpFormSchema, toSignUpInput } from './forms'

const form = (entries: Record<string, string>) => {
  const data = new FormData()
  for (const [key, value] of Object.entries(entries)) data.append(key, value)
  return data
}

describe('the organisation sign-up form', () => {
  it('sends the website as the CMS names it, never under the honeypot name', () => {
    const submission = parseWithZod(
      form({
        type: 'ORGANIZATION_TYPE_REGULAR',
        name: 'Kanaal Digital',
        email: 'Info@Kanaal.example',
        phoneNumber: '020 123 4567',
        websiteUrl: 'https://kanaal.example',
        chamberOfCommerceNumber: '1234 5678',
        description: 'Apps voor de stad.',
      }),
      { schema: SignUpFormSchema },
    )
    expect(submission.status).toBe('success')
    const input = toSignUpInput(submission.status === 'success' ? submission.value : (undefined as never))
    expect(input).toMatchObject({ website: 'https://kanaal.example', email: 'info@kanaal.example', chamberOfCommerceNumber: '12345678' })
    expect(input).not.toHaveProperty('websiteUrl')
  })

  it('answers in Dutch for an http website and a short KvK number', () => {
    const submission = parseWithZod(form({ websiteUrl: 'http://kanaal.example', chamberOfCommerceNumber: '1234' }), {
      schema: SignUpFormSchema,
    })
    const error = submission.reply().error
    expect(error?.websiteUrl).toEqual([MESSAGES.invalidUrl])
    expect(error?.chamberOfCommerceNumber).toEqual([ORGANIZATION_MESSAGES.chamberOfCommerce])
    expect(error?.type).toEqual([ORGANIZATION_MESSAGES.typeRequired])
  })
})

describe('the call-to-action rows', () => {
  const rows = [
    { text: 'Een', url: 'https://a.example' },
    { text: 'Twee', url: 'https://b.example' },
    { text: 'Drie', url: 'https://c.example' },
  ]

  const texts = (arranged: { rows: { text: string }[] }) => arranged.rows.map((row) => row.text)
  const empty = { text: '', url: '' }

  it('move a row up or down and drop one, ignoring moves off the list', () => {
    expect(texts(arrangeRows(rows, 'up:1'))).toEqual(['Twee', 'Een', 'Drie'])
    expect(texts(arrangeRows(rows, 'down:1'))).toEqual(['Een', 'Drie', 'Twee'])
    expect(arrangeRows(rows, 'up:0')).toEqual({ rows, change: null })
    expect(arrangeRows(rows, 'down:2')).toEqual({ rows, change: null })
    expect(texts(arrangeRows(rows, undefined, '0'))).toEqual(['Twee', 'Drie'])
    expect(filledRows([...rows, { text: '', url: '' }])).toHaveLength(3)
  })

  it('says what changed: the moved row at its place among the filled ones, a removal as a removal', () => {
    // The rows as posted: the empty ones too (a row left empty in between, the unused ones at the end).
    const posted = [rows[0]!, empty, rows[1]!, rows[2]!, empty]
    expect(arrangeRows(posted, 'down:2')).toEqual({
      rows: [rows[0], rows[2], rows[1]],
      change: { kind: 'moved', label: 'Twee', direction: 'down', position: 3, count: 3 },
    })
    expect(arrangeRows(posted, 'up:3').change).toEqual({ kind: 'moved', label: 'Drie', direction: 'up', position: 2, count: 3 })
    expect(arrangeRows(posted, undefined, '2')).toEqual({
      rows: [rows[0], rows[2]],
      change: { kind: 'removed', label: 'Twee', position: 2, count: 2 },
    })
    // A row with a link only is named by its link; an empty row is not removed.
    expect(arrangeRows([{ text: '', url: 'https://d.example' }], undefined, '0').change).toMatchObject({ label: 'https://d.example' })
    expect(arrangeRows(posted, undefined, '1')).toEqual({ rows: filledRows(posted), change: null })

    expect(ctaChangeMessage({ kind: 'moved', label: 'Twee', direction: 'down', position: 3, count: 3 })).toBe(
      '‘Twee’ staat nu op plaats 3 van 3. Sla de knoppen op om de wijziging te bewaren.',
    )
    expect(ctaChangeMessage({ kind: 'removed', label: 'Twee', position: 2, count: 2 })).toBe(
      '‘Twee’ is verwijderd. Sla de knoppen op om de wijziging te bewaren.',
    )
  })

  it('checks filled rows only, each message at its own row', () => {
    const submission = parseWithZod(
      form({ intent: 'callToActions', 'rows[0].text': '', 'rows[0].url': '', 'rows[1].text': 'Kijk', 'rows[1].url': 'http://b.example' }),
      { schema: CtaFormSchema },
    )
    expect(submission.reply().error).toEqual({ 'rows[1].url': [MESSAGES.invalidUrl] })
    const move = parseWithZod(form({ intent: 'callToActions', 'rows[0].text': 'Kijk', move: 'down:0' }), { schema: CtaFormSchema })
    expect(move.status).toBe('success')
  })
})
