import { describe, expect, it } from 'vitest'
import { footerAccordionReducer, initialFooterAccordionState } from './footer-accordion'

describe('footer accordion reducer', () => {
  it('starts with every column closed and without animation', () => {
    expect(initialFooterAccordionState).toEqual({ openId: null, animate: false })
  })

  it('opens a column and turns animation on', () => {
    expect(footerAccordionReducer(initialFooterAccordionState, { type: 'toggle', id: 'platform' })).toEqual({
      openId: 'platform',
      animate: true,
    })
  })

  it('keeps at most one column open', () => {
    const first = footerAccordionReducer(initialFooterAccordionState, { type: 'toggle', id: 'platform' })
    expect(footerAccordionReducer(first, { type: 'toggle', id: 'city' }).openId).toBe('city')
  })

  it('closes the open column when it is clicked again', () => {
    const open = footerAccordionReducer(initialFooterAccordionState, { type: 'toggle', id: 'city' })
    expect(footerAccordionReducer(open, { type: 'toggle', id: 'city' }).openId).toBeNull()
  })

  it('closes all on request, and returns the same state when nothing is open', () => {
    const open = footerAccordionReducer(initialFooterAccordionState, { type: 'toggle', id: 'city' })
    expect(footerAccordionReducer(open, { type: 'close-all' }).openId).toBeNull()
    expect(footerAccordionReducer(initialFooterAccordionState, { type: 'close-all' })).toBe(initialFooterAccordionState)
  })
})
