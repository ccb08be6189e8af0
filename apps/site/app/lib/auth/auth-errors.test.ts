import { MESSAGES } from '@talentstad/types'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  AccountNotLinkedError,
  assertAuthConfig,
  AUTH_ERROR_CLASSES,
  errorQueryFor,
  InvalidCallbackUrl,
  MissingAdapterError,
  MissingAdapterMethodsError,
  MissingAPIRouteError,
  MissingAuthorizeError,
  MissingSecretError,
  OAuthCallbackError,
  UnknownError,
  UnsupportedStrategyError,
  type AuthConfig,
} from './auth-errors'
import { AUTH_ERROR_MESSAGES, authErrorMessage, authErrorMessageFor } from './errors'

const SITE = 'http://127.0.0.1:3999'
let handleGet: typeof import('./next-auth.server').handleGet
let handlePost: typeof import('./next-auth.server').handlePost
let configurationErrorResponse: typeof import('./next-auth.server').configurationErrorResponse

beforeAll(async () => {
  process.env.SITE_URL = SITE
  process.env.CMS_URL = 'http://127.0.0.1:9'
  ;({ handleGet, handlePost, configurationErrorResponse } = await import('./next-auth.server'))
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the /api/auth error classes (spec 8, NextAuth v4 core/errors)', () => {
  it.each([
    [UnknownError, 'UnknownError', undefined],
    [OAuthCallbackError, 'OAuthCallbackError', undefined],
    [AccountNotLinkedError, 'AccountNotLinkedError', undefined],
    [MissingAPIRouteError, 'MissingAPIRouteError', 'MISSING_NEXTAUTH_API_ROUTE_ERROR'],
    [MissingSecretError, 'MissingSecretError', 'NO_SECRET'],
    [MissingAuthorizeError, 'MissingAuthorizeError', 'CALLBACK_CREDENTIALS_HANDLER_ERROR'],
    [MissingAdapterError, 'MissingAdapterError', 'EMAIL_REQUIRES_ADAPTER_ERROR'],
    [MissingAdapterMethodsError, 'MissingAdapterMethodsError', 'MISSING_ADAPTER_METHODS_ERROR'],
    [UnsupportedStrategyError, 'UnsupportedStrategyError', 'CALLBACK_CREDENTIALS_JWT_ERROR'],
    [InvalidCallbackUrl, 'InvalidCallbackUrl', 'INVALID_CALLBACK_URL_ERROR'],
  ])('%o is named %s with code %s', (Class, name, code) => {
    const error = new Class('something failed')
    expect(error).toBeInstanceOf(Error)
    expect(error).toBeInstanceOf(UnknownError)
    expect(error.name).toBe(name)
    expect(error.code).toBe(code)
    expect(error.message).toBe('something failed')
    expect(AUTH_ERROR_CLASSES).toContain(Class)
  })

  it('keeps the code and stack of a wrapped error as UnknownError', () => {
    const cause = Object.assign(new Error('db down'), { code: 'ECONNREFUSED' })
    const error = new UnknownError(cause)
    expect(error.code).toBe('ECONNREFUSED')
    expect(error.stack).toBe(cause.stack)
    expect(JSON.parse(JSON.stringify(error))).toEqual({ name: 'UnknownError', message: 'db down', code: 'ECONNREFUSED' })
  })

  it('maps each class to a Dutch message through its /api/auth/error query', () => {
    expect(errorQueryFor(new OAuthCallbackError('x'))).toBe('OAuthCallback')
    expect(errorQueryFor(new AccountNotLinkedError('x'))).toBe('OAuthAccountNotLinked')
    expect(errorQueryFor(new UnknownError('x'))).toBe('Default')
    for (const Class of [
      MissingAPIRouteError,
      MissingSecretError,
      MissingAuthorizeError,
      MissingAdapterError,
      MissingAdapterMethodsError,
      UnsupportedStrategyError,
      InvalidCallbackUrl,
    ]) {
      expect(errorQueryFor(new Class('x'))).toBe('Configuration')
    }
    expect(authErrorMessageFor(new MissingSecretError('x'))).toBe(
      'Inloggen lukt nu niet door een probleem aan onze kant. Probeer het later opnieuw.',
    )
    expect(authErrorMessageFor(new AccountNotLinkedError('x'))).toBe(
      'Dit e-mailadres hoort al bij een ander account. Log in zoals je dat eerder deed.',
    )
    expect(authErrorMessageFor(new OAuthCallbackError('x'))).toBe(
      'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.',
    )
    expect(authErrorMessageFor(new UnknownError('x'))).toBe(MESSAGES.general)
  })

  it.each([
    ['Configuration', 'Inloggen lukt nu niet door een probleem aan onze kant. Probeer het later opnieuw.'],
    ['AccessDenied', 'Je hebt geen toestemming om in te loggen.'],
    ['Verification', 'Deze inloglink is verlopen of al gebruikt. Vraag een nieuwe aan.'],
    ['Default', MESSAGES.general],
    ['OAuthSignin', 'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.'],
    ['OAuthCallback', 'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.'],
    ['OAuthCreateAccount', 'Je account kon niet worden aangemaakt. Probeer het opnieuw of log in met een ander account.'],
    ['EmailCreateAccount', 'Je account kon niet worden aangemaakt. Probeer het opnieuw of log in met een ander account.'],
    ['Callback', 'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.'],
    ['OAuthAccountNotLinked', 'Dit e-mailadres hoort al bij een ander account. Log in zoals je dat eerder deed.'],
    ['EmailSignin', 'De e-mail om in te loggen kon niet worden verstuurd.'],
    ['SessionRequired', 'Log in om deze pagina te bekijken.'],
  ])('shows the error query %s as Dutch text', (code, text) => {
    expect(authErrorMessage(code)).toBe(text)
    expect(AUTH_ERROR_MESSAGES[code]).toBe(text)
  })

  it('gives an unknown or prototype-named error query the general message', () => {
    expect(authErrorMessage('NoSuchError')).toBe(MESSAGES.general)
    expect(authErrorMessage('toString')).toBe(MESSAGES.general)
    expect(authErrorMessage(null)).toBeUndefined()
  })
})

