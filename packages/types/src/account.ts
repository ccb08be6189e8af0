import { z } from 'zod'
import { TWO_FACTOR_CODE_LENGTH } from './constants.js'
import { ACCOUNT_MESSAGES, MESSAGES } from './messages.js'
import { PasswordSchema } from './password.js'
import type { WriteReach } from './write-reach.js'

/**
 * The account contract between the site (a backend-for-frontend) and the CMS: the form schemas both
 * apps validate with, the CMS endpoints under /api/account and their answers. Browsers never call
 * these endpoints; the site does, forwarding the visitor's IP in X-Forwarded-For (the CMS runs with
 * IS_PROXIED=true behind it) so throttling is per client, not per site instance.
 *
 * Two-factor lives in the CMS: a correct password only yields a login challenge; the JWT is issued
 * by `verify` after the e-mailed 6-digit code, and every JWT names a server-side session (`sid`) that
 * logout, password change or reset, blocking and account deletion end.
 */

export const ACCOUNT_USER_TYPES = ['TYPE_STUDENT', 'TYPE_PROFESSIONAL'] as const

const trimmed = (message: string = MESSAGES.required) => z.string({ error: message }).trim().min(1, { error: message })

export const EmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(254, { error: MESSAGES.invalidEmail })
  .pipe(z.email({ error: MESSAGES.invalidEmail }))
  .transform((value) => value.toLowerCase())

/** A password as typed at login: any non-empty string (the rule is for new passwords only). */
const LoginPasswordSchema = z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).max(1024)

const NEW_PASSWORD = { password: PasswordSchema, confirmPassword: z.string({ error: MESSAGES.required }) }

/**
 * The repeat of a new password must match: 'Wachtwoorden komen niet overeen'. Checked whenever both
 * fields are strings, also when other fields are wrong, so the message shows together with the
 * other field errors (zod skips object refinements after a field error unless `when` says so).
 */
const passwordsMatch = (value: { password: string; confirmPassword: string }) => value.password === value.confirmPassword
const passwordsMatchCheck = {
  path: ['confirmPassword'],
  error: MESSAGES.passwordsDoNotMatch,
  when: ({ value }: { value: unknown }) => {
    const fields = value as { password?: unknown; confirmPassword?: unknown } | null
    return typeof fields?.password === 'string' && typeof fields.confirmPassword === 'string'
  },
}

export const RegisterSchema = z
  .object({
    firstName: trimmed().pipe(z.string().max(100)),
    lastName: trimmed().pipe(z.string().max(100)),
    email: EmailSchema,
    ...NEW_PASSWORD,
    typeOfUser: z.enum(ACCOUNT_USER_TYPES, { error: 'Kies of je student of professional bent' }),
    consent: z.boolean({ error: ACCOUNT_MESSAGES.consentRequired }).refine((value) => value, { error: ACCOUNT_MESSAGES.consentRequired }),
  })
  .refine(passwordsMatch, passwordsMatchCheck)
export type RegisterInput = z.infer<typeof RegisterSchema>

export const LoginSchema = z.object({ email: EmailSchema, password: LoginPasswordSchema })
export type LoginInput = z.infer<typeof LoginSchema>

