import type { Core } from '@strapi/strapi'
import { ROLE_TYPE, type RegisterInput } from '@talentstad/types'
import { accountErrors } from '../../../lib/account-errors'
import { accountMails, sendAccountMailInBackground } from '../../../lib/account-mails'
import { accountLimiters } from '../../../lib/account-throttle'
import { issueMailToken, peekMailToken, useMailToken } from '../../../lib/account-tokens'
import { USER_UID, findUserByEmail, findUserById, spendHashTime } from '../../../lib/account-users'

const { invalidActivation, throttled } = accountErrors

/**
 * Registration and activation. Every answer is the same whether or not an address is known: a new
 * address gets an inactive account and an activation mail, a known one a notice (or, while it is
 * not yet activated, a fresh activation link). Mails leave in the background and at most
 * ACCOUNT_THROTTLE.mailsPerAddress per address (silently), so neither the answer nor its timing
 * tells anything.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async register(input: RegisterInput, ip: string): Promise<{ ok: true }> {
    if (!accountLimiters.registerPerIp.hit(ip)) throw throttled('registerPerIp')
    const existing = await findUserByEmail(strapi, input.email)
    if (existing) {
      await spendHashTime(strapi, input.password)
      await this.mailExisting(existing.id)
      return { ok: true }
    }
    const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: ROLE_TYPE.ROLE_USER } })
    let userId: number
    try {
      const created = await strapi.plugin('users-permissions').service('user').add({
        username: input.email,
        email: input.email,
        password: input.password,
        provider: 'local',
        confirmed: false,
        blocked: false,
        role: role.id,
        firstName: input.firstName,
        lastName: input.lastName,
        typeOfUser: input.typeOfUser,
      })
      userId = created.id
    } catch (cause) {
      // Two registrations of one address at once: the unique username refused the second.
      const winner = await findUserByEmail(strapi, input.email)
      if (!winner) throw cause
      await this.mailExisting(winner.id)
      return { ok: true }
    }
    if (accountLimiters.mailsPerAddress.hit(input.email)) {
      const token = await issueMailToken(strapi, userId, 'activation')
      sendAccountMailInBackground(strapi, input.email, accountMails.activation(input.firstName, token))
    }
    return { ok: true }
  },

  /** A known address registered again: a notice, or a new activation link while it is not activated. */
  async mailExisting(userId: number) {
    const user = await findUserById(strapi, userId)
    if (!user || user.blocked || !accountLimiters.mailsPerAddress.hit(user.email)) return
    if (user.confirmed) {
      sendAccountMailInBackground(strapi, user.email, accountMails.alreadyRegistered(user.firstName))
      return
    }
    const token = await issueMailToken(strapi, user.id, 'activation')
    sendAccountMailInBackground(strapi, user.email, accountMails.activation(user.firstName, token))
  },

  async activate(token: string, ip: string): Promise<{ ok: true; email: string }> {
    if (!accountLimiters.linkPerIp.hit(ip)) throw throttled('linkPerIp')
    const found = await peekMailToken(strapi, 'activation', token)
    if (!found) throw invalidActivation()
    const email: string = await strapi.db.transaction(async () => {
      if (!(await useMailToken(strapi, found.id))) throw invalidActivation()
      const user = await strapi.db.query(USER_UID).update({ where: { id: found.userId }, data: { confirmed: true }, select: ['email'] })
      if (!user) throw invalidActivation()
      return user.email
    })
    return { ok: true, email }
  },

  async resendActivation(email: string, ip: string): Promise<{ ok: true }> {
    if (!accountLimiters.resendActivationPerIp.hit(ip)) throw throttled('mailRequestPerIp')
    const user = await findUserByEmail(strapi, email)
    if (user && !user.confirmed && !user.blocked && accountLimiters.mailsPerAddress.hit(user.email)) {
      const token = await issueMailToken(strapi, user.id, 'activation')
      sendAccountMailInBackground(strapi, user.email, accountMails.activation(user.firstName, token))
    }
    return { ok: true }
  },
})
