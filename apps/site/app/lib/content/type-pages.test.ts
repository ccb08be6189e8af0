import { describe, expect, it } from 'vitest'
import { contentTypeOfPath, organizationTypeOfPath } from './type-pages'

describe('the type an address names', () => {
  it('reads the first segment as React Router matched it: any case, decoded, a data request too', () => {
    for (const path of ['/vacatures', '/Vacatures/een-slug', '/VACATURES.data', '/%76acatures/x.data', '/vacatures/x']) {
      expect(contentTypeOfPath(path), path).toBe('CONTENT_TYPE_JOB')
    }
    expect(contentTypeOfPath('/Nieuws/bericht')).toBe('CONTENT_TYPE_NEWS')
    expect(organizationTypeOfPath('/Onderwijs/hogeschool')).toBe('ORGANIZATION_TYPE_EDUCATION')
    expect(organizationTypeOfPath('/studentenorganisaties.data')).toBe('ORGANIZATION_TYPE_STUDENTS')
  })

  it('answers 404, never a 500, for an address that names no type (a malformed escape too)', () => {
    for (const path of ['/', '/profiel', '/%E0%A4%A', '/bedrijven-x']) {
      const thrown = (() => {
        try {
          contentTypeOfPath(path)
        } catch (error) {
          return error
        }
      })()
      expect(thrown, path).toMatchObject({ init: { status: 404 } })
    }
    expect(() => organizationTypeOfPath('/vacatures')).toThrow()
  })
})
