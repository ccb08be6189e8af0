import { ACCOUNT_API, LoginSchema, VerifyCodeSchema, type LoginChallenge, type LoginInput, type VerifiedLogin } from '@talentstad/types'
import { visitorWrite, type AccountFailure } from '~/lib/cms/member-api.server'
import { newAuthSession, commitAuthSession, type PendingLogin } from './session.server'

/**
 * The two steps of a login, shared by the login pages and the NextAuth credentials callback:
 * the password yields a challenge (the CMS mails a code; no JWT exists yet), the code yields the
 * CMS JWT and a new site session.
 */

/** The NextAuth `error` code for a failed step. */
export function nextAuthErrorFor(failure: AccountFailure): string {
  switch (failure.code) {
    case 'not-activated':
      return 'AccountNotActivated'
    case 'blocked':
      return 'AccountBlocked'
    case 'throttled':
    case 'resend-limit':
      return 'TooManyRequests'
    case 'invalid-code':
      return 'CodeInvalid'
    case 'challenge-expired':
      return 'CodeExpired'
    case 'unavailable':
      return 'Callback'
    default:
      return 'CredentialsSignin'
  }
}

export async function startLogin(input: LoginInput, callbackUrl: string, signal: AbortSignal) {
  const result = await visitorWrite<LoginChallenge>(ACCOUNT_API.login, 'POST', LoginSchema.parse(input), { signal })
  if (!result.ok) return result
  const pending: PendingLogin = { challenge: result.data.challenge, email: result.data.email, callbackUrl }
  const session = await newAuthSession({ pending })
  return { ok: true as const, pending, setCookie: await commitAuthSession(session) }
}

/** A new code for the pending login (the old one stops working): 410 when the login expired, 429 `resend-limit`. */
export const resendLoginCode = (pending: PendingLogin, signal?: AbortSignal) =>
  visitorWrite<{ ok: true }>(ACCOUNT_API.resendCode, 'POST', { challenge: pending.challenge }, { signal })

export async function verifyLogin(pending: PendingLogin, code: string, signal: AbortSignal) {
  const body = VerifyCodeSchema.parse({ challenge: pending.challenge, code })
  const result = await visitorWrite<VerifiedLogin>(ACCOUNT_API.verify, 'POST', body, { signal })
  if (!result.ok) return result
  // A brand-new cookie session: the pending login is gone and nothing the browser had survives.
  const session = await newAuthSession({ jwt: result.data.jwt, sid: result.data.sid })
  return { ok: true as const, login: result.data, setCookie: await commitAuthSession(session) }
}
