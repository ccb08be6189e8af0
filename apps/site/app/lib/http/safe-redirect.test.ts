import { describe, expect, it } from 'vitest'
import { isSafeLocalPath, safeRedirectPath, safeRedirectUrl } from './safe-redirect'

const SITE = 'http://talentstad.example'

/** Where a browser on the site goes for this Location. */
const destination = (location: string) => new URL(location, `${SITE}/some/page`)

describe('safeRedirectPath', () => {
  it('keeps paths and same-origin addresses, with query and fragment', () => {
    expect(safeRedirectPath('/profiel?tab=1#x', SITE)).toBe('/profiel?tab=1#x')
    expect(safeRedirectPath(`${SITE}/oproepen?q=a`, SITE)).toBe('/oproepen?q=a')
    expect(safeRedirectPath(`${SITE}:80/oproepen`, SITE)).toBe('/oproepen')
    // An encoded slash is part of a path segment on this site, not a second slash.
    expect(safeRedirectPath(`${SITE}/%2F%2Fevil.example`, SITE)).toBe('/%2F%2Fevil.example')
  })

  it('collapses the leading slashes of a same-origin address whose path starts with //', () => {
    expect(safeRedirectPath(`${SITE}//evil.example/x`, SITE)).toBe('/evil.example/x')
    expect(safeRedirectPath(`${SITE}///evil.example/x?y#z`, SITE)).toBe('/evil.example/x?y#z')
  })

  const nasty: unknown[] = [
    '//evil.example',
    '//evil.example/x',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    '/\t/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\n/evil.example',
    `${SITE}//evil.example/x`,
    `${SITE}/\\evil.example`,
    `${SITE}:80@evil.example/`,
    `http://user:pass@talentstad.example/`,
    'https://talentstad.example/', // another scheme is another origin
    'https://evil.example/',
    'http://talentstad.example.evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@evil.example',
    'http:evil.example',
    'http:/evil.example',
    'http://[::1',
    '%%%',
    `/${'a'.repeat(10_000)}`,
    '',
    null,
    undefined,
    42,
    { toString: () => '//evil.example' },
  ]

  it.each(nasty)('sends %s to a path on the site', (value) => {
    const location = safeRedirectPath(value, SITE)
    expect(isSafeLocalPath(location)).toBe(true)
    expect(destination(location).origin).toBe(SITE)
    expect(location).not.toMatch(/^[/\\]{2}/)
  })

  it('refuses other origins and schemes with the fallback, itself checked', () => {
    expect(safeRedirectPath('https://evil.example/', SITE, '/onboarding')).toBe('/onboarding')
    expect(safeRedirectPath('javascript:alert(1)', SITE)).toBe('/')
    expect(safeRedirectPath('https://evil.example/', SITE, '//evil.example')).toBe('/')
  })

  it('gives the same target as an absolute address on the site', () => {
    expect(safeRedirectUrl(`${SITE}//evil.example/x`, SITE)).toBe(`${SITE}/evil.example/x`)
    for (const value of nasty) expect(new URL(safeRedirectUrl(value, SITE)).origin).toBe(SITE)
  })
})
