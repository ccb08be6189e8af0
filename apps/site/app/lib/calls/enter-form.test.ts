import { parseWithZod } from '@conform-to/zod/v4'
import { PROFILE_MESSAGES, ENTER_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { EnterFormSchema } from './enter-form'

function form(fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.append(name, value)
  return formData
}

describe('the enter form', () => {
  it('sends only the details the member ticked', () => {
    const result = parseWithZod(
      form({
        sharedPhone: '06 12345678',
        sharedLinkedIn: 'https://www.linkedin.com/in/test',
        includeLinkedIn: 'on',
        message: 'Ik help graag',
      }),
      {
        schema: EnterFormSchema,
      },
    )
    expect(result.status === 'success' && result.value).toEqual({
      sharedPhone: null,
      sharedLinkedIn: 'https://www.linkedin.com/in/test',
      message: 'Ik help graag',
    })
  })

  it('sends nothing when nothing is ticked or filled in (every detail is optional)', () => {
    const result = parseWithZod(form({ sharedPhone: '06 12345678' }), { schema: EnterFormSchema })
    expect(result.status === 'success' && result.value).toEqual({ sharedPhone: null, sharedLinkedIn: null, message: null })
  })

  it('checks a ticked detail and the message length in Dutch', () => {
    const result = parseWithZod(
      form({
        includePhone: 'on',
        sharedPhone: 'bel me',
        includeLinkedIn: 'on',
        sharedLinkedIn: 'https://evil.example/in/x',
        message: 'x'.repeat(2001),
      }),
      {
        schema: EnterFormSchema,
      },
    ).reply()
    expect(result.error).toMatchObject({
      sharedPhone: [PROFILE_MESSAGES.invalidPhone],
      sharedLinkedIn: [PROFILE_MESSAGES.invalidLinkedIn],
      message: [ENTER_MESSAGES.messageTooLong],
    })
  })
})
