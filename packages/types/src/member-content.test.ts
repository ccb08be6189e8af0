import { describe, expect, it } from 'vitest'
import { BodySchema } from './body-blocks.js'
import { EnterInputSchema } from './enters.js'
import { ContentInputSchema } from './member-content.js'
import { ReviewDecisionSchema } from './review.js'
import { MESSAGES } from './messages.js'

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] })
const base = {
  type: 'CONTENT_TYPE_CALL_UP',
  audiences: ['AUDIENCE_STUDENT'],
  title: 'Testers gezocht',
  body: [paragraph('Wie test mijn app?')],
}

describe('the body (blocks the editor offers, nothing else)', () => {
  it('accepts paragraphs, headings 2 and 3, lists and http(s)/mailto links', () => {
    const body = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Wat' }] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Zie ', bold: true },
          { type: 'link', url: 'https://example.nl', children: [{ type: 'text', text: 'hier' }] },
        ],
      },
      { type: 'list', format: 'unordered', children: [{ type: 'list-item', children: [{ type: 'text', text: 'een' }] }] },
    ]
    expect(BodySchema.safeParse(body).success).toBe(true)
  })

  it('refuses javascript: links, images, code, unknown keys and an empty text', () => {
    const link = { type: 'paragraph', children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ type: 'text', text: 'x' }] }] }
    expect(BodySchema.safeParse([link]).success).toBe(false)
    expect(BodySchema.safeParse([{ type: 'image', image: { url: '/x.png' }, children: [] }]).success).toBe(false)
    expect(BodySchema.safeParse([{ type: 'code', children: [{ type: 'text', text: 'x' }] }]).success).toBe(false)
    expect(BodySchema.safeParse([{ ...paragraph('x'), html: '<b>' }]).success).toBe(false)
    expect(BodySchema.safeParse([paragraph('   ')]).success).toBe(false)
  })
})

describe('the content form', () => {
  it('lets a member without an organisation post calls only', () => {
    expect(ContentInputSchema.safeParse(base).success).toBe(true)
    const news = ContentInputSchema.safeParse({ ...base, type: 'CONTENT_TYPE_NEWS' })
    expect(news.success).toBe(false)
    expect(ContentInputSchema.safeParse({ ...base, type: 'CONTENT_TYPE_NEWS', organization: 'abcdefghijklmnopqrstuvwx' }).success).toBe(
      true,
    )
  })

  it('wants an https external link and an event start before its end', () => {
    expect(ContentInputSchema.safeParse({ ...base, externalUrl: 'http://example.nl' }).error?.issues[0]?.message).toBe(MESSAGES.invalidUrl)
    expect(ContentInputSchema.safeParse({ ...base, externalUrl: '' }).success).toBe(true)
    const event = { ...base, type: 'CONTENT_TYPE_EVENT', organization: 'abcdefghijklmnopqrstuvwx' }
    expect(ContentInputSchema.safeParse(event).success).toBe(false)
    expect(ContentInputSchema.safeParse({ ...event, startDate: '2027-03-01T10:00', endDate: '2027-03-01T09:00' }).success).toBe(false)
    expect(ContentInputSchema.safeParse({ ...event, startDate: '2027-03-01T10:00', endDate: '2027-03-01T17:00' }).success).toBe(true)
  })
})

describe('enter and review', () => {
  it('takes optional, valid contact details', () => {
    expect(EnterInputSchema.parse({ sharedPhone: '', sharedLinkedIn: '', message: '' })).toEqual({
      sharedPhone: null,
      sharedLinkedIn: null,
      message: null,
    })
    expect(EnterInputSchema.safeParse({ sharedPhone: 'bel me' }).success).toBe(false)
    expect(EnterInputSchema.safeParse({ sharedLinkedIn: 'https://evil.example/in/x' }).success).toBe(false)
  })

  it('wants a reason to reject', () => {
    expect(ReviewDecisionSchema.safeParse({ decision: 'reject', reason: ' ' }).error?.issues[0]?.message).toBe(
      MESSAGES.rejectReasonRequired,
    )
    expect(ReviewDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true)
  })
})
