import { describe, expect, it } from 'vitest'
import { loginHref, PATHS } from './paths'

describe('loginHref', () => {
  it('brings the visitor back to the page and query they are on', () => {
    expect(loginHref({ pathname: '/nieuws', search: '?q=stage&page=2' })).toBe(
      `/inloggen?callbackUrl=${encodeURIComponent('/nieuws?q=stage&page=2')}`,
    )
    expect(loginHref({ pathname: '/oproepen/een-oproep', search: '' })).toBe(
      `/inloggen?callbackUrl=${encodeURIComponent('/oproepen/een-oproep')}`,
    )
  })

  it('is the plain login from the home page and from the account pages themselves', () => {
    for (const pathname of [PATHS.home, PATHS.login, PATHS.register, PATHS.twoFactor, PATHS.forgotPassword, PATHS.logout]) {
      expect(loginHref({ pathname, search: '?x=1' })).toBe(PATHS.login)
    }
  })
})
