import type { Core } from '@strapi/strapi'
import {
  ACCOUNT_MESSAGES,
  DeleteAccountSchema,
  FavoriteToggleSchema,
  MESSAGES,
  PROFILE_MESSAGES,
  ProfileUpdateSchema,
  UPLOAD_MESSAGES,
} from '@talentstad/types'
import { errors } from '@strapi/utils'
import { type ApiContext, readJsonBody, validInput } from '../../../lib/api-context'
import { incomingFiles } from '../../../lib/image-upload'
import { uploadRefused } from '../../../lib/multipart-form'
import { Limiter } from '../../../lib/rate-limit'
import type { AccountSessionState } from '../../account/services/sessions'

/** Password checks of account deletion per member: the JWT alone must not become a password oracle. */
export const deleteLimiter = new Limiter({ name: 'me:delete', points: 5, windowMs: 15 * 60_000 })

type DashboardContext = ApiContext & {
  state: { user?: { role?: { type?: string } | null }; account?: Pick<AccountSessionState, 'session'> }
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const favorites = () => strapi.service('api::me.favorites')
  const profiles = () => strapi.service('api::me.profile')
  const user = (ctx: ApiContext) => ctx.state.user!

  return {
    async listFavorites(ctx: ApiContext) {
      ctx.body = { data: await favorites().list(user(ctx).id) }
    },

    async setFavorite(ctx: ApiContext) {
      const { contentItem, isFavorited } = validInput(FavoriteToggleSchema, ctx.request.body)
      const known = await favorites().set(user(ctx), contentItem, isFavorited)
      if (!known) throw new errors.ValidationError(PROFILE_MESSAGES.unknownItem, { code: 'unknown-item' })
      ctx.body = { data: { id: contentItem, isFavorited } }
    },

    async getProfile(ctx: ApiContext) {
      ctx.body = { data: await profiles().get(user(ctx).id) }
    },

    /** GET /api/me/dashboard: everything /profiel shows of the member in one read (api::me.dashboard). */
    async dashboard(ctx: DashboardContext) {
      const { id, role } = ctx.state.user!
      // The session this request came with (account-session middleware), flagged `current` in the list.
      const sid = ctx.state.account?.session.userId === id ? ctx.state.account.session.sid : null
      const dashboard = await strapi.service('api::me.dashboard').get({ id, role, sid })
      if (!dashboard) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
      ctx.body = { data: dashboard }
    },

    async updateProfile(ctx: ApiContext) {
      const input = validInput(ProfileUpdateSchema, ctx.request.body ?? {})
      const result = await profiles().update(user(ctx).id, input)
      if ('problem' in result)
        throw new errors.ValidationError(PROFILE_MESSAGES.invalid, { code: result.problem.code, fieldErrors: result.problem.fieldErrors })
      ctx.body = { data: result.profile }
    },

    async uploadAvatar(ctx: ApiContext) {
      const files = incomingFiles(ctx)
      const file = ctx.request.files?.file
      if (!file || Array.isArray(file) || files.length !== 1) {
        throw new errors.ValidationError(files.length === 0 ? UPLOAD_MESSAGES.empty : PROFILE_MESSAGES.invalid, { code: 'upload' })
      }
      const result = await strapi.service('api::me.avatar').replace(user(ctx).id, file)
      if (!result.ok) throw uploadRefused(result, { code: 'upload' })
      ctx.body = { data: await profiles().get(user(ctx).id) }
    },

    async deleteAccount(ctx: ApiContext) {
      const input = validInput(DeleteAccountSchema, await readJsonBody(ctx))
      const { id } = user(ctx)
      if (!(await deleteLimiter.hit(String(id)))) throw new errors.RateLimitError(ACCOUNT_MESSAGES.tooManyAttempts, { code: 'throttled' })
      const accounts = strapi.service('api::me.account')
      if (!(await accounts.passwordMatches(id, input.password))) {
        throw new errors.ValidationError(ACCOUNT_MESSAGES.currentPasswordWrong, { code: 'current-password-wrong' })
      }
      await accounts.remove(id)
      ctx.status = 204
      ctx.body = null
    },
  }
}
