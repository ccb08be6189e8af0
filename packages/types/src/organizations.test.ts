import { describe, expect, it } from 'vitest'
import { dutchList, soleAdminMessage } from './memberships.js'
import { chamberOfCommerceKey, organizationNameKey } from './organizations.js'

describe('organizationNameKey: when two organisation names are one', () => {
  it('ignores case, accents, compatibility forms and white space', () => {
    const key = organizationNameKey('Kanaal Digital')
    for (const same of [
      'kanaal digital',
      'KANAAL DIGITAL',
      '  Kanaal   Digital ',
      'Kanaal\tDigital',
      'Kánaal Dìgital',
      'Ｋａｎａａｌ Digital',
    ])
      expect(organizationNameKey(same), same).toBe(key)
  })

  it('keeps what tells names apart: other letters, digits and punctuation', () => {
    const key = organizationNameKey('Kanaal Digital')
    for (const other of ['Kanaal Digitaal', 'Kanaal Digital 2', 'Kanaal-Digital', 'KanaalDigital'])
      expect(organizationNameKey(other), other).not.toBe(key)
  })
})

describe('chamberOfCommerceKey', () => {
  it('is the digits as typed, or null without any', () => {
    expect(chamberOfCommerceKey('1234 5678')).toBe('12345678')
    expect(chamberOfCommerceKey('12.34.56.78')).toBe('12345678')
    expect(chamberOfCommerceKey('')).toBeNull()
    expect(chamberOfCommerceKey(null)).toBeNull()
  })
})

describe('soleAdminMessage', () => {
  it('names the organisation and says what to do first', () => {
    expect(soleAdminMessage(['Kanaal Digital'])).toBe(
      'Je bent de enige beheerder van Kanaal Digital. Maak eerst iemand anders beheerder van de organisatie, of vraag de communitymanager om hulp. Daarna kun je je account verwijderen.',
    )
  })

  it('names every organisation when there are several', () => {
    expect(dutchList(['A', 'B', 'C'])).toBe('A, B en C')
    expect(soleAdminMessage(['Kanaal Digital', 'Hogeschool Stad'])).toMatch(
      /^Je bent de enige beheerder van Kanaal Digital en Hogeschool Stad\. Maak eerst in elke organisatie iemand anders beheerder/,
    )
  })
})
