import { describe, expect, it } from 'vitest'
import { cacheControlSeconds, parseCacheControl } from './cache-control.js'

const directives = (header: Parameters<typeof parseCacheControl>[0]) => Object.fromEntries(parseCacheControl(header))

describe('parseCacheControl', () => {
  it('reads the directive list: names, values, whitespace', () => {
    expect(directives('public, max-age=0, s-maxage=60, stale-while-revalidate=300')).toEqual({
      public: undefined,
      'max-age': '0',
      's-maxage': '60',
      'stale-while-revalidate': '300',
    })
    expect(directives(' private ,\tno-store ,, ')).toEqual({ private: undefined, 'no-store': undefined })
    expect(directives('max-age = 60')).toEqual({ 'max-age': '60' })
  })

  it('reads names in any case', () => {
    expect(directives('Private, NO-STORE, S-MaxAge=5')).toEqual({ private: undefined, 'no-store': undefined, 's-maxage': '5' })
  })

  it('unquotes quoted values, commas and escapes in them included', () => {
    expect(directives('private="set-cookie"')).toEqual({ private: 'set-cookie' })
    expect(directives('private="set-cookie, x-token", no-store')).toEqual({ private: 'set-cookie, x-token', 'no-store': undefined })
    expect(directives('no-cache="a\\"b", max-age=5')).toEqual({ 'no-cache': 'a"b', 'max-age': '5' })
    // A directive named inside a quoted value is not a directive.
    expect(parseCacheControl('private="no-store"').has('no-store')).toBe(false)
    // A quote never closed ends at the next comma: it hides no directive after it.
    expect(directives('private="set-cookie, no-store')).toEqual({ private: 'set-cookie', 'no-store': undefined })
  })

  it('finds no-store anywhere in the list', () => {
    for (const header of [
      'no-store',
      'private, no-store',
      'no-store, private',
      'private, max-age=0, no-store, must-revalidate',
      'private,NO-STORE',
    ]) {
      expect(parseCacheControl(header).has('no-store'), header).toBe(true)
    }
    // Names are whole directives, not substrings of one.
    expect(parseCacheControl('x-no-store-please, privateish').has('no-store')).toBe(false)
    expect(parseCacheControl('x-no-store-please, privateish').has('private')).toBe(false)
  })

  it('keeps the first value of a directive given twice', () => {
    expect(directives('max-age=5, max-age=60')).toEqual({ 'max-age': '5' })
  })

  it("takes what Node's getHeader, Headers.get and IncomingHttpHeaders give", () => {
    expect(directives(undefined)).toEqual({})
    expect(directives(null)).toEqual({})
    expect(directives('')).toEqual({})
    expect(directives(['private', 'no-store'])).toEqual({ private: undefined, 'no-store': undefined })
    expect(directives(60)).toEqual({ '60': undefined })
  })
})

describe('cacheControlSeconds', () => {
  it('reads whole delta-seconds, quoted or not', () => {
    expect(cacheControlSeconds(parseCacheControl('public, s-maxage=5'), 's-maxage')).toBe(5)
    expect(cacheControlSeconds(parseCacheControl('public, S-MAXAGE="5"'), 's-maxage')).toBe(5)
    expect(cacheControlSeconds(parseCacheControl('max-age=0'), 'max-age')).toBe(0)
  })

  it('gives undefined for a directive that is absent, bare or not a whole number', () => {
    for (const header of [
      'public',
      'public, s-maxage',
      'public, s-maxage=',
      'public, s-maxage=-1',
      'public, s-maxage=1.5',
      'public, s-maxage=abc',
    ]) {
      expect(cacheControlSeconds(parseCacheControl(header), 's-maxage'), header).toBeUndefined()
    }
  })
})
