import { describe, expect, it } from 'vitest'
import { safeRedirect } from './redirect.server'

// Spec 9: redirects answer 303, 307 or 308, never React Router's default 302.
describe('safeRedirect', () => {
  it('answers 303 See Other by default, with a path on this site', () => {
    const response = safeRedirect('/profiel')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/profiel')
  })

  it("keeps headers and takes another of the spec's codes when asked", () => {
    const response = safeRedirect('/x', { headers: { 'set-cookie': 'a=1' } })
    expect(response.status).toBe(303)
    expect(response.headers.get('set-cookie')).toBe('a=1')
    expect(safeRedirect('/x', 307).status).toBe(307)
    expect(safeRedirect('/x', { status: 308 }).status).toBe(308)
  })

  it('never leaves the site, whatever the target', () => {
    expect(safeRedirect('//evil.example/x').headers.get('location')).toBe('/')
    expect(safeRedirect('https://evil.example/').headers.get('location')).toBe('/')
  })
})
