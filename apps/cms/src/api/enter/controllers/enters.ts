import type { Core } from '@strapi/strapi'
import { EnterInputSchema } from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { documentId: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const enters = () => strapi.service('api::enter.enters')
  const user = (ctx: Ctx) => ctx.state.user!
  return {
    /** POST /api/calls/:documentId/enters (any member but the author); 409 `already-entered` for a second one. */
    async create(ctx: Ctx) {
      const input = validInput(EnterInputSchema, ctx.request.body ?? {})
      ctx.body = { data: await enters().create(user(ctx), ctx.params.documentId, input) }
      ctx.status = 201
    },

    /** GET /api/calls/:documentId/enters (the author, or the organisation's content roles: is-author). */
    async forCall(ctx: Ctx) {
      ctx.body = { data: await enters().forCall(ctx.params.documentId) }
    },

    /** GET /api/calls/:documentId/enters/mine: the caller's own enter on it, or null. */
    async mineOn(ctx: Ctx) {
      ctx.body = { data: await enters().mineOn(user(ctx).id, ctx.params.documentId) }
    },

    /** GET /api/me/enters. */
    async mine(ctx: Ctx) {
      ctx.body = { data: await enters().mine(user(ctx).id) }
    },

    /** DELETE /api/me/enters/:documentId: withdraw one's own enter. */
    async withdraw(ctx: Ctx) {
      await enters().withdraw(user(ctx).id, ctx.params.documentId)
      ctx.status = 204
      ctx.body = null
    },
  }
}
