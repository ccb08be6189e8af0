import { afterEach, describe, expect, it, vi } from 'vitest'
import { escapeHtml } from '../../src/lib/html'
import {
  allSent,
  greeting,
  mailFailureReason,
  mailRetryDelays,
  renderHtml,
  renderText,
  sendMail,
  signOff,
  type Block,
  type Mail,
} from '../../src/lib/mail'

// Every mail of the CMS is blocks, rendered the same way to plain text and to escaped HTML.

afterEach(() => {
  vi.unstubAllEnvs()
})

const blocks: Block[] = [
  greeting('Sam'),
  { text: 'Eerste regel\ntweede regel' },
  { heading: 'Binnenkort' },
  {
    items: [
      { title: 'Data meetup', url: 'https://talentstad.example/evenementen/data-meetup', meta: 'Evenement', reason: 'Omdat je Data volgt' },
      { title: 'Stage', url: 'https://talentstad.example/vacatures/stage', meta: 'Vacature' },
    ],
  },
  { code: '123456' },
  { link: { label: 'Naar de site', url: 'https://talentstad.example/' } },
  signOff,
]

describe('renderText', () => {
  it('writes each block as plain text, a blank line between blocks, headings in capitals and items as a list', () => {
    expect(renderText(blocks)).toBe(
      [
        'Hoi Sam,',
        'Eerste regel\ntweede regel',
        'BINNENKORT',
        '- Data meetup\n  Evenement\n  Omdat je Data volgt\n  https://talentstad.example/evenementen/data-meetup\n\n- Stage\n  Vacature\n  https://talentstad.example/vacatures/stage',
        '123456',
        'Naar de site: https://talentstad.example/',
        'Groet,\nHet team van Talentstad',
      ].join('\n\n'),
    )
  })

  it('greets by first name, or without one', () => {
    expect(greeting('Sam')).toEqual({ text: 'Hoi Sam,' })
    expect(greeting(null)).toEqual({ text: 'Hoi,' })
    expect(greeting('')).toEqual({ text: 'Hoi,' })
    expect(renderText([])).toBe('')
  })
})