export const CodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${TWO_FACTOR_CODE_LENGTH}}$`), { error: ACCOUNT_MESSAGES.codeFormat })

/** A login challenge id: 43 base64url characters (32 random bytes). */
export const ChallengeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
export const VerifyCodeSchema = z.object({ challenge: ChallengeIdSchema, code: CodeSchema })

/** An e-mailed single-use token (activation, password reset): 43 base64url characters. */
export const MailTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

export const ForgotPasswordSchema = z.object({ email: EmailSchema })
export const ResendActivationSchema = z.object({ email: EmailSchema })
export const ResetPasswordSchema = z.object({ token: MailTokenSchema, ...NEW_PASSWORD }).refine(passwordsMatch, passwordsMatchCheck)
export const ChangePasswordSchema = z
  .object({ currentPassword: LoginPasswordSchema, ...NEW_PASSWORD })
  .refine(passwordsMatch, passwordsMatchCheck)

/** Validity of what the CMS mails. */
export const ACCOUNT_LIMITS = {
  codeTtlMs: 10 * 60_000,
  codeMaxTries: 5,
  /** Code sends (first one included) per user per window. */
  codeMaxSends: 3,
  codeSendWindowMs: 15 * 60_000,
  resetTtlMs: 60 * 60_000,
  activationTtlMs: 48 * 60 * 60_000,
  /** Sliding session lifetime. */
  sessionTtlMs: 30 * 24 * 60 * 60_000,
} as const

/**
 * CMS endpoints (prefix /api). Every answer is JSON. Errors use Strapi's shape
 * `{ data: null, error: { status, name, message, details: { code: AccountErrorCode } } }` with a
 * Dutch `message` from ACCOUNT_MESSAGES; 429 for throttling (message ACCOUNT_MESSAGES.tooManyAttempts
 * or resendLimit).
 */
export const ACCOUNT_API = {
  /** POST RegisterInput → 200 `{ ok: true }` whether or not the address exists (enumeration parity). */
  register: '/account/register',
  /** POST `{ token }` → 200 `{ ok: true, email }`; 400 code `invalid-token` (unknown, used or expired). */
  activate: '/account/activate',
  /** POST `{ email }` → 200 `{ ok: true }` always. */
  resendActivation: '/account/resend-activation',
  /**
   * POST LoginInput → 200 `{ challenge, email }` (code mailed; no JWT); 401 `invalid-credentials`
   * (wrong password and unknown address alike); 403 `not-activated` or `blocked` (only after a
   * correct password); 429 when throttled per account or per IP.
   */
  login: '/account/login',
  /**
   * POST `{ challenge, code }` → 200 `{ jwt, sid, user: AccountUser }`; 400 `invalid-code` (tries
   * left), 410 `challenge-expired` (expired, used, unknown or 5 wrong tries), 429 when throttled.
   */
  verify: '/account/verify',
  /** POST `{ challenge }` → 200 `{ ok: true }` (new code, old one void); 410 expired; 429 `resend-limit`. */
  resendCode: '/account/resend-code',
  /** POST `{ email }` → 200 `{ ok: true }` always. */
  forgotPassword: '/account/forgot-password',
  /**
   * POST `{ token, password, confirmPassword }` → 200 `{ ok: true }`, ends every session of the user;
   * 400 `invalid-token`, 400 `password-unchanged`, 400 `validation`.
   */
  resetPassword: '/account/reset-password',
  /**
   * Bearer JWT. GET → 200 `{ user: AccountUser, sid, expiresAt, jwt? }` (`jwt` present when the
   * CMS re-issued it: the site stores it) and slides the session's expiry; 401 when the session
   * has ended.
   */
  session: '/account/session',
  /** Bearer JWT. POST → 204, ends this session. */
  logout: '/account/logout',
  /**
   * Bearer JWT. POST `{ currentPassword, password, confirmPassword }` → 200 `{ ok: true }`, ends the
   * user's other sessions; 400 `current-password-wrong`, `password-unchanged`, `validation`.
   */
  changePassword: '/account/change-password',
} as const

/** What the member's writes above change for the site's kept reads (WriteReach); a visitor's others nothing. */
export const ACCOUNT_WRITE_REACH = {
  logout: 'session',
  changePassword: 'session',
  resetPassword: 'everyone',
} as const satisfies Partial<Record<keyof typeof ACCOUNT_API, WriteReach>>

export type AccountErrorCode =
  | 'validation'
  | 'invalid-credentials'
  | 'not-activated'
  | 'blocked'
  | 'throttled'
  | 'invalid-code'
  | 'challenge-expired'
  | 'resend-limit'
  | 'invalid-token'
  | 'password-unchanged'
  | 'current-password-wrong'
  | 'session-ended'
  /** 409 on deleting the account: the member is the only admin of an organisation (soleAdminMessage names it). */
  | 'sole-admin'

/** What the site learns about the logged-in user. */
export type AccountUser = {
  id: number
  documentId: string
  email: string
  firstName: string
  lastName: string
  typeOfUser: 'TYPE_STUDENT' | 'TYPE_PROFESSIONAL' | 'TYPE_COMMUNITY_MANAGER' | null
  /** ROLE_USER or ROLE_COMMUNITY_MANAGER. */
  role: 'ROLE_USER' | 'ROLE_COMMUNITY_MANAGER'
  onboarded: boolean
}

export type LoginChallenge = { challenge: string; email: string }
export type VerifiedLogin = { jwt: string; sid: string; user: AccountUser }
export type AccountSession = { user: AccountUser; sid: string; expiresAt: string; jwt?: string }

/** Site pages the CMS's mails link to (`?token=` is appended to the activation and reset links). */
export const ACCOUNT_LINKS = {
  login: '/inloggen',
  activate: '/activeren',
  resetPassword: '/wachtwoord-vergeten',
} as const

/**
 * The member's own sessions (issue 9): each needs a member JWT whose session is open, like
 * ACCOUNT_API.session. Sessions are the CMS's own (ADR 0012), not users-permissions' session manager.
 */
export const ACCOUNT_SESSIONS_API = {
  /** GET → 200 `{ data: AccountSessionInfo[] }`: the member's open sessions, the current one first. */
  list: '/account/sessions',
  /** POST → 200 `{ ended: number }`: ends every open session of the member but the current one. */
  endOthers: '/account/sessions/end-others',
} as const

/** Ending the other sessions changes the member's session checks (WriteReach). */
export const ACCOUNT_SESSIONS_WRITE_REACH = { endOthers: 'session' } as const satisfies Partial<
  Record<keyof typeof ACCOUNT_SESSIONS_API, WriteReach>
>

/** One open session as its member sees it; `id` is opaque (not the sid the JWT names). */
export type AccountSessionInfo = {
  id: string
  /** ISO date-times. */
  createdAt: string
  lastSeenAt: string
  expiresAt: string
  /** The session this request came with. */
  current: boolean
}

export type AccountSessionList = { data: AccountSessionInfo[] }
export type EndedSessions = { ended: number }
