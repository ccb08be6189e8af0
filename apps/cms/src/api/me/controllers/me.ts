import { rm } from 'node:fs/promises'
import type { Core } from '@strapi/strapi'
import {
  ACCOUNT_MESSAGES,
  DeleteAccountSchema,
  fieldErrorsOf,
  FavoriteToggleSchema,
  PROFILE_MESSAGES,
  ProfileUpdateSchema,
  UPLOAD_MESSAGES,
} from '@talentstad/types'
import { readJsonBody, sendError, type ApiContext } from '../../../lib/api-error'
import { SlidingWindowLimiter } from '../../../lib/rate-limit'

/** Password checks of account deletion per member: the JWT alone must not become a password oracle. */
export const deleteLimiter = new SlidingWindowLimiter(5, 15 * 60_000)

/** Every file the body parser wrote to disk for this request (Strapi only cleans up the field `files`). */
function incomingFiles(ctx: ApiContext): Array<{ filepath: string; size: number }> {
  return Object.values(ctx.request.files ?? {}).flatMap((value) => (Array.isArray(value) ? value : [value])) as Array<{ filepath: string; size: number }>
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
      const parsed = FavoriteToggleSchema.safeParse(ctx.request.body)
      if (!parsed.success) return sendError(ctx, 400, 'validation', PROFILE_MESSAGES.invalid, { fieldErrors: fieldErrorsOf(parsed.error) })
      const { contentItem, isFavorited } = parsed.data
      const known = await favorites().set(user(ctx), contentItem, isFavorited)
      if (!known) return sendError(ctx, 400, 'unknown-item', PROFILE_MESSAGES.unknownItem)
      ctx.body = { data: { id: contentItem, isFavorited } }
    },

    async getProfile(ctx: ApiContext) {
      ctx.body = { data: await profiles().get(user(ctx).id) }
    },

    async updateProfile(ctx: ApiContext) {
      const parsed = ProfileUpdateSchema.safeParse(ctx.request.body ?? {})
      if (!parsed.success) return sendError(ctx, 400, 'validation', PROFILE_MESSAGES.invalid, { fieldErrors: fieldErrorsOf(parsed.error) })
      const result = await profiles().update(user(ctx).id, parsed.data)
      if ('problem' in result) return sendError(ctx, 400, result.problem.code, PROFILE_MESSAGES.invalid, { fieldErrors: result.problem.fieldErrors })
      ctx.body = { data: result.profile }
    },

    async uploadAvatar(ctx: ApiContext) {
      const files = incomingFiles(ctx)
      try {
        const file = ctx.request.files?.file
        if (!file || Array.isArray(file) || files.length !== 1) {
          return sendError(ctx, 400, 'upload', files.length === 0 ? UPLOAD_MESSAGES.empty : PROFILE_MESSAGES.invalid)
        }
        const result = await strapi.service('api::me.avatar').replace(user(ctx).id, file)
        if (!result.ok) return sendError(ctx, result.status, 'upload', result.message)
        ctx.body = { data: await profiles().get(user(ctx).id) }
      } finally {
        await Promise.all(files.map((file) => rm(file.filepath, { force: true })))
      }
    },

    async deleteAccount(ctx: ApiContext) {
      const parsed = DeleteAccountSchema.safeParse(await readJsonBody(ctx))
      if (!parsed.success) return sendError(ctx, 400, 'validation', PROFILE_MESSAGES.invalid, { fieldErrors: fieldErrorsOf(parsed.error) })
      const { id } = user(ctx)
      if (!deleteLimiter.hit(String(id))) return sendError(ctx, 429, 'throttled', ACCOUNT_MESSAGES.tooManyAttempts)
      const accounts = strapi.service('api::me.account')
      if (!(await accounts.passwordMatches(id, parsed.data.password))) {
        return sendError(ctx, 400, 'current-password-wrong', ACCOUNT_MESSAGES.currentPasswordWrong)
      }
      await accounts.remove(id)
      ctx.status = 204
      ctx.body = null
    },
  }
}
