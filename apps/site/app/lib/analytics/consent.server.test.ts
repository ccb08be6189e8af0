import { describe, expect, it } from 'vitest'
import { analyticsAllowed, CONSENT_COOKIE_NAME, isConsentChoice } from './consent'
import { expireAnalyticsCookies, readConsentCookie, serializeConsentCookie } from './consent.server'

/** What a browser sends back for a Set-Cookie: the name=value part. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!

describe('consent cookie', () => {
  it('holds the choice for 180 days on path /, HttpOnly and SameSite=Lax; Secure on https', () => {
    const [pair, ...attributes] = serializeConsentCookie('analytics', { secure: false }).split('; ')
    expect(pair).toBe('consent=analytics')
    expect(attributes).toEqual(['Max-Age=15552000', 'Path=/', 'HttpOnly', 'SameSite=Lax'])
    expect(serializeConsentCookie('necessary', { secure: true })).toBe(
      'consent=necessary; Max-Age=15552000; Path=/; HttpOnly; SameSite=Lax; Secure',
    )
  })

  it('reads back what it wrote, among other cookies', () => {
    for (const choice of ['analytics', 'necessary'] as const) {
      expect(readConsentCookie(`ts_toast=abc; ${sentBack(serializeConsentCookie(choice, { secure: false }))}; other=1`)).toBe(choice)
    }
  })

  it('is no choice when the cookie is missing, empty or not one it wrote', () => {
    expect(readConsentCookie(null)).toBeNull()
    expect(readConsentCookie('')).toBeNull()
    expect(readConsentCookie('other=analytics')).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE_NAME}=`)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE_NAME}=all`)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE_NAME}=Analytics`)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE_NAME}=analytics%00`)).toBeNull()
    expect(readConsentCookie(`${CONSENT_COOKIE_NAME}=%E0%A4%A`)).toBeNull()
  })

  it('the first consent cookie wins, as browsers send the most specific path first', () => {
    expect(readConsentCookie('consent=necessary; consent=analytics')).toBe('necessary')
  })
})

describe('consent choice', () => {
  it('knows only the two choices', () => {
    expect(isConsentChoice('analytics')).toBe(true)
    expect(isConsentChoice('necessary')).toBe(true)
    expect(isConsentChoice('withdraw')).toBe(false)
    expect(isConsentChoice(undefined)).toBe(false)
  })

  it('allows the tag manager only when it is configured and the visitor accepted', () => {
    expect(analyticsAllowed('GTM-ABC123', 'analytics')).toBe(true)
    expect(analyticsAllowed('GTM-ABC123', 'necessary')).toBe(false)
    expect(analyticsAllowed('GTM-ABC123', null)).toBe(false)
    expect(analyticsAllowed(undefined, 'analytics')).toBe(false)
  })
})

describe('withdrawal removes the analytics cookies', () => {
  it('expires _ga, _gid, _gat and _gcl cookies host-only and on the site host, and leaves the rest', () => {
    const headers = expireAnalyticsCookies('_ga=GA1.1.1; _ga_ABC=GS1; ts_session=x; consent=analytics; _gid=1', 'www.talentstad.nl')
    expect(headers).toContain('_ga=; Max-Age=0; Path=/')
    expect(headers).toContain('_ga_ABC=; Max-Age=0; Path=/; Domain=talentstad.nl')
    expect(headers).toContain('_gid=; Max-Age=0; Path=/; Domain=www.talentstad.nl')
    expect(headers.some((header) => header.startsWith('ts_session') || header.startsWith('consent'))).toBe(false)
    expect(expireAnalyticsCookies(null, 'talentstad.nl')).toEqual([])
  })
})
