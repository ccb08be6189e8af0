import { parseWithZod } from '@conform-to/zod/v4'
import { MESSAGES, ORGANIZATION_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { arrangeRows, CtaFormSchema, filledRows, SignUpFormSchema, toSignUpInput } from './forms'

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

  it('move a row up or down and drop one, ignoring moves off the list', () => {
    expect(arrangeRows(rows, 'up:1').map((row) => row.text)).toEqual(['Twee', 'Een', 'Drie'])
    expect(arrangeRows(rows, 'down:1').map((row) => row.text)).toEqual(['Een', 'Drie', 'Twee'])
    expect(arrangeRows(rows, 'up:0')).toEqual(rows)
    expect(arrangeRows(rows, 'down:2')).toEqual(rows)
    expect(arrangeRows(rows, undefined, '0').map((row) => row.text)).toEqual(['Twee', 'Drie'])
    expect(filledRows([...rows, { text: '', url: '' }])).toHaveLength(3)
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
