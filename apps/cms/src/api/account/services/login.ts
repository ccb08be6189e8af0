import type { Core } from '@strapi/strapi'
import { ACCOUNT_LIMITS, type LoginChallenge, type LoginInput, type VerifiedLogin } from '@talentstad/types'
import { sendMail } from '../../../lib/mail'
import { accountErrors } from '../utils/errors'
import { accountMails } from '../utils/mails'
import { accountAndIp, accountLimiters, slowDownBusyAccount } from '../utils/throttle'
import type { ChallengesService } from './challenges'
import type { SessionsService } from './sessions'
import { toAccountUser, type UserRow, type UsersService } from './users'

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
const loginService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.service('api::account.users') as UsersService
  const challenges = () => strapi.service('api::account.challenges') as ChallengesService
  const sessions = () => strapi.service('api::account.sessions') as SessionsService

  async function mailCode(user: UserRow, code: string) {
    try {
      // The member waits for the code: one attempt, a failure is answered (503) rather than retried.
      await sendMail(strapi, user.email, accountMails.loginCode(user.firstName, code), { retry: false })
      return true
    } catch (cause) {
      strapi.log.error(`Login code not sent: ${(cause as Error).message}`)
      return false
    }
  }

  return {
    async login({ email, password }: LoginInput, ip: string): Promise<LoginChallenge> {
      if (!(await accountLimiters.loginPerIp.hit(ip))) throw throttled('loginPerIp')
      // Wrong passwords count per (account, client): a stranger who guesses from elsewhere is
      // refused, the member's own login from another IP is not. The attempt counts before the
      // password is checked, so parallel guesses cannot all slip in before the first failure is
      // recorded; a right password clears the pair's count.
      const pair = accountAndIp(email, ip)
      if (!(await accountLimiters.loginFailuresPerAccountAndIp.hit(pair))) throw throttled('loginFailuresPerAccountAndIp')
      // Across all IPs an account under attack is slowed down, never locked.
      await slowDownBusyAccount(email)
      const user = await users().findByEmail(email)
      if (!(await users().passwordMatches(password, user?.password))) throw invalidCredentials()
      await accountLimiters.loginFailuresPerAccountAndIp.forget(pair)
      assertMayLogIn(user!)
      if ((await challenges().sendsInWindow(user!.id)) >= ACCOUNT_LIMITS.codeMaxSends) throw resendLimit()
      const { id, challenge, code } = await challenges().create(user!.id)
      if (!(await mailCode(user!, code))) {
        await challenges().remove(id)
        throw unavailable()
      }
      return { challenge, email: user!.email }
    },

    async verify({ challenge, code }: { challenge: string; code: string }, ip: string): Promise<VerifiedLogin> {
      if (!(await accountLimiters.codePerIp.hit(ip))) throw throttled('codePerIp')
      // A lost compare-and-set (two guesses at once) reads the challenge again. Each loss means
      // another guess was counted (or the code was used), so after at most codeMaxTries losses the
      // challenge is closed: a guess is counted or answered 'expired' because it is, never because
      // it lost a race (a fixed 3 answered parallel guesses 'expired' with tries still left).
      for (let attempt = 0; attempt <= ACCOUNT_LIMITS.codeMaxTries; attempt++) {
        const row = await challenges().findOpen(challenge)
        if (!row) throw challengeExpired()
        const outcome = await challenges().tryCode(row, code)
        if (outcome === 'wrong') throw accountErrors.invalidCode()
        if (outcome === 'void') continue
        const user = await users().findById(row.user!.id)
        if (!user) throw challengeExpired()
        assertMayLogIn(user)
        const { jwt, sid } = await sessions().start(user.id)
        return { jwt, sid, user: toAccountUser(user) }
      }
      throw challengeExpired()
    },

    async resendCode(challenge: string, ip: string): Promise<{ ok: true }> {
      if (!(await accountLimiters.codePerIp.hit(ip))) throw throttled('codePerIp')
      const row = await challenges().findOpen(challenge)
      if (!row) throw challengeExpired()
      if ((await challenges().sendsInWindow(row.user!.id)) >= ACCOUNT_LIMITS.codeMaxSends) throw resendLimit()
      const user = await users().findById(row.user!.id)
      if (!user) throw challengeExpired()
      assertMayLogIn(user)
      const code = await challenges().renewCode(row)
      if (!(await mailCode(user, code))) throw unavailable()
      return { ok: true }
    },
  }
}

export type LoginService = ReturnType<typeof loginService>
export default loginService