describe('renderHtml', () => {
  it('escapes every value from a member: text, titles, addresses and the subject', () => {
    const html = renderHtml('Nieuw: <b>"x"</b>', [
      { text: '<script>alert(1)</script> & "Tom\'s"' },
      { link: { label: 'Klik <hier>', url: 'https://x.example/?a=1&b="2"' } },
      { items: [{ title: '<img src=x>', url: 'javascript:"', meta: 'A & B' }] },
    ])
    expect(html).toContain('<title>Nieuw: &lt;b&gt;&quot;x&quot;&lt;/b&gt;</title>')
    expect(html).toContain('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Tom&#39;s&quot;</p>')
    expect(html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;">Klik &lt;hier&gt;</a>')
    expect(html).toContain('href="javascript:&quot;">&lt;img src=x&gt;</a>')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
  })

  it('keeps line breaks of a text, shows a reason only where there is one, and is Dutch', () => {
    const html = renderHtml('Onderwerp', blocks)
    expect(html.startsWith('<!doctype html>\n<html lang="nl">')).toBe(true)
    expect(html).toContain('<p>Eerste regel<br>tweede regel</p>')
    expect(html).toContain('Groet,<br>Het team van Talentstad')
    expect(html.match(/font-weight:bold">Omdat je Data volgt<\/p>/g)).toHaveLength(1)
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html).toContain('letter-spacing:6px">123456</p>')
  })

  it('escapeHtml replaces the five characters that matter, and only those', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;')
    expect(escapeHtml('Café – ok')).toBe('Café – ok')
  })
})

describe('mailRetryDelays', () => {
  it('is 10 and 20 seconds unless MAIL_RETRY_DELAYS_MS lists other waits; a malformed list is the default', () => {
    vi.stubEnv('MAIL_RETRY_DELAYS_MS', undefined)
    expect(mailRetryDelays()).toEqual([10_000, 20_000])
    vi.stubEnv('MAIL_RETRY_DELAYS_MS', ' 0, 50 ,,200')
    expect(mailRetryDelays()).toEqual([0, 50, 200])
    for (const value of ['x', '-1', '5,abc', '1e999']) {
      vi.stubEnv('MAIL_RETRY_DELAYS_MS', value)
      expect(mailRetryDelays(), value).toEqual([10_000, 20_000])
    }
  })
})

describe('mailFailureReason', () => {
  it('says why without the recipient, any other address or a link token', () => {
    const cause = new Error(
      '550 5.1.1 <sam@example.org>: rejected; cc: other.person@hogeschool.nl; see https://x/?token=abc123&b=1 code=938271',
    )
    expect(mailFailureReason(cause, 'sam@example.org')).toBe(
      '550 5.1.1 <[recipient]>: rejected; cc: [address]; see https://x/?token=[redacted]&b=1 code=[redacted]',
    )
    expect(mailFailureReason('connect ECONNREFUSED 127.0.0.1:1025', 'sam@example.org')).toBe('connect ECONNREFUSED 127.0.0.1:1025')
  })
})

describe('allSent', () => {
  it('waits for every send, then rejects with the first failure in the order given', async () => {
    let slowDone = false
    const later = (ms: number, fail?: string) =>
      new Promise<void>((resolve, reject) => setTimeout(() => (fail ? reject(new Error(fail)) : resolve()), ms))
    const slow = later(30).then(() => {
      slowDone = true
    })
    await expect(allSent([later(0), later(20, 'second'), later(0, 'third'), slow])).rejects.toThrow('second')
    expect(slowDone).toBe(true)
    await expect(allSent([])).resolves.toBeUndefined()
  })
})

describe('sendMail', () => {
  /** An e-mail plugin whose sends fail with these errors first, then succeed. */
  function fakeStrapi(failures: unknown[]) {
    const sent: Array<Record<string, unknown>> = []
    const log = { warn: vi.fn(), info: vi.fn() }
    let attempts = 0
    const send = async (message: Record<string, unknown>) => {
      attempts++
      if (failures.length > 0) throw failures.shift()
      sent.push(message)
    }
    const strapi = { log, plugin: () => ({ service: () => ({ send }) }) }
    return { strapi: strapi as never, sent, log, attempts: () => attempts }
  }
  const mail: Mail = {
    subject: 'Je bent aangemeld',
    blocks: [greeting('Sam'), { text: 'Tot dan.' }],
    messageId: '<id@talentstad.example>',
    headers: { 'List-Unsubscribe': '<https://x>' },
    calendar: { method: 'REQUEST', content: 'BEGIN:VCALENDAR' },
  }

  it('sends the text and HTML parts, headers, id and calendar part as evenement.ics', async () => {
    const fake = fakeStrapi([])
    await sendMail(fake.strapi, 'sam@example.org', mail)
    expect(fake.sent).toEqual([
      {
        to: 'sam@example.org',
        subject: 'Je bent aangemeld',
        text: 'Hoi Sam,\n\nTot dan.',
        html: renderHtml('Je bent aangemeld', mail.blocks),
        headers: { 'List-Unsubscribe': '<https://x>' },
        messageId: '<id@talentstad.example>',
        icalEvent: { method: 'REQUEST', filename: 'evenement.ics', content: 'BEGIN:VCALENDAR' },
      },
    ])
  })

  it('tries again after each wait of MAIL_RETRY_DELAYS_MS, then gives up with a reason without the address', async () => {
    vi.stubEnv('MAIL_RETRY_DELAYS_MS', '0,0')
    const recovered = fakeStrapi([new Error('timeout for sam@example.org')])
    await sendMail(recovered.strapi, 'sam@example.org', { subject: 's', blocks: [] })
    expect(recovered.attempts()).toBe(2)
    expect(recovered.log.warn).toHaveBeenCalledWith('Mail not sent (attempt 1 of 3), next attempt in 0 ms: timeout for [recipient]')
    expect(recovered.log.info).toHaveBeenCalledWith('Mail sent on attempt 2 of 3')

    const down = fakeStrapi([new Error('a'), new Error('b'), new Error('down for sam@example.org')])
    await expect(sendMail(down.strapi, 'sam@example.org', { subject: 's', blocks: [] })).rejects.toThrow(
      'mail not sent after 3 attempts: down for [recipient]',
    )
  })

  it('does not try again after a permanent refusal (SMTP 5xx), nor when the caller shows the failure itself', async () => {
    vi.stubEnv('MAIL_RETRY_DELAYS_MS', '0,0')
    const refused = fakeStrapi([Object.assign(new Error('550 no such mailbox'), { responseCode: 550 })])
    await expect(sendMail(refused.strapi, 'sam@example.org', { subject: 's', blocks: [] })).rejects.toThrow(
      'mail not sent after 1 attempt: 550 no such mailbox',
    )
    expect(refused.attempts()).toBe(1)
    const once = fakeStrapi([Object.assign(new Error('421 try later'), { responseCode: 421 })])
    await expect(sendMail(once.strapi, 'sam@example.org', { subject: 's', blocks: [] }, { retry: false })).rejects.toThrow(
      'mail not sent after 1 attempt',
    )
    expect(once.attempts()).toBe(1)
  })
})
