import { describe, expect, it } from 'vitest'
import { combineHeaders } from './headers'

describe('combineHeaders', () => {
  it('merges header sets and keeps every set-cookie', () => {
    const combined = combineHeaders({ 'x-a': '1' }, null, new Headers([['set-cookie', 'a=1']]), [['set-cookie', 'b=2']])
    expect(combined.get('x-a')).toBe('1')
    expect(combined.getSetCookie()).toEqual(['a=1', 'b=2'])
  })
})
