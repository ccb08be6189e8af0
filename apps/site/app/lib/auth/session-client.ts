import { AUTH_BASE_PATH } from '@talentstad/types'
/**
 * The browser side of the session (spec section 4), framework-free so its rules are testable:
 * - status is 'loading' during the first fetch, then 'authenticated' when there is session data,
 *   else 'unauthenticated';
 * - it refetches on a cross-tab storage event, when the page becomes visible (default on), on an
 *   optional polling interval (seconds, default 0 = off; only while online unless
 *   refetchWhenOffline is not false), and after an update;
 * - update() is ignored while loading or without a session;
 * - signOut() posts to the server, then tells the other tabs (a 'signout' event: they are signed
 *   out at once), then redirects (by default);
 * - failed fetches are reported through /api/auth/_log (CLIENT_FETCH_ERROR, CLIENT_SESSION_ERROR,
 *   MISSING_NEXTAUTH_API_ROUTE_ERROR for a 404 under the base path) and yield null.
 * The wire format is NextAuth v4's (lib/auth/next-auth.server.ts), including its cross-tab message
 * in localStorage under 'nextauth.message'.
 */

export type ClientSession = {
  user: { id: string; name: string; email: string; image: string | null; typeOfUser: string | null; role: string; onboarded: boolean }
  expires: string
}
export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated'
export type SessionState = { data: ClientSession | null; status: SessionStatus }

export type SessionClientOptions = {
  basePath?: string
  /** Seconds between refetches; 0 turns polling off. */
  refetchInterval?: number
  refetchOnWindowFocus?: boolean
  refetchWhenOffline?: boolean
  /**
   * The session the server rendered the page with (null: none), like NextAuth's
   * `<SessionProvider session>`: the state starts settled and the first fetch is skipped, so a
   * page shows no loading state and an anonymous page asks nothing until a refetch trigger fires.
   */
  session?: ClientSession | null
}

/** What the client needs from the browser; tests pass their own. */
export type BrowserLike = {
  fetch: typeof fetch
  sendBeacon?: (url: string, body: BodyInit) => boolean
  window: EventTarget & { location: { href: string; assign: (url: string) => void } }
  document: EventTarget & { visibilityState: string }
  storage: Pick<Storage, 'setItem'> | null
  isOnline: () => boolean
  setInterval: (callback: () => void, ms: number) => unknown
  clearInterval: (handle: unknown) => void
}

const MESSAGE_KEY = 'nextauth.message'

/** What the page shows of a session: who, and whether onboarding is done; null without one. */
export function sessionKey(data: ClientSession | null | undefined): string | null {
  return data ? `${data.user.id}|${data.user.onboarded ? 1 : 0}` : null
}

/** What the client reports to /_log: its own fetch failures, and a base path without the API. */
export type ClientLogCode = 'CLIENT_FETCH_ERROR' | 'CLIENT_SESSION_ERROR' | 'MISSING_NEXTAUTH_API_ROUTE_ERROR'

export class SessionClient {
  private state: SessionState = { data: null, status: 'loading' }
  private listeners = new Set<() => void>()
  private started = false
  private cleanups: Array<() => void> = []
  private readonly basePath: string
  private readonly options: Required<Omit<SessionClientOptions, 'basePath' | 'session'>>
  private readonly seeded: boolean

  constructor(
    private readonly browser: BrowserLike,
    options: SessionClientOptions = {},
  ) {
    this.basePath = options.basePath ?? AUTH_BASE_PATH
    this.options = {
      refetchInterval: options.refetchInterval ?? 0,
      refetchOnWindowFocus: options.refetchOnWindowFocus ?? true,
      refetchWhenOffline: options.refetchWhenOffline ?? true,
    }
    this.seeded = options.session !== undefined
    if (options.session !== undefined) this.state = { data: options.session, status: options.session ? 'authenticated' : 'unauthenticated' }
  }

