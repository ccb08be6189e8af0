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
})
