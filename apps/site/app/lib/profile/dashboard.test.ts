import { describe, expect, it } from 'vitest'
import { DASHBOARD_COUNTS } from './dashboard'

describe('the dashboard counts in words', () => {
  it('say none in a sentence, one in the singular and more in the plural', () => {
    expect([0, 1, 3].map(DASHBOARD_COUNTS.calls)).toEqual(['Nog geen oproepen', '1 oproep', '3 oproepen'])
    expect([0, 1, 2].map(DASHBOARD_COUNTS.enters)).toEqual(['Nog geen enters', '1 enter', '2 enters'])
    expect([0, 1, 12].map(DASHBOARD_COUNTS.saved)).toEqual(['Nog geen opgeslagen items', '1 opgeslagen item', '12 opgeslagen items'])
    expect([0, 1, 2].map(DASHBOARD_COUNTS.events)).toEqual(['Nog geen evenementen', '1 komend evenement', '2 komende evenementen'])
    expect([0, 1, 2].map(DASHBOARD_COUNTS.organizations)).toEqual(['Nog geen organisaties', '1 organisatie', '2 organisaties'])
  })

  it('make the verb agree with the count in the review queues', () => {
    expect([0, 1, 4].map(DASHBOARD_COUNTS.callsToReview)).toEqual([
      'Geen oproepen om te beoordelen',
      '1 oproep wacht op beoordeling',
      '4 oproepen wachten op beoordeling',
    ])
    expect([0, 1, 2].map(DASHBOARD_COUNTS.applicationsToReview)).toEqual([
      'Geen aanmeldingen om te beoordelen',
      '1 aanmelding wacht op beoordeling',
      '2 aanmeldingen wachten op beoordeling',
    ])
  })
})