describe('where the errors are raised (NextAuth v4 assertConfig)', () => {
  const authorize = () => null
  const good: AuthConfig = {
    secret: 'x'.repeat(32),
    production: true,
    providers: [{ id: 'credentials', type: 'credentials', authorize }],
    sessionStrategy: 'jwt',
  }

  it("accepts the site's own configuration", () => {
    expect(assertAuthConfig(good)).toBeNull()
  })

  it('raises MissingSecretError without a secret in production only', () => {
    expect(assertAuthConfig({ ...good, secret: undefined })).toBeInstanceOf(MissingSecretError)
    expect(assertAuthConfig({ ...good, secret: '' })?.code).toBe('NO_SECRET')
    expect(assertAuthConfig({ ...good, secret: undefined, production: false })).toBeNull()
  })

  it('raises MissingAuthorizeError for a credentials provider without authorize', () => {
    expect(assertAuthConfig({ ...good, providers: [{ id: 'credentials', type: 'credentials' }] })).toBeInstanceOf(MissingAuthorizeError)
  })

  it('raises UnsupportedStrategyError for credentials only with database sessions', () => {
    expect(assertAuthConfig({ ...good, sessionStrategy: 'database' })).toBeInstanceOf(UnsupportedStrategyError)
    expect(
      assertAuthConfig({ ...good, sessionStrategy: 'database', providers: [...good.providers, { id: 'github', type: 'oauth' }] }),
    ).toBeNull()
  })

  it('raises MissingAdapterError and MissingAdapterMethodsError for an e-mail provider (the site has none)', () => {
    const email = { id: 'email', type: 'email' as const }
    expect(assertAuthConfig({ ...good, providers: [email] })).toBeInstanceOf(MissingAdapterError)
    const partial = assertAuthConfig({ ...good, providers: [email], adapter: { getUserByEmail: () => null } })
    expect(partial).toBeInstanceOf(MissingAdapterMethodsError)
    expect(partial?.message).toContain('createVerificationToken')
    const fn = () => null
    expect(
      assertAuthConfig({
        ...good,
        providers: [email],
        adapter: { getUserByEmail: fn, createVerificationToken: fn, useVerificationToken: fn },
      }),
    ).toBeNull()
  })

  it('answers a broken configuration like NextAuth: HTML pages to error=Configuration, the rest 500', async () => {
    const signin = configurationErrorResponse('GET', 'signin')
    expect(signin.status).toBe(307)
    expect(new URL(signin.headers.get('location')!, SITE).pathname).toBe('/api/auth/error')
    expect(new URL(signin.headers.get('location')!, SITE).searchParams.get('error')).toBe('Configuration')
    const error = configurationErrorResponse('GET', 'error')
    expect(new URL(error.headers.get('location')!, SITE).searchParams.get('error')).toBe('Configuration')
    const session = configurationErrorResponse('GET', 'session')
    expect(session.status).toBe(500)
    expect(await session.json()).toEqual({ message: MESSAGES.general })
    expect(configurationErrorResponse('POST', 'signin').status).toBe(500)
  })

  it('logs MissingAPIRouteError for an unknown /api/auth action and answers 404', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await handleGet(new Request(`${SITE}/api/auth/nothing-here`), 'nothing-here')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Deze pagina bestaat niet.')
    expect(warn).toHaveBeenCalledWith(
      '[next-auth][warn][MISSING_NEXTAUTH_API_ROUTE_ERROR]',
      expect.stringContaining('MissingAPIRouteError'),
    )
    const post = await handlePost(new Request(`${SITE}/api/auth/nothing`, { method: 'POST', body: '' }), 'nothing')
    expect(post.status).toBe(404)
  })

  it('logs InvalidCallbackUrl for a foreign callbackUrl and still falls back to the home page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await handleGet(
      new Request(`${SITE}/api/auth/signin?callbackUrl=${encodeURIComponent('https://evil.example/x')}`),
      'signin',
    )
    expect(new URL(response.headers.get('location')!, SITE).searchParams.get('callbackUrl')).toBe(`${SITE}/`)
    expect(warn).toHaveBeenCalledWith('[next-auth][warn][INVALID_CALLBACK_URL_ERROR]', expect.stringContaining('InvalidCallbackUrl'))
    warn.mockClear()
    await handleGet(new Request(`${SITE}/api/auth/signin?callbackUrl=${encodeURIComponent(`${SITE}/nieuws`)}`), 'signin')
    expect(warn).not.toHaveBeenCalled()
  })
})
