import { describe, expect, it } from 'vitest'
import { isOrphanClientCall } from './sentry.server'

describe('transactions the site sends', () => {
  it('a CMS call outside a traced request is none (it would pass the trace budget)', () => {
    expect(isOrphanClientCall({ contexts: { trace: { op: 'http.client' } } })).toBe(true)
    expect(isOrphanClientCall({ contexts: { trace: { op: 'http.server' } } })).toBe(false)
    expect(isOrphanClientCall({})).toBe(false)
  })
})
