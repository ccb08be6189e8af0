import { ACCOUNT_MESSAGES, MESSAGES } from '@talentstad/types'
import { errorQueryFor, type UnknownError } from './auth-errors'

/**
 * The `error` codes of the NextAuth wire contract (in `/api/auth/error?error=…` and
 * `/inloggen?error=…`) and the Dutch message the login page shows for each: NextAuth v4's own
 * (its error page: Configuration, AccessDenied, Verification, Default; its sign-in page: the OAuth
 * and e-mail ones, Callback, CredentialsSignin, SessionRequired) and ours from the two-step login.
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
  // NextAuth's error page.
  Configuration: 'Inloggen lukt nu niet door een probleem aan onze kant. Probeer het later opnieuw.',
  AccessDenied: 'Je hebt geen toestemming om in te loggen.',
  Verification: 'Deze inloglink is verlopen of al gebruikt. Vraag een nieuwe aan.',
  Default: MESSAGES.general,
  // NextAuth's sign-in page.
  OAuthSignin: 'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.',
  OAuthCallback: 'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.',
  OAuthCreateAccount: 'Je account kon niet worden aangemaakt. Probeer het opnieuw of log in met een ander account.',
  EmailCreateAccount: 'Je account kon niet worden aangemaakt. Probeer het opnieuw of log in met een ander account.',
  Callback: 'Inloggen is niet gelukt. Probeer het opnieuw of log in met een ander account.',
  OAuthAccountNotLinked: 'Dit e-mailadres hoort al bij een ander account. Log in zoals je dat eerder deed.',
  EmailSignin: 'De e-mail om in te loggen kon niet worden verstuurd.',
}

/** The message for an error code from a query string; unknown codes get the general message. */
export function authErrorMessage(code: string | null | undefined): string | undefined {
  if (!code) return undefined
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code) ? AUTH_ERROR_MESSAGES[code] : MESSAGES.general
}

/** The Dutch message for one of the /api/auth error classes (through its `error` query). */
export function authErrorMessageFor(error: UnknownError): string {
  return authErrorMessage(errorQueryFor(error)) ?? MESSAGES.general
}