  getState = () => this.state

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    this.start()
    return () => {
      this.listeners.delete(listener)
    }
  }

  private set(state: SessionState) {
    this.state = state
    for (const listener of this.listeners) listener()
  }

  private settle(data: ClientSession | null) {
    this.set({ data, status: data ? 'authenticated' : 'unauthenticated' })
  }

  /** Starts the first fetch (unless seeded by the server) and the refetch triggers (once). */
  start() {
    if (this.started) return
    this.started = true
    if (!this.seeded) void this.refetch()
    const { window, document } = this.browser
    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent
      if (key !== MESSAGE_KEY || !newValue) return
      try {
        const message = JSON.parse(newValue) as { event?: string; data?: { trigger?: string } }
        if (message.event !== 'session') return
        // Another tab signed out: this one is signed out at once (no 'Mijn profiel' until a fetch
        // answers), then asks the server, which has the last word.
        if (message.data?.trigger === 'signout' && this.state.data) this.settle(null)
        void this.refetch()
      } catch {
        // Not our message.
      }
    }
    window.addEventListener('storage', onStorage)
    this.cleanups.push(() => window.removeEventListener('storage', onStorage))
    if (this.options.refetchOnWindowFocus) {
      const onVisibility = () => {
        if (document.visibilityState === 'visible') void this.refetch()
      }
      document.addEventListener('visibilitychange', onVisibility)
      this.cleanups.push(() => document.removeEventListener('visibilitychange', onVisibility))
    }
    if (this.options.refetchInterval > 0) {
      const handle = this.browser.setInterval(() => {
        if (this.options.refetchWhenOffline === false && !this.browser.isOnline()) return
        void this.refetch()
      }, this.options.refetchInterval * 1000)
      this.cleanups.push(() => this.browser.clearInterval(handle))
    }
  }

  stop() {
    for (const cleanup of this.cleanups.splice(0)) cleanup()
    this.started = false
  }

  /**
   * A session this tab learned from the server some other way (a page load after logging in or
   * out through the site's own forms): take it over and, when it differs from what the client
   * had, tell the other tabs, as signOut() and update() do.
   */
  setSession(data: ClientSession | null) {
    const signedOut = this.state.data !== null && data === null
    const changed = sessionKey(this.state.data) !== sessionKey(data)
    this.settle(data)
    if (changed) this.broadcast(signedOut ? 'signout' : 'getSession')
  }

  /** GET /session; a failure is logged and counts as no session. */
  async refetch(): Promise<ClientSession | null> {
    const data = await this.fetchSession()
    this.settle(data)
    return data
  }

  private async fetchSession(body?: unknown): Promise<ClientSession | null> {
    const data = await this.fetchJson('session', body)
    if (data === null) return null
    if (typeof data !== 'object' || Object.keys(data).length === 0) return null
    const session = data as Partial<ClientSession>
    if (!session.user || typeof session.expires !== 'string') {
      this.log('CLIENT_SESSION_ERROR', { message: 'malformed session' })
      return null
    }
    return session as ClientSession
  }

  private async fetchJson(path: string, body?: unknown): Promise<unknown> {
    const url = `${this.basePath}/${path}`
    try {
      const response = await this.browser.fetch(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      if (response.status === 404) {
        // No such action under the base path: NextAuth's MissingAPIRoute, reported as such.
        this.log('MISSING_NEXTAUTH_API_ROUTE_ERROR', { url, message: 'HTTP 404' })
        return null
      }
      const data: unknown = await response.json()
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return data
    } catch (error) {
      this.log('CLIENT_FETCH_ERROR', { url, message: error instanceof Error ? error.message : String(error) })
      return null
    }
  }

  async csrfToken(): Promise<string | null> {
    const data = (await this.fetchJson('csrf')) as { csrfToken?: string } | null
    return data?.csrfToken ?? null
  }

  /** Re-reads the session on the server; ignored while loading or without a session. */
  async update(data?: unknown): Promise<ClientSession | null | undefined> {
    if (this.state.status === 'loading' || !this.state.data) return undefined
    const previous = this.state.data
    this.set({ data: previous, status: 'loading' })
    const csrfToken = await this.csrfToken()
    const session = await this.fetchSession({ csrfToken, data })
    if (session) {
      this.settle(session)
      this.broadcast()
    } else {
      this.settle(previous)
    }
    return session
  }

  /** Posts the sign-out, tells the other tabs, then goes to callbackUrl (unless redirect is false). */
  async signOut(options: { callbackUrl?: string; redirect?: boolean } = {}) {
    const callbackUrl = options.callbackUrl ?? this.browser.window.location.href
    const csrfToken = (await this.csrfToken()) ?? ''
    let url: string | undefined
    try {
      const response = await this.browser.fetch(`${this.basePath}/signout`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        credentials: 'same-origin',
        body: new URLSearchParams({ csrfToken, callbackUrl, json: 'true' }),
      })
      url = ((await response.json()) as { url?: string }).url
    } catch (error) {
      this.log('CLIENT_FETCH_ERROR', { url: `${this.basePath}/signout`, message: error instanceof Error ? error.message : String(error) })
    }
    this.broadcast('signout')
    if (options.redirect ?? true) {
      this.browser.window.location.assign(url ?? callbackUrl)
      return undefined
    }
    await this.refetch()
    return { url }
  }

  /**
   * Tells the other tabs (NextAuth v4's 'nextauth.message' storage event, with its trigger): a
   * sign-out as 'signout', anything else as 'getSession'. Either way they refetch.
   */
  broadcast(trigger: 'signout' | 'getSession' = 'getSession') {
    try {
      this.browser.storage?.setItem(
        MESSAGE_KEY,
        JSON.stringify({ event: 'session', data: { trigger }, timestamp: Math.floor(Date.now() / 1000) }),
      )
    } catch {
      // Storage can be full or blocked; the other tabs then catch up on focus.
    }
  }

  /** Reports a client error to /_log by beacon, with a fetch fallback; never throws. */
  log(code: ClientLogCode, details: Record<string, string>) {
    const url = `${this.basePath}/_log`
    const body = new URLSearchParams({ level: 'error', code, ...details })
    try {
      if (this.browser.sendBeacon?.(url, body)) return
      void this.browser.fetch(url, { method: 'POST', body, keepalive: true }).catch(() => undefined)
    } catch {
      // Logging must never break the page.
    }
  }
}
