import {
  ACCOUNT_API,
  ACCOUNT_SESSIONS_API,
  ME_API,
  type ChangePasswordSchema,
  type DeleteAccountInput,
  type EndedSessions,
  type ForgotPasswordSchema,
  type RegisterInput,
  type ResendActivationSchema,
  type ResetPasswordSchema,
  ACCOUNT_WRITE_REACH,
  ACCOUNT_SESSIONS_WRITE_REACH,
  ME_WRITE_REACH,
} from '@talentstad/types'
import type { z } from 'zod'
import { memberWrite, visitorWrite, type Caller } from '~/lib/cms/member-api.server'

/**
 * A person's account in the CMS (ACCOUNT_API, ACCOUNT_SESSIONS_API): the registration and its
 * activation, a forgotten or changed password, the member's other sessions and the account's end.
 * Each returns the CMS's result (its Dutch message and code) for the form; the login's two steps
 * are in lib/auth/login.server.ts, beside the session they start.
 */

type Signal = AbortSignal | undefined
type Ok = { ok: true }

export const register = (input: RegisterInput, signal: Signal) => visitorWrite<Ok>(ACCOUNT_API.register, 'POST', input, { signal })

/** The activation mail's link: the activated address, or 400 `invalid-token`. */
export const activateAccount = (token: string, signal: Signal) =>
  visitorWrite<{ ok: true; email: string }>(ACCOUNT_API.activate, 'POST', { token }, { signal })

export const resendActivation = (input: z.infer<typeof ResendActivationSchema>, signal: Signal) =>
  visitorWrite<Ok>(ACCOUNT_API.resendActivation, 'POST', input, { signal })

/** Asks for a reset link; the CMS answers the same whether or not the address is known. */
export const requestPasswordReset = (input: z.infer<typeof ForgotPasswordSchema>, signal: Signal) =>
  visitorWrite<Ok>(ACCOUNT_API.forgotPassword, 'POST', input, { signal })

export const resetPassword = (input: z.infer<typeof ResetPasswordSchema>, signal: Signal) =>
  visitorWrite<Ok>(ACCOUNT_API.resetPassword, 'POST', input, { signal, reach: ACCOUNT_WRITE_REACH.resetPassword })

export const changePassword = (caller: Caller, input: z.infer<typeof ChangePasswordSchema>) =>
  memberWrite<Ok>(caller, ACCOUNT_API.changePassword, 'POST', input, { reach: ACCOUNT_WRITE_REACH.changePassword })

/** Ends every open session of the member but this one: how many it ended. */
export const endOtherAccountSessions = (caller: Caller) =>
  memberWrite<EndedSessions>(caller, ACCOUNT_SESSIONS_API.endOthers, 'POST', {}, { reach: ACCOUNT_SESSIONS_WRITE_REACH.endOthers })

/** Deletes the member's account (spec 7.4): 400 `current-password-wrong`, 409 `sole-admin`, 429 `throttled`. */
export const deleteAccount = (caller: Caller, input: DeleteAccountInput) =>
  memberWrite<null>(caller, ME_API.account, 'DELETE', input, { reach: ME_WRITE_REACH.account })
