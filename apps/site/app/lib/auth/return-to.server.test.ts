import { describe, expect, it } from 'vitest'
import { rememberReturnTo, requestedReturnTo, takeReturnTo } from './return-to.server'

function cookieFrom(headers: Headers) {
  return (headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('return to a page after registering', () => {
  it('keeps a path on this site and drops other origins, protocol-relative addresses and the home page', () => {
    const at = (callbackUrl: string) =>
      requestedReturnTo(new Request(`http://localhost/registreren?${new URLSearchParams({ callbackUrl })}`))
    expect(at('/uitnodiging/abc')).toBe('/uitnodiging/abc')
    expect(at('https://evil.example/uitnodiging/abc')).toBeNull()
    expect(at('//evil.example/x')).toBeNull()
    expect(at('javascript:alert(1)')).toBeNull()
    expect(at('/')).toBeNull()
    expect(requestedReturnTo(new Request('http://localhost/registreren'))).toBeNull()
  })

  it('is remembered in a signed, http-only cookie and taken once', async () => {
    const headers = await rememberReturnTo('/uitnodiging/abc')
    expect(headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(headers.get('set-cookie')).toMatch(/Max-Age=604800/)
    const taken = await takeReturnTo(new Request('http://localhost/activeren', { headers: { cookie: cookieFrom(headers) } }))
    expect(taken.path).toBe('/uitnodiging/abc')
    expect(taken.headers?.get('set-cookie')).toMatch(/Max-Age=0/)
  })

  it('ignores a forged (unsigned) cookie', async () => {
    const forged = `ts_return_to=${encodeURIComponent(btoa(JSON.stringify('https://evil.example/')))}`
    expect((await takeReturnTo(new Request('http://localhost/activeren', { headers: { cookie: forged } }))).path).toBeNull()
  })
})
