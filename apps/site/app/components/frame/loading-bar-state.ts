/**
 * The top loading bar: it starts when a navigation to another path begins and finishes once
 * the new location (path or search parameters) is shown, then fades out.
 */
export type LoadingBarPhase = 'idle' | 'loading' | 'done'

export type LoadingBarEvent = 'start' | 'settle' | 'reset'

export function loadingBarReducer(phase: LoadingBarPhase, event: LoadingBarEvent): LoadingBarPhase {
  switch (event) {
    case 'start':
      return 'loading'
    case 'settle':
      return phase === 'loading' ? 'done' : phase
    case 'reset':
      return phase === 'done' ? 'idle' : phase
  }
}

/** True when a navigation is under way to a different path than the one shown. */
export function isPathChange(current: { pathname: string }, next: { pathname: string } | undefined) {
  return next !== undefined && next.pathname !== current.pathname
}
