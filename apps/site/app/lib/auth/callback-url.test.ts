import { describe, expect, it } from 'vitest'
import { safeCallbackPath, safeCallbackUrl } from './callback-url'

const SITE = 'https://talentstad.example'

describe('safeCallbackUrl', () => {
  it('keeps paths and absolute URLs on the site origin', () => {
    expect(safeCallbackUrl('/profiel?tab=1#x', SITE)).toBe(`${SITE}/profiel?tab=1#x`)
    expect(safeCallbackUrl(`${SITE}/oproepen`, SITE)).toBe(`${SITE}/oproepen`)
  })

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'http://talentstad.example/', // another scheme is another origin
    'https://talentstad.example.evil.example/',
    'http://[::1',
    '%%%',
    '',
    null,
    42,
  ])('falls back to the home page for %s', (value) => {
    expect(safeCallbackUrl(value, SITE)).toBe(`${SITE}/`)
  })

  it('uses the given fallback', () => {
    expect(safeCallbackUrl('https://evil.example', SITE, '/onboarding')).toBe(`${SITE}/onboarding`)
    expect(safeCallbackPath(`${SITE}/profiel?x=1`, SITE)).toBe('/profiel?x=1')
  })

  it('turns a stored same-origin callbackUrl with a // path into a path on the site (the /2fa redirect)', () => {
    // What the login stores and /2fa later redirects to.
    const stored = safeCallbackUrl(`${SITE}//evil.example/x`, SITE)
    expect(new URL(stored).origin).toBe(SITE)
    expect(safeCallbackPath(stored, SITE)).toBe('/evil.example/x')
    expect(safeCallbackPath(`${SITE}/\\evil.example`, SITE)).toBe('/')
    expect(safeCallbackPath(`/${'a'.repeat(3000)}`, SITE)).toBe('/')
  })
})
