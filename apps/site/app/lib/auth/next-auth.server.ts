import { AUTH_BASE_PATH, CodeSchema, LoginSchema, type AccountUser } from '@talentstad/types'
import { getEnv } from '../env.server'
import { PATHS } from '../paths'
import { AuthUnavailableError, endSiteSession, getAuthState } from './auth.server'
import { isValidCallbackUrl, safeCallbackUrl } from './callback-url'
import { safeRedirectPath, safeRedirectUrl } from '../http/safe-redirect'
import { issueCsrfToken, verifyCsrfToken } from './csrf.server'
import { verifyCredentials } from './authenticator.server'
import { nextAuthErrorFor, verifyLogin } from './login.server'
import { readAuthSession } from './session.server'
import { redirectStatusFor } from './redirect-status'
import { verifyBotCheck } from '~/lib/forms/recaptcha.server'
import { assertAuthConfig, InvalidCallbackUrl, logAuthError, MissingAPIRouteError, type UnknownError } from './auth-errors'

/**
 * /api/auth/*: the wire contract of NextAuth.js v4 (spec sections 2.5, 4 and 7), so the unmodified
 * `next-auth/react` client works against the site. One credentials provider whose callback takes
 * two steps: e-mail and password (answers the /2fa page's address), then the e-mailed code
 * (answers the callbackUrl and starts the session).
 */

const PROVIDER_ID = 'credentials'
const NO_STORE = {
  'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate',
  Pragma: 'no-cache',
  Expires: '0',
}

type Body = Record<string, string>
const GET = { method: 'GET' } as const

function origin() {
  return new URL(getEnv().SITE_URL).origin
}
function baseUrl() {
  return `${origin()}${AUTH_BASE_PATH}`
}

function json(body: unknown, init: { status?: number; headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers)
  headers.set('Content-Type', 'application/json')
  for (const [key, value] of Object.entries(NO_STORE)) headers.set(key, value)
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers })
}

/**
 * NextAuth answers a redirect as `{url}` when the client posted json=true, else with a redirect:
 * 307 for a GET (the method is kept), 303 after a POST (the browser follows with a GET); spec 9
 * has no 302. The final target goes through the one redirect check: always on this site, never
 * `//host`; an absolute target stays absolute (the client reads `new URL(url)`), a path stays a path.
 */
function redirectTo(target: string, body: Body, init: { status?: number; headers?: HeadersInit; method?: 'GET' | 'POST' } = {}) {
  const siteUrl = getEnv().SITE_URL
  const url = /^\/(?!\/)/.test(target) ? safeRedirectPath(target, siteUrl) : safeRedirectUrl(target, siteUrl)
  if (body.json === 'true') return json({ url }, init)
  const headers = new Headers(init.headers)
  headers.set('Location', url)
  headers.set('Cache-Control', NO_STORE['Cache-Control'])
  return new Response(null, { status: redirectStatusFor(init.method ?? 'POST'), headers })
}

function withQuery(path: string, params: Record<string, string | undefined>) {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, value)
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** Form-encoded (the client's POSTs, sendBeacon) or JSON (session update); anything else is empty. */
async function readBody(request: Request): Promise<Body> {
  const type = request.headers.get('content-type') ?? ''
  try {
    if (type.includes('application/json')) {
      const value: unknown = await request.json()
      if (!value || typeof value !== 'object') return {}
      return Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, entry]) => [
          key,
          typeof entry === 'string' ? entry : JSON.stringify(entry),
        ]),
      )
    }
    const text = await request.text()
    return Object.fromEntries(new URLSearchParams(text))
  } catch {
    return {}
  }
}

/** The configuration NextAuth would be given, checked once (NextAuth's assertConfig) on first use. */
function authConfig() {
  const env = getEnv()
  return {
    secret: env.SESSION_SECRET,
    production: env.NODE_ENV === 'production',
    providers: [{ id: PROVIDER_ID, type: 'credentials' as const, authorize: verifyCredentials }],
    // The cookie carries the CMS's JWT; there is no database session on the site.
    sessionStrategy: 'jwt' as const,
  }
}

let configChecked: { error: UnknownError | null } | undefined
function configurationError(): UnknownError | null {
  if (!configChecked) {
    configChecked = { error: assertAuthConfig(authConfig()) }
    if (configChecked.error) logAuthError(configChecked.error)
  }
  return configChecked.error
}

