import { HEADER_SCROLL_TOLERANCE } from '@talentstad/types'

/**
 * Whether the header hides: it hides when the page scrolls down (more than `down` px, i.e. at
 * once) and returns once the page has scrolled up by `up` px (spec 9: 5 px). Near the top of the
 * page it is always shown. `travel` is the distance scrolled in the current direction, so slow
 * scrolling (many 1 px events) counts as well as a fast flick.
 */
export type HeaderScrollState = { y: number; travel: number; hidden: boolean }

export type HeaderScrollAction = {
  type: 'scroll'
  y: number
  /** Below this scroll position the header always shows (usually its own height). */
  topOffset?: number
}

export const initialHeaderScrollState: HeaderScrollState = { y: 0, travel: 0, hidden: false }

export function createHeaderScrollReducer(tolerance: { up: number; down: number } = HEADER_SCROLL_TOLERANCE) {
  return function headerScrollReducer(state: HeaderScrollState, action: HeaderScrollAction): HeaderScrollState {
    // Elastic overscroll can report negative positions.
    const y = Math.max(0, action.y)
    const delta = y - state.y
    if (delta === 0) return state
    const sameDirection = Math.sign(delta) === Math.sign(state.travel)
    const travel = sameDirection ? state.travel + delta : delta

    let hidden = state.hidden
    if (y <= (action.topOffset ?? 0)) hidden = false
    else if (travel > tolerance.down) hidden = true
    else if (-travel >= tolerance.up) hidden = false

    return { y, travel, hidden }
  }
}

export const headerScrollReducer = createHeaderScrollReducer()

/** The header never hides while focus is inside it or its menu is open. */
export function isHeaderHidden(state: HeaderScrollState, pinned: { focusWithin: boolean; menuOpen: boolean }) {
  return state.hidden && !pinned.focusWithin && !pinned.menuOpen
}
