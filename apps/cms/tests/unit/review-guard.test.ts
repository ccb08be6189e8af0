import { describe, expect, it } from 'vitest'
import { REVIEWED_TYPES, changedReviewFields } from '../../src/lib/review-guard'

// A review decision is an action with its own right, never a field edit (issue 43): which review
// fields a write from the admin panel would change.

const ITEM = 'api::content-item.content-item'
const ORGANIZATION = 'api::organization.organization'

describe('changedReviewFields', () => {
  it('knows the reviewed types and the fields a decision writes', () => {
    expect(Object.keys(REVIEWED_TYPES).sort()).toEqual([ITEM, ORGANIZATION])
    expect(REVIEWED_TYPES[ITEM].fields).toEqual(['reviewState', 'rejectReason', 'reviewedAt'])
    expect(REVIEWED_TYPES[ORGANIZATION].fields).toEqual(['applicationState', 'rejectReason', 'reviewedAt'])
  })

  it('lets a new item start undecided (a draft, or waiting for review), with no reason and no decision time', () => {
    for (const data of [
      { title: 'x' },
      { reviewState: 'draft' },
      { reviewState: 'pending' },
      { reviewState: null },
      { rejectReason: '' },
      { reviewedAt: null },
    ])
      expect(changedReviewFields(ITEM, data, null), JSON.stringify(data)).toEqual([])
  })

  it('catches a new item that starts decided, with a reason or a decision time', () => {
    expect(changedReviewFields(ITEM, { reviewState: 'approved' }, null)).toEqual(['reviewState'])
    expect(changedReviewFields(ITEM, { reviewState: 'rejected', rejectReason: 'Spam' }, null)).toEqual(['reviewState', 'rejectReason'])
    expect(changedReviewFields(ITEM, { reviewedAt: '2026-12-01T10:00:00.000Z' }, null)).toEqual(['reviewedAt'])
    expect(changedReviewFields(ORGANIZATION, { applicationState: 'approved' }, null)).toEqual(['applicationState'])
    expect(changedReviewFields(ORGANIZATION, { applicationState: 'pending' }, null)).toEqual([])
  })

  it('on an edit, catches only the review fields whose value changes', () => {
    const current = { reviewState: 'pending', rejectReason: null, reviewedAt: null, title: 'Oud' }
    expect(changedReviewFields(ITEM, { title: 'Nieuw' }, current)).toEqual([])
    expect(changedReviewFields(ITEM, { reviewState: 'pending', title: 'Nieuw' }, current)).toEqual([])
    expect(changedReviewFields(ITEM, { reviewState: 'approved' }, current)).toEqual(['reviewState'])
    expect(changedReviewFields(ITEM, { reviewState: 'draft' }, current)).toEqual(['reviewState'])
    expect(changedReviewFields(ITEM, { rejectReason: 'Te kort' }, current)).toEqual(['rejectReason'])
    // An empty reason is no reason: the same as none.
    expect(changedReviewFields(ITEM, { rejectReason: '' }, current)).toEqual([])
  })

  it('compares decision times as moments, whatever form they come in', () => {
    const current = { reviewState: 'approved', rejectReason: null, reviewedAt: '2026-12-01T10:00:00.000Z' }
    expect(changedReviewFields(ITEM, { reviewedAt: new Date('2026-12-01T10:00:00Z') }, current)).toEqual([])
    expect(changedReviewFields(ITEM, { reviewedAt: '2026-12-01T11:00:00+01:00' }, current)).toEqual([])
    expect(changedReviewFields(ITEM, { reviewedAt: '2026-12-01T10:00:01.000Z' }, current)).toEqual(['reviewedAt'])
    expect(changedReviewFields(ITEM, { reviewedAt: null }, current)).toEqual(['reviewedAt'])
  })

  it("an organisation's application state, reason and time alike", () => {
    const pending = { applicationState: 'pending', rejectReason: null, reviewedAt: null }
    expect(changedReviewFields(ORGANIZATION, { applicationState: 'rejected', rejectReason: 'Onbekend' }, pending)).toEqual([
      'applicationState',
      'rejectReason',
    ])
    // A content item's field on an organisation is no review field there.
    expect(changedReviewFields(ORGANIZATION, { reviewState: 'approved', name: 'Acme' }, pending)).toEqual([])
  })
})
