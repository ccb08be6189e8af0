import type { Core } from '@strapi/strapi'
import { accountErrors } from '../../../lib/account-errors'
import { accountMails, sendAccountMailInBackground } from '../../../lib/account-mails'
import { accountLimiters } from '../../../lib/account-throttle'
import { issueMailToken, peekMailToken, useMailToken, voidMailTokens } from '../../../lib/account-tokens'
import { findUserByEmail, findUserById, passwordMatches, setPassword, type UserRow } from '../../../lib/account-users'
import { keepingSession } from '../../../lib/sessions'

const { invalidReset, passwordUnchanged, throttled } = accountErrors

/** Forgot, reset and change password. A new password always ends sessions and is confirmed by mail. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const confirmChange = (user: UserRow) => sendAccountMailInBackground(strapi, user.email, accountMails.passwordChanged(user.firstName))

  return {
    /** Always the same answer; a known, unblocked address gets a link (at most a few per quarter, silently). */
    async forgotPassword(email: string, ip: string): Promise<{ ok: true }> {
      if (!accountLimiters.forgotPerIp.hit(ip)) throw throttled('mailRequestPerIp')
      const user = await findUserByEmail(strapi, email)
      if (user && !user.blocked && accountLimiters.mailsPerAddress.hit(user.email)) {
        const token = await issueMailToken(strapi, user.id, 'reset')
        sendAccountMailInBackground(strapi, user.email, accountMails.resetPassword(user.firstName, token))
      }
      return { ok: true }
    },

    /**
     * Sets a new password from a reset link (single use, at most an hour old). The link proves the
     * mailbox, so it also activates a not-yet-activated account. Ends every session of the user.
     */
    async resetPassword({ token, password }: { token: string; password: string }, ip: string): Promise<{ ok: true }> {
      if (!accountLimiters.linkPerIp.hit(ip)) throw throttled('linkPerIp')
      const found = await peekMailToken(strapi, 'reset', token)
      const user = found && (await findUserById(strapi, found.userId))
      if (!found || !user || user.blocked) throw invalidReset()
      // Checked before the link is used up, so the user can try another password with the same link.
      if (await passwordMatches(strapi, password, user.password)) throw passwordUnchanged()
      await strapi.db.transaction(async () => {
        if (!(await useMailToken(strapi, found.id))) throw invalidReset()
        await setPassword(strapi, user.id, password, { confirmed: true })
        await voidMailTokens(strapi, user.id, 'reset')
        // (Writing the password already ended every session: registerSessionLifecycles.)
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
      const user = await findUserById(strapi, userId)
      if (!user) throw accountErrors.sessionEnded()
      const key = user.email.toLowerCase()
      // Counted before the check (parallel guesses), cleared when the current password is right.
      if (!accountLimiters.loginFailuresPerAccount.hit(key)) throw throttled('loginFailuresPerAccount')
      if (!(await passwordMatches(strapi, currentPassword, user.password))) throw accountErrors.currentPasswordWrong()
      accountLimiters.loginFailuresPerAccount.forget(key)
      if (await passwordMatches(strapi, password, user.password)) throw passwordUnchanged()
      await strapi.db.transaction(() => keepingSession(sid, () => setPassword(strapi, user.id, password)))
      confirmChange(user)
      return { ok: true }
    },
  }
}
