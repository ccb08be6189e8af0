/**
 * The footer columns below the breakpoint: at most one is open, and toggling the open one
 * closes it. `animate` turns on after the first user action, so the first render after
 * hydration does not play a collapse animation.
 */
export type FooterAccordionState = { openId: string | null; animate: boolean }

export type FooterAccordionAction = { type: 'toggle'; id: string } | { type: 'close-all' }

export const initialFooterAccordionState: FooterAccordionState = { openId: null, animate: false }

export function footerAccordionReducer(state: FooterAccordionState, action: FooterAccordionAction): FooterAccordionState {
  switch (action.type) {
    case 'toggle':
      return { openId: state.openId === action.id ? null : action.id, animate: true }
    case 'close-all':
      return state.openId === null ? state : { ...state, openId: null }
  }
}
