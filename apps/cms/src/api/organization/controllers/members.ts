import type { Core } from '@strapi/strapi'
import { JoinRequestDecisionSchema, RoleChangeSchema, type OrganizationMembersResponse } from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { organizationId: string; userId: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const members = () => strapi.service('api::organization.members')
  const actor = (ctx: Ctx) => ({ id: ctx.state.user!.id, documentId: ctx.state.user!.documentId })
  return {
    /** GET /api/organizations/:organizationId/members (any role in it): name, role and since when. */
    async list(ctx: Ctx) {
      const list = await members().list(ctx.params.organizationId)
      const body: OrganizationMembersResponse = { data: list, meta: { count: list.length } }
      ctx.body = body
    },

    /** PUT /api/organizations/:organizationId/members/:userId (admin): another member's role; never one's own, never the last admin. */
    async changeRole(ctx: Ctx) {
      const input = validInput(RoleChangeSchema, ctx.request.body)
      ctx.body = { data: await members().changeRole(ctx.params.organizationId, actor(ctx), ctx.params.userId, input.role) }
    },

    /** DELETE /api/organizations/:organizationId/members/:userId (admin): removes another member (irreversible). */
    async remove(ctx: Ctx) {
      await members().remove(ctx.params.organizationId, actor(ctx), ctx.params.userId)
      ctx.status = 204
      ctx.body = null
    },

    /** DELETE /api/organizations/:organizationId/membership (any role in it): leave the organisation oneself. */
    async leave(ctx: Ctx) {
      await members().leave(ctx.params.organizationId, actor(ctx))
      ctx.status = 204
      ctx.body = null
    },

    /** GET /api/organizations/:organizationId/join-requests (admin). */
    async joinRequests(ctx: Ctx) {
      ctx.body = { data: await members().joinRequests(ctx.params.organizationId) }
    },

    /** POST /api/organizations/:organizationId/join-requests/:userId (admin): accept (employee) or decline. */
    async decideJoinRequest(ctx: Ctx) {
      const input = validInput(JoinRequestDecisionSchema, ctx.request.body)
      await members().decideJoinRequest(ctx.params.organizationId, ctx.params.userId, input.decision)
      ctx.body = { data: { decision: input.decision } }
    },
  }
}
