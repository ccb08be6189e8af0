import { currentClientIp } from '~/../server/request-context.js'
import { getEnv } from '~/lib/env.server'

/**
 * The invisible bot check (reCAPTCHA v3), verified server-side. When both keys are configured a
 * form must carry a token whose verification says success, the expected action and a score of at
 * least RECAPTCHA_MIN_SCORE; when they are not, the check is skipped (development, tests without
 * the fake server). A verification service that cannot be reached fails closed.
 */
export type BotCheckAction = 'register' | 'login' | 'forgot_password' | 'contact' | 'organization_signup'

export const BOT_CHECK_FIELD = 'recaptchaToken'

export function botCheckEnabled() {
  const env = getEnv()
  return Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET_KEY)
}

type SiteVerifyAnswer = { success?: boolean; score?: number; action?: string; 'error-codes'?: string[] }

export async function verifyBotCheck(token: unknown, action: BotCheckAction): Promise<boolean> {
  const env = getEnv()
  if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET_KEY) return true
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false
  // The visitor's address (from the request context) helps Google judge the token.
  const remoteip = currentClientIp()
  try {
    const response = await fetch(env.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret: env.RECAPTCHA_SECRET_KEY, response: token, ...(remoteip ? { remoteip } : {}) }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) return false
    const answer = (await response.json()) as SiteVerifyAnswer
    return answer.success === true && answer.action === action && (answer.score ?? 0) >= env.RECAPTCHA_MIN_SCORE
  } catch {
    return false
  }
}

/** The Dutch message when the check fails. */
export const BOT_CHECK_FAILED = 'We konden niet controleren of je een mens bent. Probeer het opnieuw.'
