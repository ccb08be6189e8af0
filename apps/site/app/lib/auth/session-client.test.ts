import { describe, expect, it, vi } from 'vitest'
import { SessionClient, type BrowserLike } from './session-client'

const SESSION = {
  user: {
    id: 'u1',
    name: 'Sanne de Vries',
    email: 'student@demo.talentstad.nl',
    image: null,
    typeOfUser: 'TYPE_STUDENT',
    role: 'ROLE_USER',
    onboarded: true,
  },
  expires: '2026-12-21T00:00:00.000Z',
}

type Call = { url: string; method: string; body: string | undefined }

function fakeBrowser(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: Call[] = []
  const order: string[] = []
  const window = Object.assign(new EventTarget(), {
    location: { href: 'http://site/nieuws', assign: vi.fn((url: string) => order.push(`redirect ${url}`)) },
  })
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  let online = true
  const timers: Array<() => void> = []
  const stored: string[] = []
  const browser: BrowserLike = {
    fetch: (async (input: string, init?: RequestInit) => {
      const url = String(input)
      const method = init?.method ?? 'GET'
      calls.push({ url, method, body: init?.body === undefined ? undefined : String(init.body) })
      order.push(`${method} ${url}`)
      const answer = answers[`${method} ${url}`]
      if (!answer) throw new TypeError('Failed to fetch')
      return answer()
    }) as typeof fetch,
    sendBeacon: vi.fn(() => true),
    window,
    document,
    storage: {
      setItem: (_key: string, value: string) => {
        stored.push(value)
        order.push('broadcast')
      },
    },
    isOnline: () => online,
    setInterval: (callback) => timers.push(callback),
    clearInterval: () => undefined,
  }
  return {
    browser,
    calls,
    order,
    stored,
    window,
    document,
    tick: () => timers.forEach((timer) => timer()),
    setOnline: (value: boolean) => {
      online = value
    },
  }
}

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('SessionClient', () => {
  it('is loading during the first fetch, then authenticated with session data', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json(SESSION) })
    const client = new SessionClient(fake.browser)
    expect(client.getState().status).toBe('loading')
    client.start()
    await flush()
    expect(client.getState()).toEqual({ data: SESSION, status: 'authenticated' })
  })

  it('is unauthenticated for the empty object', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json({}) })
    const client = new SessionClient(fake.browser)
    client.start()
    await flush()
    expect(client.getState()).toEqual({ data: null, status: 'unauthenticated' })
  })

  it('logs a failed fetch as CLIENT_FETCH_ERROR through _log and yields null', async () => {
    const fake = fakeBrowser({})
    const client = new SessionClient(fake.browser)
    expect(await client.refetch()).toBeNull()
    expect(client.getState().status).toBe('unauthenticated')
    const [url, body] = vi.mocked(fake.browser.sendBeacon!).mock.calls[0]!
    expect(url).toBe('/api/auth/_log')
    expect(new URLSearchParams(body as URLSearchParams).get('code')).toBe('CLIENT_FETCH_ERROR')
  })

  it('logs a 404 under the base path as MISSING_NEXTAUTH_API_ROUTE_ERROR through _log and yields null', async () => {
    const fake = fakeBrowser({ 'GET /elders/session': () => new Response('Deze pagina bestaat niet.', { status: 404 }) })
    const client = new SessionClient(fake.browser, { basePath: '/elders' })
    expect(await client.refetch()).toBeNull()
    const [url, body] = vi.mocked(fake.browser.sendBeacon!).mock.calls[0]!
    expect(url).toBe('/elders/_log')
    expect(new URLSearchParams(body as URLSearchParams).get('code')).toBe('MISSING_NEXTAUTH_API_ROUTE_ERROR')
  })

  it('logs a malformed session as CLIENT_SESSION_ERROR, falling back to fetch without sendBeacon', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json({ user: 'x' }), 'POST /api/auth/_log': () => new Response(null) })
    fake.browser.sendBeacon = undefined
    const client = new SessionClient(fake.browser)
    expect(await client.refetch()).toBeNull()
    await flush()
    const log = fake.calls.find((call) => call.url === '/api/auth/_log')!
    expect(new URLSearchParams(log.body).get('code')).toBe('CLIENT_SESSION_ERROR')
  })

  it('starts settled from the server-rendered session without a first fetch, then refetches on the triggers', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json({}) })
    const client = new SessionClient(fake.browser, { session: SESSION })
    expect(client.getState()).toEqual({ data: SESSION, status: 'authenticated' })
    client.start()
    await flush()
    expect(fake.calls).toEqual([])
    // Logged out in another tab: the message arrives, the session is gone.
    fake.window.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'nextauth.message', newValue: JSON.stringify({ event: 'session' }) }),
    )
    await flush()
    expect(fake.calls.map((call) => call.url)).toEqual(['/api/auth/session'])
    expect(client.getState()).toEqual({ data: null, status: 'unauthenticated' })
    // An anonymous page's client asks nothing and tells nobody until a trigger fires.
    const anonymous = fakeBrowser({})
    const visitor = new SessionClient(anonymous.browser, { session: null })
    visitor.start()
    await flush()
    expect(visitor.getState().status).toBe('unauthenticated')
    expect(anonymous.calls).toEqual([])
    expect(anonymous.stored).toEqual([])
  })

  it('takes over a session the server gave this tab, telling the other tabs only when it changed', () => {
    const fake = fakeBrowser({})
    const client = new SessionClient(fake.browser, { session: SESSION })
    client.setSession({ ...SESSION })
    expect(fake.stored).toEqual([])
    client.setSession({ ...SESSION, user: { ...SESSION.user, onboarded: false } })
    expect(fake.stored).toHaveLength(1)
    client.setSession(null)
    expect(client.getState()).toEqual({ data: null, status: 'unauthenticated' })
    expect(fake.stored).toHaveLength(2)
    expect(JSON.parse(fake.stored[1]!)).toMatchObject({ event: 'session' })
    expect(fake.calls).toEqual([])
  })

  it('refetches on a cross-tab storage message and when the page becomes visible', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json(SESSION) })
    const client = new SessionClient(fake.browser)
    client.start()
    await flush()
    const sessionFetches = () => fake.calls.filter((call) => call.url === '/api/auth/session').length
    expect(sessionFetches()).toBe(1)
    fake.window.dispatchEvent(
      Object.assign(new Event('storage'), { key: 'nextauth.message', newValue: JSON.stringify({ event: 'session' }) }),
    )
    fake.window.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else', newValue: '{}' }))
    await flush()
    expect(sessionFetches()).toBe(2)
    fake.document.visibilityState = 'hidden'
    fake.document.dispatchEvent(new Event('visibilitychange'))
    fake.document.visibilityState = 'visible'
    fake.document.dispatchEvent(new Event('visibilitychange'))
    await flush()
    expect(sessionFetches()).toBe(3)
  })

  it('does not refetch on visibility when refetchOnWindowFocus is false, and does not poll by default', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json(SESSION) })
    const client = new SessionClient(fake.browser, { refetchOnWindowFocus: false })
    client.start()
    await flush()
    fake.document.dispatchEvent(new Event('visibilitychange'))
    fake.tick()
    await flush()
    expect(fake.calls.filter((call) => call.url === '/api/auth/session')).toHaveLength(1)
  })

  it('polls on the interval, only while online when refetchWhenOffline is false', async () => {
    const fake = fakeBrowser({ 'GET /api/auth/session': json(SESSION) })
    const client = new SessionClient(fake.browser, { refetchInterval: 60, refetchWhenOffline: false })
    client.start()
    await flush()
    fake.tick()
    await flush()
    fake.setOnline(false)
    fake.tick()
    await flush()
    expect(fake.calls.filter((call) => call.url === '/api/auth/session')).toHaveLength(2)
  })

  it('ignores update while loading or without a session; otherwise posts csrfToken and data and broadcasts', async () => {
    const fake = fakeBrowser({
      'GET /api/auth/session': json({}),
      'GET /api/auth/csrf': json({ csrfToken: 'tok' }),
      'POST /api/auth/session': json(SESSION),
    })
    const client = new SessionClient(fake.browser)
    expect(await client.update({ a: 1 })).toBeUndefined() // loading
    await client.refetch()
    expect(await client.update({ a: 1 })).toBeUndefined() // no session
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false)

    const signedIn = fakeBrowser({
      'GET /api/auth/session': json(SESSION),
      'GET /api/auth/csrf': json({ csrfToken: 'tok' }),
      'POST /api/auth/session': json({ ...SESSION, expires: '2027-01-01T00:00:00.000Z' }),
    })
    const member = new SessionClient(signedIn.browser)
    await member.refetch()
    const updated = await member.update({ a: 1 })
    expect(updated?.expires).toBe('2027-01-01T00:00:00.000Z')
    expect(member.getState().status).toBe('authenticated')
    const post = signedIn.calls.find((call) => call.method === 'POST')!
    expect(JSON.parse(post.body!)).toEqual({ csrfToken: 'tok', data: { a: 1 } })
    expect(signedIn.stored).toHaveLength(1)
  })

  it('signs out: posts, then broadcasts, then redirects to the answered url', async () => {
    const fake = fakeBrowser({
      'GET /api/auth/csrf': json({ csrfToken: 'tok' }),
      'POST /api/auth/signout': json({ url: 'http://site/' }),
    })
    const client = new SessionClient(fake.browser)
    await client.signOut({ callbackUrl: 'http://site/' })
    expect(fake.order).toEqual(['GET /api/auth/csrf', 'POST /api/auth/signout', 'broadcast', 'redirect http://site/'])
    const body = new URLSearchParams(fake.calls.find((call) => call.method === 'POST')!.body)
    expect(Object.fromEntries(body)).toEqual({ csrfToken: 'tok', callbackUrl: 'http://site/', json: 'true' })
    // The other tabs hear of it as a sign-out, as NextAuth's client tells them.
    expect(JSON.parse(fake.stored[0]!)).toMatchObject({ event: 'session', data: { trigger: 'signout' } })
  })

  it("a logout through the site's own form tells the other tabs as a sign-out; a login as a session change", () => {
    const fake = fakeBrowser({})
    const client = new SessionClient(fake.browser, { session: SESSION })
    client.setSession(null)
    client.setSession(SESSION)
    expect(fake.stored.map((value) => JSON.parse(value).data.trigger)).toEqual(['signout', 'getSession'])
  })

  it("another tab's sign-out signs this tab out at once, before the server answers", async () => {
    let answer: (value: Response) => void = () => undefined
    const fake = fakeBrowser({ 'GET /api/auth/session': () => new Promise<Response>((resolve) => (answer = resolve)) })
    const client = new SessionClient(fake.browser, { session: SESSION })
    client.start()
    fake.window.dispatchEvent(
      Object.assign(new Event('storage'), {
        key: 'nextauth.message',
        newValue: JSON.stringify({ event: 'session', data: { trigger: 'signout' } }),
      }),
    )
    expect(client.getState()).toEqual({ data: null, status: 'unauthenticated' })
    answer(new Response('{}', { headers: { 'content-type': 'application/json' } }))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.getState().status).toBe('unauthenticated')
  })
})
