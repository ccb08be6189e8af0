import { describe, expect, it } from 'vitest'
import { PREVIEW_TTL_MS, signPreview, verifyPreview } from '../../src/lib/preview-token'

// The admin panel's preview links (issue 32): one document, half an hour, signed under the admin secret.

const SECRET = 'unit-test-admin-secret'
const NOW = Date.parse('2026-12-02T08:00:00Z')
const DOCUMENT = 'abc123def456ghi789jkl012'

describe('preview tokens', () => {
  it('name one document until thirty minutes after signing', () => {
    const token = signPreview(SECRET, DOCUMENT, NOW)
    expect(token).toMatch(new RegExp(`^${DOCUMENT}\\.${NOW + PREVIEW_TTL_MS}\\.[A-Za-z0-9_-]{43}$`))
    expect(PREVIEW_TTL_MS).toBe(30 * 60 * 1000)
    expect(verifyPreview(SECRET, token, NOW)).toBe(DOCUMENT)
    expect(verifyPreview(SECRET, token, NOW + PREVIEW_TTL_MS - 1)).toBe(DOCUMENT)
    expect(verifyPreview(SECRET, token, NOW + PREVIEW_TTL_MS)).toBeNull()
  })

  it('are nothing under another secret, for another document or with a later expiry', () => {
    const token = signPreview(SECRET, DOCUMENT, NOW)
    const [, expires, signature] = token.split('.') as [string, string, string]
    expect(verifyPreview('another secret', token, NOW)).toBeNull()
    expect(verifyPreview(SECRET, `zzz999.${expires}.${signature}`, NOW)).toBeNull()
    expect(verifyPreview(SECRET, `${DOCUMENT}.${Number(expires) + PREVIEW_TTL_MS}.${signature}`, NOW)).toBeNull()
    const flipped = signature.startsWith('A') ? 'B' : 'A'
    expect(verifyPreview(SECRET, `${DOCUMENT}.${expires}.${flipped}${signature.slice(1)}`, NOW)).toBeNull()
  })

  it('are nothing when malformed, however close to a real one', () => {
    const token = signPreview(SECRET, DOCUMENT, NOW)
    const [, expires, signature] = token.split('.') as [string, string, string]
    for (const malformed of [
      '',
      token.toUpperCase(),
      `${token}.x`,
      `${DOCUMENT}.${expires}.${signature.slice(1)}`,
      `${DOCUMENT}.${expires.slice(1)}.${signature}`,
      `${DOCUMENT}.${expires}.${signature}=`,
      ` ${token}`,
      `../${token}`,
    ])
      expect(verifyPreview(SECRET, malformed, NOW), malformed).toBeNull()
    // A documentId longer than any Strapi makes is signed but never accepted.
    const long = 'a'.repeat(65)
    expect(verifyPreview(SECRET, signPreview(SECRET, long, NOW), NOW)).toBeNull()
    expect(verifyPreview(SECRET, signPreview(SECRET, 'a'.repeat(64), NOW), NOW)).toBe('a'.repeat(64))
  })
})
