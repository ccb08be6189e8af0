import { createHmac } from 'node:crypto'
import { MAIL_TOKEN_TTL_MS } from '@talentstad/types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import mailLinks from '../../src/api/mailing/services/mail-links'
import { digestChoice } from '../../src/lib/digest-choice'

// The signed links of a digest or an alert mail (docs/decisions/0052): scoped, expiring, naming
// the member and when they were issued, so that a later choice of the member outranks them.

const SECRET = 'unit-test-jwt-secret'
const linksWith = (jwtSecret: string | undefined) => mailLinks({ strapi: { config: { get: () => jwtSecret } } as never })
const links = linksWith(SECRET)
const NOW = Date.parse('2026-12-02T08:00:00Z')

/** A token signed as the service signs, with any payload (an older form, a broken one). */
function signed(payload: unknown, raw = false) {
  const key = createHmac('sha256', SECRET).update('talentstad mail links v1').digest()
  const body = Buffer.from(raw ? String(payload) : JSON.stringify(payload)).toString('base64url')
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`
}

beforeEach(() => {
  vi.stubEnv('SITE_URL', 'https://talentstad.example')
})
afterEach(() => {
  vi.unstubAllEnvs()
})

describe('mail link tokens', () => {
  it('name the member and when they were issued, for their scope, until they expire', () => {
    const token = links.issue('member7', 'manage', NOW)
    expect(links.verify(token, ['manage'], NOW)).toEqual({ member: 'member7', issuedAt: NOW })
    expect(links.verify(token, ['unsubscribe-digest', 'manage'], NOW + MAIL_TOKEN_TTL_MS - 1)).toEqual({ member: 'member7', issuedAt: NOW })
    expect(links.verify(token, ['manage'], NOW + MAIL_TOKEN_TTL_MS)).toBeNull()
  })

  it('allow nothing but their scope', () => {
    const manage = links.issue('member7', 'manage', NOW)
    expect(links.verify(manage, ['unsubscribe-digest'], NOW)).toBeNull()
    expect(links.verify(links.issue('member7', 'unsubscribe-digest', NOW), ['manage'], NOW)).toBeNull()
    expect(links.verify(manage, [], NOW)).toBeNull()
  })

  it("an alert's unsubscribe token names its alert, and is nothing without one", () => {
    const token = links.issue('member7', 'unsubscribe-alert', NOW, 'alert3')
    expect(links.verify(token, ['unsubscribe-alert'], NOW)).toEqual({ member: 'member7', issuedAt: NOW, alert: 'alert3' })
    expect(links.verify(links.issue('member7', 'unsubscribe-alert', NOW), ['unsubscribe-alert'], NOW)).toBeNull()
  })

  it('refuse a forged, altered or foreign token', () => {
    const token = links.issue('member7', 'manage', NOW)
    const [payload, signature] = token.split('.') as [string, string]
    const other = Buffer.from(JSON.stringify({ u: 'member8', s: 'manage', e: NOW + MAIL_TOKEN_TTL_MS, i: NOW })).toString('base64url')
    expect(links.verify(`${other}.${signature}`, ['manage'], NOW)).toBeNull()
    const flipped = signature.endsWith('A') ? 'B' : 'A'
    expect(links.verify(`${payload}.${signature.slice(0, -1)}${flipped}`, ['manage'], NOW)).toBeNull()
    expect(links.verify(`${payload}.${signature.slice(0, -2)}`, ['manage'], NOW)).toBeNull()
    expect(linksWith('another secret').verify(token, ['manage'], NOW)).toBeNull()
    for (const malformed of [undefined, 42, '', token.replace('.', ''), `${token}.x`, `${payload}.`, 'a'.repeat(513)])
      expect(links.verify(malformed, ['manage'], NOW), String(malformed)).toBeNull()
  })

  it('refuse a genuine signature over a payload that is not a whole token', () => {
    const expires = NOW + 1000
    expect(links.verify(signed('not json', true), ['manage'], NOW)).toBeNull()
    expect(links.verify(signed({ s: 'manage', e: expires }), ['manage'], NOW)).toBeNull()
    expect(links.verify(signed({ u: 'member7', s: 'manage', e: String(expires) }), ['manage'], NOW)).toBeNull()
    expect(links.verify(signed({ u: 'member7', s: 'login', e: expires }), ['login' as never], NOW)).toBeNull()
    // A token from before the issue time was recorded counts as issued at 0: any later choice outranks it.
    expect(links.verify(signed({ u: 'member7', s: 'manage', e: expires }), ['manage'], NOW)).toEqual({ member: 'member7', issuedAt: 0 })
  })

  it('cannot be made or checked without the JWT secret', () => {
    expect(() => linksWith(undefined).issue('member7', 'manage', NOW)).toThrow('users-permissions has no jwtSecret')
  })

  it("a digest's links: one-click unsubscribe and the manage page, each with its own token", () => {
    const { unsubscribe, manage } = links.links('member7', NOW)
    const unsubscribeUrl = new URL(unsubscribe)
    expect(`${unsubscribeUrl.origin}${unsubscribeUrl.pathname}`).toBe('https://talentstad.example/meldingen/afmelden')
    expect(links.verify(unsubscribeUrl.searchParams.get('token'), ['unsubscribe-digest'], NOW)?.member).toBe('member7')
    const manageUrl = new URL(manage)
    expect(`${manageUrl.origin}${manageUrl.pathname}`).toBe('https://talentstad.example/meldingen/beheren')
    expect(links.verify(manageUrl.searchParams.get('token'), ['manage'], NOW)?.member).toBe('member7')
  })

  it("an alert mail's stop link names that alert alone; its manage link is the digest's", () => {
    const { unsubscribe, manage } = links.alertLinks('member7', 'alert3', NOW)
    const token = new URL(unsubscribe).searchParams.get('token')
    expect(links.verify(token, ['unsubscribe-alert'], NOW)).toEqual({ member: 'member7', issuedAt: NOW, alert: 'alert3' })
    expect(links.verify(token, ['unsubscribe-digest'], NOW)).toBeNull()
    expect(manage).toBe(links.links('member7', NOW).manage)
  })
})

describe('digestChoice: a member chooses the digest again (issue 43)', () => {
  it("records when, only for a change from 'never' to a frequency", () => {
    const before = Date.now()
    const { digestSubscribedAt } = digestChoice('never', 'weekly')
    expect(digestSubscribedAt).toBeInstanceOf(Date)
    expect(digestSubscribedAt!.getTime()).toBeGreaterThanOrEqual(before)
    expect(digestSubscribedAt!.getTime()).toBeLessThanOrEqual(Date.now())
    expect(digestChoice('never', 'daily').digestSubscribedAt).toBeInstanceOf(Date)
  })

  it('records nothing for any other change, or for no choice at all', () => {
    expect(digestChoice('never', 'never')).toEqual({})
    expect(digestChoice('weekly', 'daily')).toEqual({})
    expect(digestChoice('daily', 'never')).toEqual({})
    expect(digestChoice(null, 'weekly')).toEqual({})
    expect(digestChoice(undefined, 'weekly')).toEqual({})
    expect(digestChoice('never', undefined)).toEqual({})
    expect(digestChoice('never', 1)).toEqual({})
  })

  it('makes an unsubscribe link issued before the choice the older one', () => {
    const token = links.issue('member7', 'unsubscribe-digest', Date.now() - 1000)
    const { digestSubscribedAt } = digestChoice('never', 'weekly')
    expect(links.verify(token, ['unsubscribe-digest'])!.issuedAt).toBeLessThan(digestSubscribedAt!.getTime())
  })
})
