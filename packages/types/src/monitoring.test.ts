import { describe, expect, it } from 'vitest'
import { FILTERED, scrubEvent, scrubString } from './monitoring.js'

describe('scrubString', () => {
  it('removes e-mail addresses, also URL-encoded ones', () => {
    expect(scrubString('Geen account voor student@demo.talentstad.nl')).toBe(`Geen account voor ${FILTERED}`)
    expect(scrubString('/inloggen?email=student%40demo.talentstad.nl')).not.toContain('demo.talentstad')
  })

  it('keeps the names of secret query parameters but not their values', () => {
    expect(scrubString('https://site.nl/activeren?code=123456&pagina=2&token=abc')).toBe(
      `https://site.nl/activeren?code=${FILTERED}&pagina=2&token=${FILTERED}`,
    )
    expect(scrubString('/api/auth/callback?callbackUrl=%2Fprofiel&state=xyz')).toBe(
      `/api/auth/callback?callbackUrl=${FILTERED}&state=${FILTERED}`,
    )
  })

  it('removes JWTs, bearer tokens and invitation tokens in paths', () => {
    expect(scrubString('jwt eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.c2lnbmF0dXJl failed')).toBe(`jwt ${FILTERED} failed`)
    expect(scrubString('Authorization: Bearer sk-abc.def')).toBe(`Authorization: Bearer ${FILTERED}`)
    expect(scrubString('GET /uitnodiging/9f8e7d6c5b?x=1')).toBe(`GET /uitnodiging/${FILTERED}?x=1`)
  })

  it('leaves ordinary text alone', () => {
    expect(scrubString('GET /evenementen/hackathon-2026?pagina=3')).toBe('GET /evenementen/hackathon-2026?pagina=3')
  })
})

describe('scrubEvent', () => {
  const event = {
    event_id: 'abc',
    message: 'Mail naar docent@hogeschool.nl mislukt',
    user: { id: 42, email: 'docent@hogeschool.nl', username: 'docent', ip_address: '10.0.0.1' },
    request: {
      url: 'https://talentstad.nl/wachtwoord-wijzigen?code=secret-code',
      method: 'POST',
      query_string: 'code=secret-code&stap=2',
      cookies: { __session: 's3cr3t' },
      data: { email: 'docent@hogeschool.nl', password: 'Geheim!2026', bio: 'Hallo' },
      headers: {
        Cookie: '__session=s3cr3t; favorites=1',
        Authorization: 'Bearer abc',
        'User-Agent': 'Mozilla/5.0',
        'X-Forwarded-For': '203.0.113.9',
      },
    },
    exception: { values: [{ type: 'Error', value: 'Unknown user piet@example.com' }] },
    breadcrumbs: [
      { category: 'fetch', data: { url: '/api/auth/session?token=t0k3n', method: 'GET' } },
      { category: 'navigation', data: { from: '/uitnodiging/inv1te7ok3n', to: '/profiel' } },
    ],
    contexts: {
      trace: {
        trace_id: '0123456789abcdef0123456789abcdef',
        data: { 'http.request.header.cookie': 'a=b', 'http.request.header.cookie.e2e_private': 'c00kie' },
      },
    },
    extra: { sessionToken: 'xyz', count: 3 },
    spans: [{ description: 'GET http://cms/api/users?filters[email]=a@b.nl', data: { 'url.full': 'http://cms/x?token=1' } }],
    sdkProcessingMetadata: { keep: true },
  }

  it('keeps only the user id', () => {
    expect(scrubEvent(event).user).toEqual({ id: '42' })
    expect(scrubEvent({ user: { email: 'a@b.nl' } })).not.toHaveProperty('user')
  })

  it('drops cookies, bodies and credential headers; keeps what helps debugging', () => {
    const { request } = scrubEvent(event)
    expect(request).not.toHaveProperty('cookies')
    expect(request).not.toHaveProperty('data')
    expect(request.headers).toEqual({ Cookie: FILTERED, Authorization: FILTERED, 'User-Agent': 'Mozilla/5.0', 'X-Forwarded-For': FILTERED })
    expect(request.url).toBe(`https://talentstad.nl/wachtwoord-wijzigen?code=${FILTERED}`)
    expect(request.query_string).toBe(`code=${FILTERED}&stap=2`)
    expect(request.method).toBe('POST')
  })

  it('leaves no e-mail address, cookie or token anywhere in the event', () => {
    const { sdkProcessingMetadata: _kept, ...sent } = scrubEvent(event)
    const json = JSON.stringify(sent)
    for (const secret of [
      '@hogeschool.nl',
      'piet@example.com',
      'a@b.nl',
      's3cr3t',
      'secret-code',
      't0k3n',
      'inv1te7ok3n',
      'xyz',
      'Geheim',
      '203.0.113.9',
    ]) {
      expect(json).not.toContain(secret)
    }
    expect(json).toContain('0123456789abcdef0123456789abcdef')
    expect(json).toContain('"count":3')
  })

  it('does not change the event it was given and keeps the SDK bookkeeping', () => {
    const copy = structuredClone(event)
    const result = scrubEvent(event)
    expect(event).toEqual(copy)
    expect(result.sdkProcessingMetadata).toBe(event.sdkProcessingMetadata)
  })

  it('accepts query strings as pairs (the Node SDK)', () => {
    expect(
      scrubEvent({
        request: {
          query_string: [
            ['token', 'x'],
            ['pagina', '2'],
          ],
        },
      }).request.query_string,
    ).toEqual([
      ['token', FILTERED],
      ['pagina', '2'],
    ])
  })
})
