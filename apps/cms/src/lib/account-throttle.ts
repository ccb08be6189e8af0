import { SlidingWindowLimiter } from './rate-limit'

const MINUTE = 60_000

/**
 * Every throttling number of the account endpoints, in one place. Keys are the client IP (ctx.ip:
 * the site forwards the visitor's address and the CMS runs with IS_PROXIED=true) or the normalised
 * e-mail address. The e-mailed code has its own limits in ACCOUNT_LIMITS (stored with the challenge).
 */
export const ACCOUNT_THROTTLE = {
  /** Wrong passwords per account (e-mail address, known or not) before login and change-password answer 429. */
  loginFailuresPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /** Login attempts per client IP, right or wrong. */
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Code checks and code resends per client IP. */
  codePerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Registrations per client IP. */
  registerPerIp: { max: 5, windowMs: 60 * MINUTE },
  /** Forgot-password and resend-activation requests per client IP (each its own count). */
  mailRequestPerIp: { max: 5, windowMs: 15 * MINUTE },
  /** Uses of an e-mailed link (activate, reset-password) per client IP. */
  linkPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Account mails (activation, already-registered notice, reset) per address; beyond it nothing is sent, silently. */
  mailsPerAddress: { max: 3, windowMs: 15 * MINUTE },
} as const

export type ThrottleName = keyof typeof ACCOUNT_THROTTLE

/**
 * The end-to-end run (scripts/start-test.mjs) drives every browser from one IP; it multiplies the
 * per-IP limits with ACCOUNT_IP_LIMIT_FACTOR. Per-account and per-address limits never change.
 */
const ipFactor = Math.max(1, Number(process.env.ACCOUNT_IP_LIMIT_FACTOR ?? 1) || 1)

const limiter = (name: ThrottleName, perIp = false) =>
  new SlidingWindowLimiter(ACCOUNT_THROTTLE[name].max * (perIp ? ipFactor : 1), ACCOUNT_THROTTLE[name].windowMs)

export const accountLimiters = {
  loginFailuresPerAccount: limiter('loginFailuresPerAccount'),
  loginPerIp: limiter('loginPerIp', true),
  codePerIp: limiter('codePerIp', true),
  registerPerIp: limiter('registerPerIp', true),
  forgotPerIp: limiter('mailRequestPerIp', true),
  resendActivationPerIp: limiter('mailRequestPerIp', true),
  linkPerIp: limiter('linkPerIp', true),
  mailsPerAddress: limiter('mailsPerAddress'),
}
