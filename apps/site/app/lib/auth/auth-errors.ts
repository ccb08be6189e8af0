/**
 * The error classes of the /api/auth implementation (spec 8), as NextAuth.js v4's `core/errors`
 * has them: each has its `name` and, where NextAuth gives one, its `code` (what the logger
 * prints). They are raised and logged where NextAuth raises them:
 * - MissingSecretError (NO_SECRET): no session secret in production (assertAuthConfig, on first use;
 *   the environment check of env.server.ts refuses the same deployment at start-up);
 * - MissingAuthorizeError (CALLBACK_CREDENTIALS_HANDLER_ERROR): a credentials provider without an
 *   authorize step (assertAuthConfig);
 * - UnsupportedStrategyError (CALLBACK_CREDENTIALS_JWT_ERROR): credentials only with a 'database'
 *   session strategy (assertAuthConfig; ours is a signed cookie carrying the CMS JWT, i.e. 'jwt');
 * - MissingAdapterError (EMAIL_REQUIRES_ADAPTER_ERROR) and MissingAdapterMethodsError
 *   (MISSING_ADAPTER_METHODS_ERROR): an e-mail provider without an adapter or with an incomplete
 *   one (assertAuthConfig). Not raised in practice: the site has no e-mail (magic link) provider;
 *   accounts and their tokens live in the CMS (ADR 0009, 0010), so there is no adapter to miss;
 * - InvalidCallbackUrl (INVALID_CALLBACK_URL_ERROR): a callbackUrl that is not an address on this
 *   site. NextAuth refuses the request; we log it and fall back to the site's home (callback-url.ts);
 * - MissingAPIRouteError (MISSING_NEXTAUTH_API_ROUTE_ERROR): a request for an action /api/auth
 *   does not have; answered 404;
 * - OAuthCallbackError and AccountNotLinkedError: OAuth sign-ins only. Not raised: the site has no
 *   OAuth provider (only 'credentials'); the classes exist so the contract and /api/auth/error's
 *   messages (OAuthCallback, OAuthAccountNotLinked) are complete;
 * - UnknownError: anything else that fails inside /api/auth (logged, answered 500 by the router).
 * The browser's own failures (CLIENT_FETCH_ERROR, CLIENT_SESSION_ERROR) reach the server through
 * POST /api/auth/_log (session-client.ts).
 */
export class UnknownError extends Error {
  override name = 'UnknownError'
  code: string | undefined

  constructor(error: Error | string) {
    super(typeof error === 'string' ? error : error.message)
    this.code = typeof error === 'string' ? undefined : (error as Error & { code?: string }).code
    if (error instanceof Error && error.stack) this.stack = error.stack
  }

  toJSON() {
    return { name: this.name, message: this.message, code: this.code }
  }
}

export class OAuthCallbackError extends UnknownError {
  override name = 'OAuthCallbackError'
}

export class AccountNotLinkedError extends UnknownError {
  override name = 'AccountNotLinkedError'
}

export class MissingAPIRouteError extends UnknownError {
  override name = 'MissingAPIRouteError'
  override code = 'MISSING_NEXTAUTH_API_ROUTE_ERROR'
}

export class MissingSecretError extends UnknownError {
  override name = 'MissingSecretError'
  override code = 'NO_SECRET'
}

export class MissingAuthorizeError extends UnknownError {
  override name = 'MissingAuthorizeError'
  override code = 'CALLBACK_CREDENTIALS_HANDLER_ERROR'
}

export class MissingAdapterError extends UnknownError {
  override name = 'MissingAdapterError'
  override code = 'EMAIL_REQUIRES_ADAPTER_ERROR'
}

export class MissingAdapterMethodsError extends UnknownError {
  override name = 'MissingAdapterMethodsError'
  override code = 'MISSING_ADAPTER_METHODS_ERROR'
}

export class UnsupportedStrategyError extends UnknownError {
  override name = 'UnsupportedStrategyError'
  override code = 'CALLBACK_CREDENTIALS_JWT_ERROR'
}

export class InvalidCallbackUrl extends UnknownError {
  override name = 'InvalidCallbackUrl'
  override code = 'INVALID_CALLBACK_URL_ERROR'
}

export const AUTH_ERROR_CLASSES = [
  UnknownError,
  OAuthCallbackError,
  AccountNotLinkedError,
  MissingAPIRouteError,
  MissingSecretError,
  MissingAuthorizeError,
  MissingAdapterError,
  MissingAdapterMethodsError,
  UnsupportedStrategyError,
  InvalidCallbackUrl,
] as const

/**
 * The `error` query /api/auth/error gets for each class, as NextAuth v4 sends it: its own
 * configuration errors become 'Configuration', the OAuth ones their sign-in page codes.
 */
export function errorQueryFor(error: UnknownError): string {
  if (error instanceof OAuthCallbackError) return 'OAuthCallback'
  if (error instanceof AccountNotLinkedError) return 'OAuthAccountNotLinked'
  if (error.constructor === UnknownError) return 'Default'
  return 'Configuration'
}

/**
 * Logs an auth error the way NextAuth's logger does: `[next-auth][error][CODE]` and the message.
 * Errors a visitor can cause at will (an unknown route, a foreign callbackUrl) are warnings.
 */
export function logAuthError(error: UnknownError, level: 'error' | 'warn' = 'error') {
  console[level](`[next-auth][${level}][${error.code ?? error.name}]`, `${error.name}: ${error.message}`)
}

export type AuthProviderConfig = { id: string; type: 'credentials' | 'email' | 'oauth'; authorize?: unknown }
export type AuthConfig = {
  secret: string | undefined
  production: boolean
  providers: AuthProviderConfig[]
  sessionStrategy: 'jwt' | 'database'
  adapter?: Record<string, unknown>
}

/** The adapter methods an e-mail provider needs (NextAuth v4). */
const EMAIL_ADAPTER_METHODS = ['createVerificationToken', 'useVerificationToken', 'getUserByEmail'] as const

/** NextAuth v4's assertConfig: the first configuration error, or null. */
export function assertAuthConfig(config: AuthConfig): UnknownError | null {
  if (!config.secret && config.production) return new MissingSecretError('Please define a `secret` in production.')
  const credentials = config.providers.filter((provider) => provider.type === 'credentials')
  if (credentials.length > 0) {
    const onlyCredentials = credentials.length === config.providers.length
    if (config.sessionStrategy === 'database' && onlyCredentials) {
      return new UnsupportedStrategyError('Signin in with credentials only supported if JWT strategy is enabled')
    }
    if (credentials.some((provider) => typeof provider.authorize !== 'function')) {
      return new MissingAuthorizeError('Must define an authorize() handler to use credentials authentication provider')
    }
  }
  if (config.providers.some((provider) => provider.type === 'email')) {
    if (!config.adapter) return new MissingAdapterError('E-mail login requires an adapter.')
    const missing = EMAIL_ADAPTER_METHODS.filter((method) => typeof config.adapter?.[method] !== 'function')
    if (missing.length > 0) return new MissingAdapterMethodsError(`Required adapter methods were missing: ${missing.join(', ')}`)
  }
  return null
}
