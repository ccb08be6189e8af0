import { describe, expect, it } from 'vitest'
import type { Toast } from '~/lib/toast'
import { keepResult } from './action-result-state'

const saved: Toast = { id: 'a', type: 'success', title: 'De wijzigingen zijn opgeslagen.' }
const removed: Toast = { id: 'b', type: 'success', title: 'Het lid is verwijderd.' }

describe('the result an action leaves on the page', () => {
  it('shows a result that arrives with the page, also on the first load', () => {
    expect(keepResult(null, saved, '/profiel')).toEqual({ page: '/profiel', seen: 'a', result: saved })
    expect(keepResult(null, null, '/profiel')).toEqual({ page: '/profiel', seen: null, result: null })
  })

  it('keeps it on that page when the loader data is read again without it', () => {
    const kept = keepResult(null, saved, '/profiel/enters')
    expect(keepResult(kept, null, '/profiel/enters')).toBe(kept)
    // The root loader is not read again on a plain navigation: its old toast must not come back.
    expect(keepResult(kept, saved, '/profiel/enters')).toBe(kept)
  })

  it('drops it when the member goes to another page, and never shows it there', () => {
    const kept = keepResult(null, saved, '/profiel/oproepen')
    const elsewhere = keepResult(kept, saved, '/profiel/oproepen?verwijderen=x')
    expect(elsewhere.result).toBeNull()
    expect(keepResult(elsewhere, saved, '/profiel/oproepen').result).toBeNull()
  })

  it('replaces it with the next result, on the same page too', () => {
    const kept = keepResult(null, saved, '/profiel/organisatie/o/leden')
    expect(keepResult(kept, removed, '/profiel/organisatie/o/leden').result).toBe(removed)
  })
})
