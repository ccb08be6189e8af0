import { describe, expect, it } from 'vitest'
import { countLabel, countOrNone } from './counts'

describe('countLabel and countOrNone', () => {
  it('use the singular for exactly one and the plural for none and more', () => {
    expect([0, 1, 2, 21].map((count) => countLabel(count, 'item', 'items'))).toEqual(['0 items', '1 item', '2 items', '21 items'])
  })

  it('say none in words of its own', () => {
    expect(countOrNone(0, 'enter', 'enters', 'Nog geen enters')).toBe('Nog geen enters')
    expect(countOrNone(1, 'enter', 'enters', 'Nog geen enters')).toBe('1 enter')
  })
})
