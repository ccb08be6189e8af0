import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react'
import { SessionClient, type BrowserLike, type SessionClientOptions, type SessionState } from './session-client'

/**
 * useSession() for the site's components (spec section 4), on top of SessionClient. The first
 * component that asks starts the fetch; pages that never ask cost no request.
 */
const SessionContext = createContext<SessionClient | null>(null)
const LOADING: SessionState = { data: null, status: 'loading' }
const noopSubscribe = () => () => undefined

function browser(): BrowserLike {
  return {
    fetch: window.fetch.bind(window),
    sendBeacon: typeof navigator.sendBeacon === 'function' ? navigator.sendBeacon.bind(navigator) : undefined,
    window: {
      addEventListener: window.addEventListener.bind(window),
      removeEventListener: window.removeEventListener.bind(window),
      dispatchEvent: window.dispatchEvent.bind(window),
      location: {
        get href() {
          return window.location.href
        },
        assign: (url: string) => window.location.assign(url),
      },
    },
    document,
    storage: (() => {
      try {
        return window.localStorage
      } catch {
        return null
      }
    })(),
    isOnline: () => navigator.onLine,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  }
}

export function SessionProvider({ children, ...options }: SessionClientOptions & { children: ReactNode }) {
  const [client, setClient] = useState<SessionClient | null>(null)
  useEffect(() => {
    const created = new SessionClient(browser(), options)
    setClient(created)
    return () => created.stop()
    // The options are read once, like NextAuth's provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return <SessionContext.Provider value={client}>{children}</SessionContext.Provider>
}

export function useSession() {
  const client = useContext(SessionContext)
  const state = useSyncExternalStore(client?.subscribe ?? noopSubscribe, client?.getState ?? (() => LOADING), () => LOADING)
  return {
    ...state,
    update: (data?: unknown) => client?.update(data) ?? Promise.resolve(undefined),
    signOut: (options?: { callbackUrl?: string; redirect?: boolean }) => client?.signOut(options) ?? Promise.resolve(undefined),
  }
}
