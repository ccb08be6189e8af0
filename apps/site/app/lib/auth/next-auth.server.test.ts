import { beforeAll, describe, expect, it } from 'vitest'

// The handlers read the validated environment once: set it before they load.
const SITE = 'http://127.0.0.1:3999'
let handleGet: typeof import('./next-auth.server').handleGet
let handlePost: typeof import('./next-auth.server').handlePost

beforeAll(async () => {
  process.env.SITE_URL = SITE
  // Nothing listens here: a handler that wrongly called the CMS would fail, not hang.
  process.env.CMS_URL = 'http://127.0.0.1:9'
  ;({ handleGet, handlePost } = await import('./next-auth.server'))
})

const get = (path: string, headers: HeadersInit = {}) =>
  handleGet(new Request(`${SITE}/api/auth/${path}`, { headers }), path.split('?')[0]!)

function post(path: string, body: Record<string, string>, headers: HeadersInit = {}) {
  const request = new Request(`${SITE}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(body),
  })
  return handlePost(request, path)
}

async function csrfPair() {
  const response = await get('csrf')
  const { csrfToken } = (await response.json()) as { csrfToken: string }
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!
  return { csrfToken, cookie }
}

describe('/api/auth (NextAuth v4 wire contract)', () => {
  it('answers an empty session object with no-cache headers when there is no session', async () => {
    const response = await get('session')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({})
    expect(response.headers.get('cache-control')).toContain('no-store')
  })

  it('issues a CSRF token in a double-submit cookie token|hash and keeps it while the cookie is valid', async () => {
    const { csrfToken, cookie } = await csrfPair()
    expect(csrfToken).toMatch(/^[0-9a-f]{64}$/)
    const [token, hash] = decodeURIComponent(cookie.split('=')[1]!).split('|')
    expect(token).toBe(csrfToken)
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    const again = await get('csrf', { cookie })
    expect(((await again.json()) as { csrfToken: string }).csrfToken).toBe(csrfToken)
    expect(again.headers.get('set-cookie')).toBeNull()
    // A cookie with a forged hash is replaced, not trusted.
    const forged = await get('csrf', { cookie: `next-auth.csrf-token=${'a'.repeat(64)}|${'b'.repeat(64)}` })
    expect(((await forged.json()) as { csrfToken: string }).csrfToken).not.toBe('a'.repeat(64))
  })

  it('lists the credentials provider with absolute URLs', async () => {
    const body = (await (await get('providers')).json()) as Record<string, Record<string, string>>
    expect(body.credentials).toEqual({
      id: 'credentials',
      name: expect.any(String),
      type: 'credentials',
      signinUrl: `${SITE}/api/auth/signin/credentials`,
      callbackUrl: `${SITE}/api/auth/callback/credentials`,
    })
  })

  it('sends GET signin to the login page with 307, keeping callbackUrl and error', async () => {
    const response = await get(`signin?error=SessionRequired&callbackUrl=${encodeURIComponent(`${SITE}/profiel`)}`)
    expect(response.status).toBe(307)
    const location = new URL(response.headers.get('location')!, SITE)
    expect(location.pathname).toBe('/inloggen')
    expect(location.searchParams.get('callbackUrl')).toBe(`${SITE}/profiel`)
    expect(location.searchParams.get('error')).toBe('SessionRequired')
  })

  it.each(['https://evil.example/steal', '//evil.example', 'http://[::1', 'javascript:alert(1)'])(
    'never redirects to another origin or fails on callbackUrl %s',
    async (callbackUrl) => {
      const response = await get(`signin?callbackUrl=${encodeURIComponent(callbackUrl)}`)
      expect(response.status).toBe(307)
      const location = new URL(response.headers.get('location')!, SITE)
      expect(location.searchParams.get('callbackUrl')).toBe(`${SITE}/`)
    },
  )

  it('rejects a credentials callback without a valid CSRF token as NextAuth does (to signin?csrf=true)', async () => {
    const missing = await post('callback/credentials', { email: 'a@b.nl', password: 'x', json: 'true' })
    expect(missing.status).toBe(200)
    expect(await missing.json()).toEqual({ url: `${SITE}/api/auth/signin?csrf=true` })
    const { cookie } = await csrfPair()
    const wrong = await post(
      'callback/credentials',
      { csrfToken: 'f'.repeat(64), email: 'a@b.nl', password: 'x', json: 'true' },
      { cookie },
    )
    expect(await wrong.json()).toEqual({ url: `${SITE}/api/auth/signin?csrf=true` })
    // Without json=true the same answer is a redirect: 303 after a POST.
    const redirect = await post('callback/credentials', { email: 'a@b.nl', password: 'x' })
    expect(redirect.status).toBe(303)
    expect(redirect.headers.get('location')).toBe(`${SITE}/api/auth/signin?csrf=true`)
  })

  it('sends an unknown provider to the sign-in page with the callbackUrl', async () => {
    const { csrfToken, cookie } = await csrfPair()
    const response = await post('callback/github', { csrfToken, callbackUrl: `${SITE}/nieuws`, json: 'true' }, { cookie })
    const { url } = (await response.json()) as { url: string }
    expect(new URL(url).pathname).toBe('/api/auth/signin')
    expect(new URL(url).searchParams.get('callbackUrl')).toBe(`${SITE}/nieuws`)
  })

  it('refuses bad credentials input with 401 and CredentialsSignin, without calling the CMS', async () => {
    const { csrfToken, cookie } = await csrfPair()
    const response = await post('callback/credentials', { csrfToken, email: 'not-an-address', password: '', json: 'true' }, { cookie })
    expect(response.status).toBe(401)
    const { url } = (await response.json()) as { url: string }
    expect(new URL(url).searchParams.get('error')).toBe('CredentialsSignin')
  })

  it('refuses a code without a pending login', async () => {
    const { csrfToken, cookie } = await csrfPair()
    const response = await post('callback/credentials', { csrfToken, code: '123456', json: 'true' }, { cookie })
    expect(response.status).toBe(401)
    expect(new URL(((await response.json()) as { url: string }).url).searchParams.get('error')).toBe('CodeExpired')
  })

  it.each([
    `${SITE}//evil.example/x`,
    '//evil.example/x',
    '/\\evil.example',
    '\t//evil.example',
    `${SITE}:80@evil.example/`,
    'javascript:alert(1)',
  ])('signs out to a target on the site for callbackUrl %s (the final Location is checked)', async (callbackUrl) => {
    const { csrfToken, cookie } = await csrfPair()
    const asJson = await post('signout', { csrfToken, callbackUrl, json: 'true' }, { cookie })
    const { url } = (await asJson.json()) as { url: string }
    expect(new URL(url).origin).toBe(SITE)
    expect(new URL(url).pathname).not.toMatch(/^\/\//)
    const redirect = await post('signout', { csrfToken, callbackUrl }, { cookie })
    expect(redirect.status).toBe(303)
    const location = redirect.headers.get('location')!
    expect(new URL(location, `${SITE}/x/y`).origin).toBe(SITE)
    expect(location.replace(SITE, '')).toMatch(/^\/(?![/\\])/)
  })

  it.each([
    ['signin', '/inloggen'],
    ['signout', '/uitloggen'],
    ['callback/credentials', '/api/auth/signin'],
    ['error?error=AccessDenied', '/inloggen'],
  ])('answers GET %s with a 307 to %s (a GET stays a GET; no 302)', async (path, pathname) => {
    const response = await get(path)
    expect(response.status).toBe(307)
    expect(new URL(response.headers.get('location')!, SITE).pathname).toBe(pathname)
  })

  it('refuses a session update and a sign-out without CSRF', async () => {
    const update = await handlePost(
      new Request(`${SITE}/api/auth/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { typeOfUser: 'TYPE_COMMUNITY_MANAGER' } }),
      }),
      'session',
    )
    expect(update.status).toBe(400)
    const signout = await post('signout', { json: 'true' })
    expect(await signout.json()).toEqual({ url: `${SITE}/api/auth/signout?csrf=true` })
  })

  it('accepts client log lines (beacon or fetch) with an empty 200', async () => {
    const response = await post('_log', { level: 'error', code: 'CLIENT_FETCH_ERROR', error: '{}', url: '/api/auth/session' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })

  it('answers an unknown action with 404 (MissingAPIRoute), never 500', async () => {
    expect((await get('nothing-here')).status).toBe(404)
    expect((await post('nothing-here', {})).status).toBe(404)
  })
})
