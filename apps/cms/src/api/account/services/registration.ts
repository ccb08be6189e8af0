import type { Core } from '@strapi/strapi'
import { ROLE_TYPE, type RegisterInput } from '@talentstad/types'
import { backgroundSettled } from '../../../lib/background'
import { inBackground } from '../utils/background'
import { accountErrors } from '../utils/errors'
import { accountMails, sendMailInBackground } from '../utils/mails'
import { accountLimiters } from '../utils/throttle'
import type { MailTokensService } from './mail-tokens'
import { USER_UID, type UsersService } from './users'
import type { Row } from '../../../lib/rows'

const { invalidActivation, throttled } = accountErrors

/**
 * Registration and activation. Every answer is the same whether or not an address is known: a new
 * address gets an inactive account and an activation mail, a known one a notice (or, while it is
 * not yet activated, a fresh activation link). Only the per-IP limit is checked before answering;
 * the address-dependent work runs after the answer (lib/background.ts: `settled()` waits
 * for it) and at most ACCOUNT_THROTTLE.mailsPerAddress mails go to an address (silently), so
 * neither the answer nor its timing tells anything.
 */
const registrationService = ({ strapi }: { strapi: Core.Strapi }) => {
  const users = () => strapi.service('api::account.users') as UsersService
  const tokens = () => strapi.service('api::account.mail-tokens') as MailTokensService

  return {
    async register(input: RegisterInput, ip: string): Promise<{ ok: true }> {
      if (!(await accountLimiters.registerPerIp.hit(ip))) throw throttled('registerPerIp')
      inBackground(strapi, 'Registration', () => this.createOrNotify(input))
      return { ok: true }
    },

    /** Settles when the work of earlier answers (accounts, tokens, mails) is done (tests, shutdown). */
    settled: () => backgroundSettled(strapi),

    /** A new account with an activation mail, or for a known address a notice (after answering). */
    async createOrNotify(input: RegisterInput): Promise<void> {
      const existing = await users().findByEmail(input.email)
      if (existing) {
        // The same work as creating one (a bcrypt hash), so later requests are not slowed differently.
        await users().spendHashTime(input.password)
        await this.mailExisting(existing.id)
        return
      }
      const role: Row<'plugin::users-permissions.role'> | null = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: ROLE_TYPE.ROLE_USER } })
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
        const winner = await users().findByEmail(input.email)
        if (!winner) throw cause
        await this.mailExisting(winner.id)
        return
      }
      if (await accountLimiters.mailsPerAddress.hit(input.email)) {
        const token = await tokens().issue(userId, 'activation')
        sendMailInBackground(strapi, input.email, accountMails.activation(input.firstName, token))
      }
    },

    /** A known address registered again: a notice, or a new activation link while it is not activated. */
    async mailExisting(userId: number) {
      const user = await users().findById(userId)
      if (!user || user.blocked || !(await accountLimiters.mailsPerAddress.hit(user.email))) return
      if (user.confirmed) {
        sendMailInBackground(strapi, user.email, accountMails.alreadyRegistered(user.firstName))
        return
      }
      const token = await tokens().issue(user.id, 'activation')
      sendMailInBackground(strapi, user.email, accountMails.activation(user.firstName, token))
    },

    async activate(token: string, ip: string): Promise<{ ok: true; email: string }> {
      if (!(await accountLimiters.linkPerIp.hit(ip))) throw throttled('linkPerIp')
      const found = await tokens().peek('activation', token)
      if (!found) throw invalidActivation()
      const email: string = await strapi.db.transaction(async () => {
        if (!(await tokens().use(found.id))) throw invalidActivation()
        const user = await strapi.db.query(USER_UID).update({ where: { id: found.userId }, data: { confirmed: true }, select: ['email'] })
        if (!user) throw invalidActivation()
        return user.email
      })
      return { ok: true, email }
    },

    async resendActivation(email: string, ip: string): Promise<{ ok: true }> {
      if (!(await accountLimiters.resendActivationPerIp.hit(ip))) throw throttled('mailRequestPerIp')
      inBackground(strapi, 'Resend activation', async () => {
        const user = await users().findByEmail(email)
        if (user && !user.confirmed && !user.blocked && (await accountLimiters.mailsPerAddress.hit(user.email))) {
          const token = await tokens().issue(user.id, 'activation')
          sendMailInBackground(strapi, user.email, accountMails.activation(user.firstName, token))
        }
      })
      return { ok: true }
    },
  }
}

export type RegistrationService = ReturnType<typeof registrationService>
export default registrationService
