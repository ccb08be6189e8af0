import { CALL_MESSAGES } from '@talentstad/types'
import { describe, expect, it } from 'vitest'
import { callState, entersLabel } from './views'

describe('callState', () => {
  const base = { rejectReason: null, online: false, editPending: false }
  it('names each state with its notice', () => {
    expect(callState({ ...base, reviewState: 'pending' })).toEqual({
      label: 'In beoordeling',
      tone: 'pending',
      notice: CALL_MESSAGES.pendingNotice,
    })
    expect(callState({ ...base, reviewState: 'approved', online: true })).toEqual({ label: 'Online', tone: 'online' })
    expect(callState({ ...base, reviewState: 'pending', online: true, editPending: true })).toEqual({
      label: 'Wijziging in beoordeling',
      tone: 'pending',
      notice: CALL_MESSAGES.editPendingNotice,
    })
    expect(callState({ ...base, reviewState: 'rejected', rejectReason: 'Te vaag' }).label).toBe('Afgewezen')
    expect(callState({ ...base, reviewState: 'draft' }).label).toBe('Concept')
  })
  it('counts enters in Dutch', () => {
    expect(entersLabel(0)).toBe('0 enters')
    expect(entersLabel(1)).toBe('1 enter')
  })
})
