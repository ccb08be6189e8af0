import type { Core } from '@strapi/strapi'
import { backgroundSettled } from '../../../lib/background'
import { inBackground } from '../utils/background'
import { accountErrors } from '../utils/errors'
import { accountMails, sendMailInBackground } from '../utils/mails'
import { accountLimiters } from '../utils/throttle'
import type { MailTokensService } from './mail-tokens'
import type { SessionsService } from './sessions'
import type { UserRow, UsersService } from './users'

const { invalidReset, passwordUnchanged, throttled } = accountErrors

/** Forgot, reset and change password. A new password always ends sessions and is confirmed by mail. */
const passwordService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.service('api::account.users') as UsersService
  const tokens = () => strapi.service('api::account.mail-tokens') as MailTokensService
  const sessions = () => strapi.service('api::account.sessions') as SessionsService
  const confirmChange = (user: UserRow) => sendMailInBackground(strapi, user.email, accountMails.passwordChanged(user.firstName))

  return {
    /**
     * Always the same answer, at once (only the per-IP limit is checked first); after answering, a
     * known, unblocked address gets a link (at most a few per quarter, silently).
     */
    async forgotPassword(email: string, ip: string): Promise<{ ok: true }> {
      if (!(await accountLimiters.forgotPerIp.hit(ip))) throw throttled('mailRequestPerIp')
      inBackground(strapi, 'Forgot password', async () => {
        const user = await users().findByEmail(email)
        if (user && !user.blocked && (await accountLimiters.mailsPerAddress.hit(user.email))) {
          const token = await tokens().issue(user.id, 'reset')
          sendMailInBackground(strapi, user.email, accountMails.resetPassword(user.firstName, token))
        }
      })
      return { ok: true }
    },

    /** Settles when the work of earlier answers is done (tests). */
    settled: () => backgroundSettled(strapi),

    /**
     * Sets a new password from a reset link (single use, at most an hour old). The link proves the
     * mailbox, so it also activates a not-yet-activated account. Ends every session of the user.
     */
    async resetPassword({ token, password }: { token: string; password: string }, ip: string): Promise<{ ok: true }> {
      if (!(await accountLimiters.linkPerIp.hit(ip))) throw throttled('linkPerIp')
      const found = await tokens().peek('reset', token)
      const user = found && (await users().findById(found.userId))
      if (!found || !user || user.blocked) throw invalidReset()
      // Checked before the link is used up, so the user can try another password with the same link.
      if (await users().passwordMatches(password, user.password)) throw passwordUnchanged()
      await strapi.db.transaction(async () => {
        if (!(await tokens().use(found.id))) throw invalidReset()
        await users().setPassword(user.id, password, { confirmed: true })
        await tokens().voidAll(user.id, 'reset')
        // (Writing the password already ended every session: sessions.registerLifecycles.)
      })
      confirmChange(user)
      return { ok: true }
    },

    /** Logged in: the current password, then a different new one. Ends the user's other sessions. */
    async changePassword(
      userId: number,
      sid: string,
      { currentPassword, password }: { currentPassword: string; password: string },
    ): Promise<{ ok: true }> {
      const user = await users().findById(userId)
      if (!user) throw accountErrors.sessionEnded()
      const key = String(user.id)
      // Counted before the check (parallel guesses), cleared when the current password is right.
      // Keyed on the member (only their own sessions get here), so failed logins by strangers do not count.
      if (!(await accountLimiters.currentPasswordPerMember.hit(key))) throw throttled('currentPasswordPerMember')
      if (!(await users().passwordMatches(currentPassword, user.password))) throw accountErrors.currentPasswordWrong()
      await accountLimiters.currentPasswordPerMember.forget(key)
      if (await users().passwordMatches(password, user.password)) throw passwordUnchanged()
      await strapi.db.transaction(() => sessions().keeping(sid, () => users().setPassword(user.id, password)))
      confirmChange(user)
      return { ok: true }
    },
  }
}

export type PasswordService = ReturnType<typeof passwordService>
export default passwordService
