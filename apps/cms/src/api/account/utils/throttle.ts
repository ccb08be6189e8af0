import { Limiter } from '../../../lib/rate-limit'

const MINUTE = 60_000

/**
 * Every throttling number of the account endpoints, in one place. Keys are the client IP (ctx.ip:
 * the site forwards the visitor's address with the proxy secret, src/middlewares/client-ip.ts), the
 * normalised e-mail address, or both. The e-mailed code has its own limits in ACCOUNT_LIMITS
 * (stored with the challenge). ADR 0012 explains the login design: nobody but the member can make
 * the member's own login from elsewhere fail.
 */
export const ACCOUNT_THROTTLE = {
  /**
   * Wrong passwords per account (e-mail address, known or not) from one client IP before login
   * answers 429 to that client only; a right password clears the pair's count.
   */
  loginFailuresPerAccountAndIp: { max: 5, windowMs: 15 * MINUTE },
  /**
   * Login attempts per account from all IPs together. Beyond `max` nothing is refused: every
   * further answer for that account (right or wrong password, from anywhere) waits `slowDownMs`.
   */
  loginAttemptsPerAccount: { max: 10, windowMs: 15 * MINUTE, slowDownMs: 1500 },
  /** Login attempts per client IP, right or wrong. */
  loginPerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Wrong current passwords per member (change-password: a stolen JWT is no password oracle); only the member's own sessions count. */
  currentPasswordPerMember: { max: 5, windowMs: 15 * MINUTE },
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

const limiter = (name: ThrottleName, key: string = name, perIp = false) =>
  new Limiter({
    name: `account:${key}`,
    points: ACCOUNT_THROTTLE[name].max * (perIp ? ipFactor : 1),
    windowMs: ACCOUNT_THROTTLE[name].windowMs,
  })

export const accountLimiters = {
  loginFailuresPerAccountAndIp: limiter('loginFailuresPerAccountAndIp'),
  loginAttemptsPerAccount: limiter('loginAttemptsPerAccount'),
  loginPerIp: limiter('loginPerIp', 'loginPerIp', true),
  currentPasswordPerMember: limiter('currentPasswordPerMember'),
  codePerIp: limiter('codePerIp', 'codePerIp', true),
  registerPerIp: limiter('registerPerIp', 'registerPerIp', true),
  forgotPerIp: limiter('mailRequestPerIp', 'forgotPerIp', true),
  resendActivationPerIp: limiter('mailRequestPerIp', 'resendActivationPerIp', true),
  linkPerIp: limiter('linkPerIp', 'linkPerIp', true),
  mailsPerAddress: limiter('mailsPerAddress'),
}

/** The key of an (account, client) pair: the address and the IP cannot run into each other. */
export const accountAndIp = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Counts a login attempt for the account across all IPs and, when the account is past
 * loginAttemptsPerAccount.max within the window, waits slowDownMs before going on. Never refuses.
 */
export async function slowDownBusyAccount(email: string): Promise<void> {
  if (!(await accountLimiters.loginAttemptsPerAccount.hit(email.toLowerCase()))) {
    await sleep(ACCOUNT_THROTTLE.loginAttemptsPerAccount.slowDownMs)
  }
}
