import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { CONTACT_TEXT, MESSAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { requestContext } from '~/../server/request-context.js'
import { createCmsClient } from '~/lib/cms/cms.server'
import { CONTACT_UNAVAILABLE_MESSAGE, sendContactMessage } from './contact.server'

// A local HTTP server that answers like the CMS's POST /api/contact-messages.
let server: Server
let baseUrl: string
let answer: { status: number; body: unknown } = { status: 200, body: { ok: true } }
const received: Array<{ body: unknown; forwardedFor: string | undefined }> = []

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      received.push({ body: JSON.parse(raw || 'null'), forwardedFor: request.headers['x-forwarded-for'] as string | undefined })
      response.statusCode = answer.status
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(answer.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const message = { name: 'Fatima', email: 'fatima@example.nl', subject: 'Vraag', message: 'Hallo', website: '' }

describe('sendContactMessage', () => {
  it('posts the message with the visitor IP (from the request context) and reports it sent', async () => {
    answer = { status: 200, body: { ok: true } }
    const send = () => sendContactMessage(message, { fetcher: createCmsClient({ baseUrl }) })
    expect(await requestContext.run({ requestId: 'contact-test-1', clientIp: '203.0.113.7' }, send)).toEqual({ kind: 'sent' })
    expect(received.at(-1)).toEqual({ body: message, forwardedFor: '203.0.113.7' })
  })

  it('passes on the CMS’s Dutch message when the visitor sent too many', async () => {
    answer = {
      status: 429,
      body: { data: null, error: { status: 429, name: 'RateLimitError', message: CONTACT_TEXT.tooManyRequests, details: {} } },
    }
    expect(await sendContactMessage(message, { fetcher: createCmsClient({ baseUrl }) })).toEqual({
      kind: 'too-many',
      message: CONTACT_TEXT.tooManyRequests,
    })
  })

  it('turns the CMS’s field errors into field errors', async () => {
    answer = {
      status: 400,
      body: {
        data: null,
        error: {
          status: 400,
          name: 'ValidationError',
          message: CONTACT_TEXT.invalid,
          details: { fieldErrors: { email: [MESSAGES.invalidEmail] } },
        },
      },
    }
    expect(await sendContactMessage(message, { fetcher: createCmsClient({ baseUrl }) })).toEqual({
      kind: 'invalid',
      fieldErrors: { email: [MESSAGES.invalidEmail] },
    })
  })

  it('says in Dutch that it could not be sent when the CMS fails or is down', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answer = { status: 503, body: { data: null, error: { status: 503, message: MESSAGES.general } } }
    expect(await sendContactMessage(message, { fetcher: createCmsClient({ baseUrl }) })).toEqual({
      kind: 'unavailable',
      message: CONTACT_UNAVAILABLE_MESSAGE,
    })
    expect(await sendContactMessage(message, { fetcher: createCmsClient({ baseUrl: 'http://127.0.0.1:9' }) })).toEqual({
      kind: 'unavailable',
      message: CONTACT_UNAVAILABLE_MESSAGE,
    })
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
