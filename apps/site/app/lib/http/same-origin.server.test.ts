import { describe, expect, it } from 'vitest'
import { isSameOriginPost } from './same-origin.server'

const SITE = 'https://talentstad.example'
const post = (origin: string | null, secFetchSite: string | null = null, requestOrigin = SITE) => ({ origin, secFetchSite, requestOrigin })

describe('isSameOriginPost', () => {
  it('accepts the site’s own origin (SITE_URL or the address the request came in on)', () => {
    expect(isSameOriginPost(post(SITE, 'same-origin'), SITE)).toBe(true)
    expect(isSameOriginPost(post('http://127.0.0.1:3000', null, 'http://127.0.0.1:3000'), SITE)).toBe(true)
  })

  it('refuses another origin, an opaque origin and a browser that says cross-site', () => {
    expect(isSameOriginPost(post('https://evil.example', 'cross-site'), SITE)).toBe(false)
    expect(isSameOriginPost(post('https://talentstad.example.evil.example'), SITE)).toBe(false)
    expect(isSameOriginPost(post('null'), SITE)).toBe(false)
    expect(isSameOriginPost(post(null, 'cross-site'), SITE)).toBe(false)
  })

  it('lets a client without Origin or Fetch Metadata through (no browser to protect)', () => {
    expect(isSameOriginPost(post(null), SITE)).toBe(true)
    expect(isSameOriginPost(post(null, 'same-origin'), SITE)).toBe(true)
  })
})