/** The pages a browser opens by GET (NextAuth's HTML pages). */
const HTML_PAGES = ['signin', 'signout', 'error']

/**
 * NextAuth's answer while its configuration is broken: the HTML pages send to the error page
 * with error=Configuration, everything else gets a 500 with a general message (details are in
 * the server log only).
 */
export function configurationErrorResponse(method: string, route: string): Response {
  if (method === 'GET' && HTML_PAGES.includes(route)) {
    if (route === 'error') return redirectTo(withQuery(PATHS.login, { error: 'Configuration' }), {}, GET)
    return redirectTo(withQuery(`${AUTH_BASE_PATH}/error`, { error: 'Configuration' }), {}, GET)
  }
  return json({ message: 'Er is iets misgegaan' }, { status: 500 })
}

/** An action /api/auth does not have: logged as NextAuth's MissingAPIRoute, answered 404. */
function missingRoute(method: string, action: string) {
  logAuthError(new MissingAPIRouteError(`Cannot find an action for ${method} ${AUTH_BASE_PATH}/${action.slice(0, 64)}`), 'warn')
  return new Response('Deze pagina bestaat niet.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...NO_STORE } })
}

export function providers() {
  const base = baseUrl()
  return {
    [PROVIDER_ID]: {
      id: PROVIDER_ID,
      name: 'E-mailadres en wachtwoord',
      type: 'credentials',
      signinUrl: `${base}/signin/${PROVIDER_ID}`,
      callbackUrl: `${base}/callback/${PROVIDER_ID}`,
    },
  }
}

/** The session object of the NextAuth contract. */
export function toNextAuthSession(user: AccountUser, expiresAt: string) {
  return {
    user: {
      id: user.documentId,
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      image: null,
      typeOfUser: user.typeOfUser,
      role: user.role,
      onboarded: user.onboarded,
    },
    expires: expiresAt,
  }
}

async function sessionResponse(request: Request) {
  try {
    const state = await getAuthState(request)
    if (!state.current) return json({}, { headers: state.headers ?? undefined })
    return json(toNextAuthSession(state.current.user, state.current.expiresAt), { headers: state.headers ?? undefined })
  } catch (error) {
    if (error instanceof AuthUnavailableError) return json({ message: 'Er is iets misgegaan' }, { status: 503 })
    throw error
  }
}

/**
 * The callbackUrl of the request, on this site. One that is not (another origin, a malformed
 * address) is NextAuth's InvalidCallbackUrl: logged as a warning (it is the visitor's input, not
 * our configuration), and the site's home is used instead of refusing the request.
 */
function callbackUrlOf(request: Request, body: Body) {
  const value = body.callbackUrl ?? new URL(request.url).searchParams.get('callbackUrl')
  const siteUrl = getEnv().SITE_URL
  if (value !== null && value !== undefined && value !== '' && !isValidCallbackUrl(value, siteUrl)) {
    logAuthError(new InvalidCallbackUrl(`Invalid callback URL (${value.length} characters); using the home page`), 'warn')
  }
  return safeCallbackUrl(value, siteUrl)
}

export async function handleGet(request: Request, action: string): Promise<Response> {
  const url = new URL(request.url)
  const [route = '', providerId] = action.split('/')
  if (configurationError()) return configurationErrorResponse('GET', route)
  switch (route) {
    case 'session':
      return sessionResponse(request)
    case 'csrf': {
      const { csrfToken, setCookie } = issueCsrfToken(request)
      return json({ csrfToken }, { headers: setCookie ? { 'Set-Cookie': setCookie } : undefined })
    }
    case 'providers':
      return json(providers())
    case 'signin': {
      const callbackUrl = callbackUrlOf(request, {})
      const error = url.searchParams.get('error') ?? undefined
      return redirectTo(withQuery(PATHS.login, { callbackUrl, error }), {}, GET)
    }
    case 'signout':
      return redirectTo(PATHS.logout, {}, GET)
    case 'callback':
      // Credentials only work by POST; NextAuth would fail here with a 500, we send to the login.
      return redirectTo(withQuery(`${AUTH_BASE_PATH}/signin`, { callbackUrl: callbackUrlOf(request, {}), provider: providerId }), {}, GET)
    case 'error': {
      const error = url.searchParams.get('error') ?? undefined
      return redirectTo(withQuery(PATHS.login, { error: error ?? 'Default' }), {}, GET)
    }
    default:
      return missingRoute('GET', action)
  }
}

export async function handlePost(request: Request, action: string): Promise<Response> {
  const [route = '', providerId] = action.split('/')
  if (configurationError()) return configurationErrorResponse('POST', route)
  const body = await readBody(request)
  const csrfOk = verifyCsrfToken(request, body.csrfToken)
  const base = baseUrl()

  switch (route) {
    case '_log': {
      // The client's own error reports (CLIENT_FETCH_ERROR, CLIENT_SESSION_ERROR): log a short line.
      const code = (body.code ?? '').slice(0, 64).replace(/[^\w.-]/g, '')
      const level = ['error', 'warn', 'debug'].includes(body.level ?? '') ? body.level : 'error'
      if (code) console.warn(`[next-auth client ${level}] ${code}`)
      return new Response(null, { status: 200, headers: NO_STORE })
    }
    case 'session': {
      // update(): only with a valid CSRF token; the session is re-read from the CMS, the client
      // cannot write into it.
      if (!csrfOk) return json({}, { status: 400 })
      return sessionResponse(request)
    }
    case 'signout': {
      if (!csrfOk) return redirectTo(`${base}/signout?csrf=true`, body)
      const setCookie = await endSiteSession(request)
      return redirectTo(callbackUrlOf(request, body), body, { headers: { 'Set-Cookie': setCookie } })
    }
    case 'signin': {
      if (!csrfOk) return redirectTo(`${base}/signin?csrf=true`, body)
      // Credentials sign in through the callback; an unknown provider goes to the sign-in page.
      return redirectTo(withQuery(`${base}/signin`, { callbackUrl: callbackUrlOf(request, body) }), body)
    }
    case 'callback': {
      if (providerId !== PROVIDER_ID) {
        return redirectTo(withQuery(`${base}/signin`, { callbackUrl: callbackUrlOf(request, body) }), body)
      }
      if (!csrfOk) return redirectTo(`${base}/signin?csrf=true`, body)
      return credentialsCallback(request, body)
    }
    default:
      return missingRoute('POST', action)
  }
}

function errorUrl(error: string) {
  return `${baseUrl()}/error?${new URLSearchParams({ error, provider: PROVIDER_ID })}`
}

async function credentialsCallback(request: Request, body: Body) {
  const callbackUrl = callbackUrlOf(request, body)
  const botCheck = await verifyBotCheck(body.recaptchaToken, 'login')
  if (!botCheck) return redirectTo(errorUrl('CredentialsSignin'), body, { status: 401 })

  // Step 2: the e-mailed code, for the challenge this browser's cookie holds.
  if (body.code !== undefined) {
    const pending = (await readAuthSession(request)).get('pending')
    const code = CodeSchema.safeParse(body.code)
    if (!pending) return redirectTo(errorUrl('CodeExpired'), body, { status: 401 })
    if (!code.success) return redirectTo(errorUrl('CodeInvalid'), body, { status: 401 })
    const result = await verifyLogin(pending, code.data, request.signal)
    if (!result.ok) {
      return redirectTo(errorUrl(nextAuthErrorFor(result)), body, { status: result.status === 429 ? 429 : 401 })
    }
    const destination = result.login.user.onboarded ? pending.callbackUrl : `${origin()}${PATHS.onboarding}`
    return redirectTo(destination, body, { headers: { 'Set-Cookie': result.setCookie } })
  }

  // Step 1: e-mail and password.
  const input = LoginSchema.safeParse({ email: body.email, password: body.password })
  if (!input.success) return redirectTo(errorUrl('CredentialsSignin'), body, { status: 401 })
  const result = await verifyCredentials(input.data, { url: request.url, callbackUrl, signal: request.signal })
  if (!result.ok) {
    return redirectTo(errorUrl(nextAuthErrorFor(result)), body, { status: result.status === 429 ? 429 : 401 })
  }
  return redirectTo(`${origin()}${PATHS.twoFactor}`, body, { headers: { 'Set-Cookie': result.setCookie } })
}
