import { describe, expect, it } from 'vitest'
import { APPLICATION_TYPES } from './domain.js'
import { FEED_MAX_PAGE, FEED_PAGE_SIZE, FEED_REASONS, FEED_WINDOW, feedReasonText, INTEREST_CONTENT_TYPES } from './feed.js'

describe('Voor jou reasons', () => {
  it('says each reason in the words of the issue', () => {
    expect(feedReasonText({ kind: 'organization', name: 'Kanaal Digital' })).toBe('Omdat je Kanaal Digital volgt')
    expect(feedReasonText({ kind: 'theme', name: 'Data' })).toBe('Omdat je het thema Data volgt')
    expect(feedReasonText({ kind: 'interestTheme', name: 'Data' })).toBe('Past bij je interesse in Data')
    expect(feedReasonText({ kind: 'interestType', interest: 'APPLICATION_TYPE_JOB' })).toBe('Past bij je interesse in vacatures en stages')
    expect(feedReasonText({ kind: 'lookingForWork' })).toBe('Omdat je een baan of stage zoekt')
    expect(feedReasonText({ kind: 'audience', audience: 'AUDIENCE_STUDENT' })).toBe('Bedoeld voor studenten')
  })

  it('ranks what the member chose above what their profile implies, a follow above an interest', () => {
    const points = Object.values(FEED_REASONS).map((reason) => reason.points)
    expect(points).toEqual([...points].sort((a, b) => b - a))
    expect(FEED_REASONS.organization.points).toBeGreaterThan(FEED_REASONS.interestTheme.points)
  })

  it('maps every interest to content types, and the window to whole pages', () => {
    for (const interest of APPLICATION_TYPES) expect(INTEREST_CONTENT_TYPES[interest].length).toBeGreaterThan(0)
    expect(FEED_MAX_PAGE * FEED_PAGE_SIZE).toBe(FEED_WINDOW)
  })
})
