import { describe, expect, it } from 'vitest'
import { alertFiltersText, alertListPath } from './alert-words.js'
import { AlertCreateSchema, AlertFiltersSchema, sameAlertFilters } from './alerts.js'

describe('search alerts', () => {
  it('say their filters in words and lead to the list that shows them', () => {
    const filters = { type: 'CONTENT_TYPE_JOB', audience: 'AUDIENCE_STUDENT', theme: 'ai-en-data', q: 'stage' } as const
    expect(alertFiltersText(filters, 'AI en data')).toBe('Vacatures en stages · thema AI en data · voor studenten · “stage”')
    expect(alertListPath(filters)).toBe('/vacatures?doelgroep=student&thema=ai-en-data&q=stage')
    expect(alertListPath({ q: 'data & ai' })).toBe('/community?q=data+%26+ai')
  })

  it('need at least one filter, and take nothing else', () => {
    expect(AlertFiltersSchema.safeParse({}).success).toBe(false)
    expect(AlertFiltersSchema.safeParse({ q: 'x', user: 1 }).success).toBe(false)
    expect(AlertFiltersSchema.safeParse({ theme: '../x' }).success).toBe(false)
    expect(AlertCreateSchema.safeParse({ name: 'x'.repeat(81), frequency: 'daily', filters: { q: 'x' } }).success).toBe(false)
    expect(AlertCreateSchema.safeParse({ name: 'Data', frequency: 'immediate', filters: { q: 'x' } }).success).toBe(true)
  })
})

describe('sameAlertFilters (one alert per search)', () => {
  it('is the same search with the words in any case and spacing, and another search with any filter changed', () => {
    const search = { type: 'CONTENT_TYPE_JOB', theme: 'ai-en-data', q: 'data stage' } as const
    expect(sameAlertFilters(search, { ...search, q: '  Data   STAGE ' })).toBe(true)
    expect(sameAlertFilters(search, { ...search, q: 'data' })).toBe(false)
    expect(sameAlertFilters(search, { ...search, theme: undefined })).toBe(false)
    expect(sameAlertFilters(search, { ...search, type: 'CONTENT_TYPE_EVENT' })).toBe(false)
    expect(sameAlertFilters({ q: 'x' }, { q: 'x', audience: 'AUDIENCE_STUDENT' })).toBe(false)
  })
})
