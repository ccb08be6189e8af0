import type { Core } from '@strapi/strapi'
import { FOLLOW_MESSAGES, FollowToggleSchema } from '@talentstad/types'
import { errors } from '@strapi/utils'
import { type ApiContext, validInput } from '../../../lib/api-context'

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const follows = () => strapi.service('api::follow.follows')
  return {
    /** GET /api/me/follows: what the member follows. */
    async mine(ctx: ApiContext) {
      ctx.body = { data: await follows().list(ctx.state.user!.id) }
    },

    /** PUT /api/me/follows: follow or stop following an organisation or a theme. */
    async set(ctx: ApiContext) {
      const { target, documentId, following } = validInput(FollowToggleSchema, ctx.request.body)
      if (!(await follows().set(ctx.state.user!.id, target, documentId, following)))
        throw new errors.ValidationError(FOLLOW_MESSAGES.unknownTarget, { code: 'unknown-target' })
      ctx.body = { data: { target, documentId, following } }
    },

    /** GET /api/organizations/:organizationId/followers: the count, for the organisation's admins (the route's policy). */
    async followerCount(ctx: ApiContext & { params: { organizationId: string } }) {
      ctx.body = { data: { count: await follows().followerCount(ctx.params.organizationId) } }
    },
  }
}
