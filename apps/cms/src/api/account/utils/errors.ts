import { errors } from '@strapi/utils'
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, MESSAGES, type AccountErrorCode } from '@talentstad/types'
import { AuthenticationError, AccessDeniedError, GoneError, RetryLaterError, ServiceUnavailableError } from '../../../lib/http-errors'
import { ACCOUNT_THROTTLE, type ThrottleName } from './throttle'

export type FieldErrors = Record<string, string[]>

/** `details` of an account error: the contract's code, and the Dutch messages per field where there are any. */
const coded = (code: AccountErrorCode, fieldErrors?: FieldErrors) => (fieldErrors ? { code, fieldErrors } : { code })

/**
 * Every expected failure of the account endpoints as a thrown error with its status, its
 * AccountErrorCode (`details.code`) and a Dutch message; Strapi's errors middleware answers it
 * (src/lib/http-errors.ts, ADR 0014).
 */
export const accountErrors = {
  validation: (fieldErrors: FieldErrors) => new errors.ValidationError(MESSAGES.general, coded('validation', fieldErrors)),
  invalidCredentials: () => new AuthenticationError(ACCOUNT_MESSAGES.invalidCredentials, coded('invalid-credentials')),
  notActivated: () => new AccessDeniedError(ACCOUNT_MESSAGES.notActivated, coded('not-activated')),
  blocked: () => new AccessDeniedError(ACCOUNT_MESSAGES.blocked, coded('blocked')),
  invalidCode: () => new errors.ValidationError(ACCOUNT_MESSAGES.codeInvalid, coded('invalid-code')),
  challengeExpired: () => new GoneError(ACCOUNT_MESSAGES.codeExpired, coded('challenge-expired')),
  resendLimit: () => new RetryLaterError(ACCOUNT_MESSAGES.resendLimit, coded('resend-limit'), ACCOUNT_LIMITS.codeSendWindowMs),
  /** 429 `throttled` with a Retry-After of the limit's window. */
  throttled: (name: ThrottleName) =>
    new RetryLaterError(ACCOUNT_MESSAGES.tooManyAttempts, coded('throttled'), ACCOUNT_THROTTLE[name].windowMs),
  /** An activation link that is unknown, used or expired: the spec's 'Er is een fout opgetreden'. */
  invalidActivation: () => new errors.ValidationError(MESSAGES.activationFailed, coded('invalid-token')),
  invalidReset: () => new errors.ValidationError(ACCOUNT_MESSAGES.resetInvalid, coded('invalid-token')),
  passwordUnchanged: () =>
    new errors.ValidationError(MESSAGES.passwordMustDiffer, coded('password-unchanged', { password: [MESSAGES.passwordMustDiffer] })),
  currentPasswordWrong: () =>
    new errors.ValidationError(
      ACCOUNT_MESSAGES.currentPasswordWrong,
      coded('current-password-wrong', { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] }),
    ),
  sessionEnded: () => new AuthenticationError(ACCOUNT_MESSAGES.sessionExpired, coded('session-ended')),
  /** 503 with the general Dutch message: the mail server failed (not a case the contract names). */
  unavailable: () => new ServiceUnavailableError(MESSAGES.general),
}
