import { CONTACT_LIMITS, CONTACT_TEXT, MESSAGES } from '@talentstad/types'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailCatcher } from './mail-catcher'
import { settle } from './organizations-helpers'
import { startSharedCms, type TestCms } from './strapi'

let cms: TestCms
let mail: MailCatcher

beforeAll(async () => {
  // Behind the site (a proxy) the visitor's IP arrives in X-Forwarded-For; each test uses its own.
  ;({ cms, mail } = await startSharedCms())
})
afterAll(async () => {
  await cms?.stop()
  mail?.stop()
})

let ipCounter = 10
const nextIp = () => `203.0.113.${ipCounter++}`
const TEAM = 'community@talentstad.local'

function send(body: unknown, ip: string) {
  return fetch(`${cms.url}/api/contact-messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  })
}

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Fatima de Vries',
  email: 'fatima@example.nl',
  subject: 'Vraag over aanmelden',
  message: 'Hallo,\n\nHoe meld ik mijn studievereniging aan?',
  website: '',
  ...overrides,
})

describe('POST /api/contact-messages', () => {
  it('e-mails the community team in Dutch, reply-to the sender, with the input escaped in the HTML part', async () => {
    const message = 'Hallo <script>alert("x")</script> & welkom\n\nTweede alinea <b>vet</b>'
    const response = await send(valid({ name: 'Jan <img src=x onerror=alert(1)>', subject: 'Vraag <i>dringend</i>', message }), nextIp())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })

    const mailed = await mail.waitForMessage(TEAM)
    expect(mailed.subject).toBe('Contactformulier Talentstad: Vraag <i>dringend</i>')
    expect((mailed as any).replyTo?.[0]?.address ?? (mailed as any).headers?.['reply-to']).toMatch(/fatima@example\.nl/)
    expect(mailed.text).toContain('Er is een bericht binnengekomen via het contactformulier')
    expect(mailed.text).toContain('<script>alert("x")</script>')
    expect(mailed.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; welkom')
    expect(mailed.html).toContain('Jan &lt;img src=x onerror=alert(1)&gt;')
    expect(mailed.html).toContain('&lt;b&gt;vet&lt;/b&gt;')
    expect(mailed.html).not.toMatch(/<script|<img|<b>|<i>/)
    expect(mailed.html).toContain('lang="nl"')
  })

  it('answers a filled honeypot like a success and sends nothing', async () => {
    const before = (await mail.messages()).length
    const response = await send(valid({ email: 'bot@example.nl', website: 'https://spam.example' }), nextIp())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    // The mail goes out within the request: after the answer, nothing more can come.
    await settle(cms)
    const after = await mail.messages()
    expect(after.length).toBe(before)
  })

  it('answers bad input with 400 and Dutch messages per field in Strapi’s error shape, and sends nothing', async () => {
    const before = (await mail.messages()).length
    const response = await send(
      { name: '   ', email: 'geen-adres', subject: 'x'.repeat(CONTACT_LIMITS.subjectMax + 1), website: '' },
      nextIp(),
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.data).toBeNull()
    expect(body.error).toMatchObject({ status: 400, name: 'ValidationError', message: CONTACT_TEXT.invalid })
    expect(body.error.details.fieldErrors).toEqual({
      name: [MESSAGES.required],
      email: [MESSAGES.invalidEmail],
      subject: [CONTACT_TEXT.subjectTooLong],
      message: [MESSAGES.required],
    })
    const tooLong = await send(valid({ message: 'a'.repeat(CONTACT_LIMITS.messageMax + 1) }), nextIp())
    expect(tooLong.status).toBe(400)
    expect((await tooLong.json()).error.details.fieldErrors).toEqual({ message: [CONTACT_TEXT.messageTooLong] })
    const notJson = await fetch(`${cms.url}/api/contact-messages`, { method: 'POST', headers: { 'x-forwarded-for': nextIp() } })
    expect(notJson.status).toBe(400)
    // The mail goes out within the request: after the answer, nothing more can come.
    await settle(cms)
    expect((await mail.messages()).length).toBe(before)
  })

  it(`allows ${CONTACT_LIMITS.perIp} requests per IP per window; the next gets 429 with a Dutch message, other IPs are not affected`, async () => {
    const ip = nextIp()
    for (let index = 0; index < CONTACT_LIMITS.perIp; index++) {
      // Honeypot submissions count as well, and keep the mailbox quiet.
      expect((await send(valid({ website: 'x' }), ip)).status).toBe(200)
    }
    const limited = await send(valid(), ip)
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe(String(CONTACT_LIMITS.windowMs / 1000))
    const body = await limited.json()
    expect(body.error).toMatchObject({ status: 429, message: CONTACT_TEXT.tooManyRequests })
    expect((await send(valid({ website: 'x' }), nextIp())).status).toBe(200)
  })

  it('uses the team address an editor sets on the contact page', async () => {
    const documents = cms.strapi.documents('api::contact-page.contact-page' as any)
    const page = await documents.findFirst({})
    await documents.update({ documentId: page!.documentId, data: { teamEmail: 'team@gemeente.example' } as any })
    try {
      expect((await send(valid({ subject: 'Naar het nieuwe adres' }), nextIp())).status).toBe(200)
      const mailed = await mail.waitForMessage('team@gemeente.example')
      expect(mailed.subject).toContain('Naar het nieuwe adres')
    } finally {
      await documents.update({ documentId: page!.documentId, data: { teamEmail: TEAM } as any })
    }
  })
})
