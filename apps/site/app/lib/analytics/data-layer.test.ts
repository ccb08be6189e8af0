import { afterEach, describe, expect, it, vi } from 'vitest'
import { pushEvent, pushEventOnce } from './data-layer'

/** A window with the data layer and a history entry (React Router's own keys in its state). */
function fakeWindow() {
  const history = {
    state: { usr: null, key: 'abc', idx: 1 } as unknown,
    replaceState(state: unknown) {
      history.state = state
    },
  }
  const win = { history } as unknown as Window
  vi.stubGlobal('window', win)
  return win
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('data layer', () => {
  it('is a no-op on the server', () => {
    expect(() => pushEvent({ event: 'call_created', typeOfUser: null })).not.toThrow()
  })

  it('starts the array when the tag manager is not there, and keeps what is in it', () => {
    const win = fakeWindow()
    pushEvent({ event: 'enter_sent', typeOfUser: 'TYPE_STUDENT' })
    expect(win.dataLayer).toEqual([{ event: 'enter_sent', typeOfUser: 'TYPE_STUDENT' }])
    pushEvent({ event: 'bookmark', contentItem: 'item1', isFavorited: true, typeOfUser: null })
    expect(win.dataLayer).toHaveLength(2)
  })

  it('pushes a confirmation page event once per history entry, keeping the router state', () => {
    const win = fakeWindow()
    pushEventOnce({ event: 'call_created', typeOfUser: 'TYPE_PROFESSIONAL' })
    pushEventOnce({ event: 'call_created', typeOfUser: 'TYPE_PROFESSIONAL' })
    pushEventOnce({ event: 'organization_application_sent', typeOfUser: 'TYPE_PROFESSIONAL' })
    expect(win.dataLayer).toEqual([
      { event: 'call_created', typeOfUser: 'TYPE_PROFESSIONAL' },
      { event: 'organization_application_sent', typeOfUser: 'TYPE_PROFESSIONAL' },
    ])
    expect(win.history.state).toMatchObject({ usr: null, key: 'abc', idx: 1 })
    // A new history entry (another visit to the page) counts again.
    win.history.replaceState({ key: 'def' }, '')
    pushEventOnce({ event: 'call_created', typeOfUser: 'TYPE_PROFESSIONAL' })
    expect(win.dataLayer).toHaveLength(3)
  })
})
