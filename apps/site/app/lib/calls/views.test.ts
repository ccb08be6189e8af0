import { CONTENT_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { callState, entersLabel } from './views'

describe('callState', () => {
  const base = { rejectReason: null, online: false, editPending: false }
  it('gives each state its badge, and a notice while it waits', () => {
    expect(callState({ ...base, reviewState: 'pending' })).toEqual({ status: 'pending', notice: CONTENT_MESSAGES.pendingNotice })
    expect(callState({ ...base, reviewState: 'approved', online: true })).toEqual({ status: 'online' })
    expect(callState({ ...base, reviewState: 'pending', online: true, editPending: true })).toEqual({
      status: 'editPending',
      notice: CONTENT_MESSAGES.editPendingNotice,
    })
    expect(callState({ ...base, reviewState: 'rejected', rejectReason: 'Te vaag' })).toEqual({ status: 'rejected' })
    expect(callState({ ...base, reviewState: 'draft' })).toEqual({ status: 'draft' })
  })
  it('counts enters in Dutch', () => {
    expect(entersLabel(0)).toBe('0 enters')
    expect(entersLabel(1)).toBe('1 enter')
  })
})
