import { ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'

/**
 * The `error` codes of the NextAuth wire contract (in `/api/auth/error?error=…` and
 * `/inloggen?error=…`) and the Dutch message the login page shows for each.
 */
export const AUTH_ERROR_MESSAGES: Record<string, string> = {
  SessionRequired: 'Log in om deze pagina te bekijken.',
  CredentialsSignin: ACCOUNT_MESSAGES.invalidCredentials,
  AccountNotActivated: ACCOUNT_MESSAGES.notActivated,
  AccountBlocked: ACCOUNT_MESSAGES.blocked,
  TooManyRequests: ACCOUNT_MESSAGES.tooManyAttempts,
  CodeInvalid: ACCOUNT_MESSAGES.codeInvalid,
  CodeExpired: ACCOUNT_MESSAGES.codeExpired,
  SessionExpired: ACCOUNT_MESSAGES.sessionExpired,
}

/** The message for an error code from a query string; unknown codes get the general message. */
export function authErrorMessage(code: string | null | undefined): string | undefined {
  if (!code) return undefined
  return AUTH_ERROR_MESSAGES[code] ?? MESSAGES.general
}
