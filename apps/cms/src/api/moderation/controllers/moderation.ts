import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { fieldErrorsOf, PROFILE_MESSAGES, TakeOfflineSchema } from '@talentstad/types'
import type { ApiContext } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { documentId: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/moderation/items/:documentId/offline (community managers): reason → the item leaves the site; 409 when it is not online. */
  async takeOffline(ctx: Ctx) {
    const parsed = TakeOfflineSchema.safeParse(ctx.request.body)
    if (!parsed.success)
      throw new errors.ValidationError(PROFILE_MESSAGES.invalid, { code: 'validation', fieldErrors: fieldErrorsOf(parsed.error) })
    ctx.body = { data: await strapi.service('api::moderation.moderation').takeOffline(ctx.params.documentId, parsed.data.reason) }
  },
})
