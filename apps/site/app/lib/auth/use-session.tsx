import { createContext, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import {
  SessionClient,
  sessionKey,
  type BrowserLike,
  type ClientSession,
  type SessionClientOptions,
  type SessionState,
} from './session-client'

/**
 * useSession() for the site's components (spec section 4), on top of SessionClient. The provider
 * is seeded with the session the server rendered the page with (the root loader's), so the first
 * render, on the server and in the browser, shows it without a loading state or a request; the
 * first component that asks starts the refetch triggers (other tabs, visibility, polling).
 */
type SessionContextValue = { client: SessionClient | null; initial: SessionState }
const SessionContext = createContext<SessionContextValue | null>(null)
const LOADING: SessionState = { data: null, status: 'loading' }
const noopSubscribe = () => () => undefined

function settled(session: ClientSession | null | undefined): SessionState {
  if (session === undefined) return LOADING
  return { data: session, status: session ? 'authenticated' : 'unauthenticated' }
}

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

export function SessionProvider({ children, session, ...options }: SessionClientOptions & { children: ReactNode }) {
  const [client, setClient] = useState<SessionClient | null>(null)
  useEffect(() => {
    const created = new SessionClient(browser(), { ...options, session })
    setClient(created)
    return () => created.stop()
    // The options are read once, like NextAuth's provider; later sessions arrive below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // A new server session (the root loader after a login, a logout, the end of onboarding through
  // the site's own forms): the client takes it over and tells the other tabs.
  const key = sessionKey(session)
  useEffect(() => {
    if (!client || session === undefined || sessionKey(client.getState().data) === key) return
    client.setSession(session)
    // Only the key matters: a new object for the same session is no news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key])
  const initial = useMemo(() => settled(session), [session])
  const value = useMemo(() => ({ client, initial }), [client, initial])
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession() {
  const context = useContext(SessionContext)
  const client = context?.client ?? null
  const initial = context?.initial ?? LOADING
  const getInitial = () => initial
  const state = useSyncExternalStore(client?.subscribe ?? noopSubscribe, client?.getState ?? getInitial, getInitial)
  return {
    ...state,
    update: (data?: unknown) => client?.update(data) ?? Promise.resolve(undefined),
    signOut: (options?: { callbackUrl?: string; redirect?: boolean }) => client?.signOut(options) ?? Promise.resolve(undefined),
  }
}
