import type { Core } from '@strapi/strapi'
import { TakeOfflineSchema } from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { documentId: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /api/moderation/items/:documentId/offline (community managers): reason → the item leaves the site; 409 when it is not online. */
  async takeOffline(ctx: Ctx) {
    const input = validInput(TakeOfflineSchema, ctx.request.body)
    ctx.body = { data: await strapi.service('api::moderation.moderation').takeOffline(ctx.params.documentId, input.reason) }
  },
})
