import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, MESSAGES, type AccountErrorCode } from '@talentstad/types'
import { ACCOUNT_THROTTLE, type ThrottleName } from './account-throttle'

const NAMES: Record<number, string> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  410: 'GoneError',
  429: 'RateLimitError',
  503: 'ServiceUnavailableError',
}

export type FieldErrors = Record<string, string[]>

/** An expected failure of an account endpoint: its status, its AccountErrorCode and a Dutch message. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    /** null only for 503 (the mail could not be sent): not a case the contract names. */
    readonly code: AccountErrorCode | null,
    message: string,
    readonly extra: { fieldErrors?: FieldErrors; retryAfterMs?: number } = {},
  ) {
    super(message)
  }
}

type Ctx = { status: number; body: unknown; set(name: string, value: string): void }

/** Answers in Strapi's error shape: `{ data: null, error: { status, name, message, details: { code, fieldErrors? } } }`. */
export function sendAccountError(ctx: Ctx, error: AccountError) {
  if (error.extra.retryAfterMs) ctx.set('Retry-After', String(Math.ceil(error.extra.retryAfterMs / 1000)))
  ctx.status = error.status
  ctx.body = {
    data: null,
    error: {
      status: error.status,
      name: NAMES[error.status] ?? 'ApplicationError',
      message: error.message,
      details: { ...(error.code ? { code: error.code } : {}), ...(error.extra.fieldErrors ? { fieldErrors: error.extra.fieldErrors } : {}) },
    },
  }
}

/** The Dutch messages per field of a failed zod parse (by the first path segment). */
export function fieldErrorsOf(error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> }): FieldErrors {
  const result: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '_form')
    ;(result[field] ??= []).push(issue.message)
  }
  return result
}

/** Every expected failure of the account endpoints, with its status, code and Dutch message. */
export const accountErrors = {
  validation: (fieldErrors: FieldErrors) => new AccountError(400, 'validation', MESSAGES.general, { fieldErrors }),
  invalidCredentials: () => new AccountError(401, 'invalid-credentials', ACCOUNT_MESSAGES.invalidCredentials),
  notActivated: () => new AccountError(403, 'not-activated', ACCOUNT_MESSAGES.notActivated),
  blocked: () => new AccountError(403, 'blocked', ACCOUNT_MESSAGES.blocked),
  invalidCode: () => new AccountError(400, 'invalid-code', ACCOUNT_MESSAGES.codeInvalid),
  challengeExpired: () => new AccountError(410, 'challenge-expired', ACCOUNT_MESSAGES.codeExpired),
  resendLimit: () => new AccountError(429, 'resend-limit', ACCOUNT_MESSAGES.resendLimit, { retryAfterMs: ACCOUNT_LIMITS.codeSendWindowMs }),
  /** 429 `throttled` with a Retry-After of the limit's window. */
  throttled: (name: ThrottleName) =>
    new AccountError(429, 'throttled', ACCOUNT_MESSAGES.tooManyAttempts, { retryAfterMs: ACCOUNT_THROTTLE[name].windowMs }),
  /** An activation link that is unknown, used or expired: the spec's 'Er is een fout opgetreden'. */
  invalidActivation: () => new AccountError(400, 'invalid-token', MESSAGES.activationFailed),
  invalidReset: () => new AccountError(400, 'invalid-token', ACCOUNT_MESSAGES.resetInvalid),
  passwordUnchanged: () =>
    new AccountError(400, 'password-unchanged', MESSAGES.passwordMustDiffer, { fieldErrors: { password: [MESSAGES.passwordMustDiffer] } }),
  currentPasswordWrong: () =>
    new AccountError(400, 'current-password-wrong', ACCOUNT_MESSAGES.currentPasswordWrong, {
      fieldErrors: { currentPassword: [ACCOUNT_MESSAGES.currentPasswordWrong] },
    }),
  sessionEnded: () => new AccountError(401, 'session-ended', ACCOUNT_MESSAGES.sessionExpired),
  /** 503 with the general Dutch message: the mail server failed (not a case the contract names). */
  unavailable: () => new AccountError(503, null, MESSAGES.general),
}
