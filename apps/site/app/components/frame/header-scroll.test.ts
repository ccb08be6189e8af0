import { describe, expect, it } from 'vitest'
import {
  createHeaderScrollReducer,
  headerScrollReducer,
  initialHeaderScrollState,
  isHeaderHidden,
  type HeaderScrollState,
} from './header-scroll'

const scrollTo = (ys: number[], state: HeaderScrollState = initialHeaderScrollState, topOffset = 64) =>
  ys.reduce((current, y) => headerScrollReducer(current, { type: 'scroll', y, topOffset }), state)

describe('header scroll reducer (tolerance 5 px up, 0 down)', () => {
  it('stays visible near the top of the page', () => {
    expect(scrollTo([10, 40, 64]).hidden).toBe(false)
  })

  it('hides as soon as the page scrolls down below the header', () => {
    expect(scrollTo([100, 101]).hidden).toBe(true)
  })

  it('does not return for an upward scroll of less than 5 px', () => {
    expect(scrollTo([300, 296]).hidden).toBe(true)
  })

  it('returns after 5 px of upward scroll, also in small steps', () => {
    expect(scrollTo([300, 295]).hidden).toBe(false)
    expect(scrollTo([300, 298, 297, 295]).hidden).toBe(false)
  })

  it('hides again on the next downward scroll', () => {
    expect(scrollTo([300, 200, 201]).hidden).toBe(true)
  })

  it('always shows when back at the top, even after hiding', () => {
    expect(scrollTo([300, 30]).hidden).toBe(false)
  })

  it('ignores elastic overscroll and unchanged positions', () => {
    const state = scrollTo([0, -20])
    expect(state).toEqual(initialHeaderScrollState)
    const hidden = scrollTo([300])
    expect(headerScrollReducer(hidden, { type: 'scroll', y: 300 })).toBe(hidden)
  })

  it('takes other tolerances', () => {
    const reducer = createHeaderScrollReducer({ up: 0, down: 20 })
    const start = { y: 100, travel: 0, hidden: false }
    const moved = reducer(start, { type: 'scroll', y: 110 })
    expect(moved.hidden).toBe(false)
    expect(reducer(moved, { type: 'scroll', y: 121 }).hidden).toBe(true)
  })
})

describe('isHeaderHidden', () => {
  const hidden = { ...initialHeaderScrollState, hidden: true }
  it('never hides while focus is inside the header or the menu is open', () => {
    expect(isHeaderHidden(hidden, { focusWithin: false, menuOpen: false })).toBe(true)
    expect(isHeaderHidden(hidden, { focusWithin: true, menuOpen: false })).toBe(false)
    expect(isHeaderHidden(hidden, { focusWithin: false, menuOpen: true })).toBe(false)
  })
})
