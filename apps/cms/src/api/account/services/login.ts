import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS, type LoginChallenge, type LoginInput, type VerifiedLogin } from '@talentstad/types'
import { accountErrors } from '../../../lib/account-errors'
import { accountMails, sendAccountMail } from '../../../lib/account-mails'
import { accountLimiters } from '../../../lib/account-throttle'
import { findUserByEmail, findUserById, passwordMatches, toAccountUser, type UserRow } from '../../../lib/account-users'
import { codeSendsInWindow, createChallenge, deleteChallenge, findOpenChallenge, renewCode, tryCode } from '../../../lib/login-challenges'
import { startSession } from '../../../lib/sessions'

const { invalidCredentials, challengeExpired, resendLimit, throttled, unavailable } = accountErrors

/** Blocked and not-yet-activated accounts get no code (only said after a correct password). */
function assertMayLogIn(user: UserRow) {
  if (user.blocked) throw accountErrors.blocked()
  if (!user.confirmed) throw accountErrors.notActivated()
}

/**
 * Two-factor login. A correct password yields a challenge and an e-mailed 6-digit code, never a
 * JWT; `verify` issues the JWT (with a new server-side session) for the right code. Wrong password
 * and unknown address answer alike (a bcrypt comparison happens either way).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  async function mailCode(user: UserRow, code: string) {
    try {
      await sendAccountMail(strapi, user.email, accountMails.loginCode(user.firstName, code))
      return true
    } catch (cause) {
      strapi.log.error(`Login code not sent: ${(cause as Error).message}`)
      return false
    }
  }

  return {
    async login({ email, password }: LoginInput, ip: string): Promise<LoginChallenge> {
      if (!accountLimiters.loginPerIp.hit(ip)) throw throttled('loginPerIp')
      // The attempt counts before the password is checked, so parallel guesses cannot all slip in
      // before the first failure is recorded; a right password clears the count.
      if (!accountLimiters.loginFailuresPerAccount.hit(email)) throw throttled('loginFailuresPerAccount')
      const user = await findUserByEmail(strapi, email)
      if (!(await passwordMatches(strapi, password, user?.password))) throw invalidCredentials()
      accountLimiters.loginFailuresPerAccount.forget(email)
      assertMayLogIn(user!)
      if ((await codeSendsInWindow(strapi, user!.id)) >= ACCOUNT_LIMITS.codeMaxSends) throw resendLimit()
      const { id, challenge, code } = await createChallenge(strapi, user!.id)
      if (!(await mailCode(user!, code))) {
        await deleteChallenge(strapi, id)
        throw unavailable()
      }
      return { challenge, email: user!.email }
    },

    async verify({ challenge, code }: { challenge: string; code: string }, ip: string): Promise<VerifiedLogin> {
      if (!accountLimiters.codePerIp.hit(ip)) throw throttled('codePerIp')
      // A lost compare-and-set (two guesses at once) reads the challenge again.
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = await findOpenChallenge(strapi, challenge)
        if (!row) throw challengeExpired()
        const outcome = await tryCode(strapi, row, code)
        if (outcome === 'wrong') throw accountErrors.invalidCode()
        if (outcome === 'void') continue
        const user = await findUserById(strapi, row.user!.id)
        if (!user) throw challengeExpired()
        assertMayLogIn(user)
        const { jwt, sid } = await startSession(strapi, user.id)
        return { jwt, sid, user: toAccountUser(user) }
      }
      throw challengeExpired()
    },

    async resendCode(challenge: string, ip: string): Promise<{ ok: true }> {
      if (!accountLimiters.codePerIp.hit(ip)) throw throttled('codePerIp')
      const row = await findOpenChallenge(strapi, challenge)
      if (!row) throw challengeExpired()
      if ((await codeSendsInWindow(strapi, row.user!.id)) >= ACCOUNT_LIMITS.codeMaxSends) throw resendLimit()
      const user = await findUserById(strapi, row.user!.id)
      if (!user) throw challengeExpired()
      assertMayLogIn(user)
      const code = await renewCode(strapi, row)
      if (!(await mailCode(user, code))) throw unavailable()
      return { ok: true }
    },
  }
}
