import { ORGANIZATION_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { ConflictError } from '../../src/lib/http-errors'
import { duplicateError, duplicateErrorOf, organizationKeys } from '../../src/lib/organization-keys'
import { isUniqueViolation } from '../../src/lib/unique-violation'

// One organisation per name and per KvK number (docs/decisions/0032): the keys a write carries,
// and the 409 a refusal of the database's unique indexes becomes.

describe('organizationKeys', () => {
  it('keys a name without case, accents or extra white space, and a KvK number by its digits', () => {
    expect(organizationKeys({ name: '  Kanaal   Digitál ', chamberOfCommerceNumber: '12.34 56 78' })).toEqual({
      nameKey: 'kanaal digital',
      chamberOfCommerceKey: '12345678',
    })
    expect(organizationKeys({ name: 'KANAAL DIGITAL' }).nameKey).toBe(organizationKeys({ name: 'kanaal digital' }).nameKey)
  })

  it('sets only the keys of the fields a write carries; a KvK number without digits is none', () => {
    expect(organizationKeys({})).toEqual({})
    expect(organizationKeys({ name: null })).toEqual({})
    expect(organizationKeys({ chamberOfCommerceNumber: null })).toEqual({ chamberOfCommerceKey: null })
    expect(organizationKeys({ chamberOfCommerceNumber: ' - ' })).toEqual({ chamberOfCommerceKey: null })
  })
})

describe('duplicateError and duplicateErrorOf', () => {
  it("is a 409 with the field's Dutch message, or another message for the whole request", () => {
    const name = duplicateError('nameKey')
    expect(name).toBeInstanceOf(ConflictError)
    expect(name.status).toBe(409)
    expect(name.message).toBe(ORGANIZATION_MESSAGES.nameTaken)
    expect(name.details).toEqual({
      code: 'duplicate-organization',
      field: 'name',
      fieldErrors: { name: [ORGANIZATION_MESSAGES.nameTaken] },
    })
    const approval = duplicateError('chamberOfCommerceKey', 'Goedkeuren kan niet')
    expect(approval.message).toBe('Goedkeuren kan niet')
    expect(approval.details).toEqual({ code: 'duplicate-organization', field: 'chamberOfCommerceNumber' })
  })

  it('tells which key a refusal of the unique indexes is about, on SQLite and on PostgreSQL, also wrapped', () => {
    const sqlite = Object.assign(new Error('UNIQUE constraint failed: organizations.name_key'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })
    expect(duplicateErrorOf(sqlite)?.details).toMatchObject({ field: 'name' })
    const postgres = Object.assign(new Error('duplicate key value violates unique constraint "organizations_approved_kvk_key_uq"'), {
      code: '23505',
    })
    expect(duplicateErrorOf(postgres)?.details).toMatchObject({ field: 'chamberOfCommerceNumber' })
    const wrapped = new Error('insert failed', { cause: postgres })
    expect(duplicateErrorOf(wrapped, 'Al goedgekeurd')?.message).toBe('Al goedgekeurd')
  })

  it('is nothing for a refusal of another index, or an error that is no refusal', () => {
    expect(
      duplicateErrorOf(Object.assign(new Error('UNIQUE constraint failed: organizations.slug'), { code: 'SQLITE_CONSTRAINT_UNIQUE' })),
    ).toBeNull()
    expect(duplicateErrorOf(new Error('organizations_approved_name_key_uq is broken'))).toBeNull()
    expect(duplicateErrorOf(undefined)).toBeNull()
  })
})

describe('isUniqueViolation', () => {
  it("knows both databases' codes and messages, up to five causes deep", () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true)
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true)
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: favorites.pair_key'))).toBe(true)
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint "x"'))).toBe(true)
    const nested = (depth: number): unknown => (depth === 0 ? { code: '23505' } : { message: 'wrapped', cause: nested(depth - 1) })
    expect(isUniqueViolation(nested(4))).toBe(true)
    expect(isUniqueViolation(nested(5))).toBe(false)
  })

  it('is false for every other failure', () => {
    for (const error of [
      undefined,
      null,
      'UNIQUE',
      new Error('FOREIGN KEY constraint failed'),
      { code: '23503' },
      { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' },
    ])
      expect(isUniqueViolation(error), String(error)).toBe(false)
  })
})
