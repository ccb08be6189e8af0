import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { InvitationSchema, InvitationTokenSchema, MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { organizationId: string; invitationId: string } }

function token(ctx: Ctx): string {
  const parsed = InvitationTokenSchema.safeParse(ctx.request.body)
  if (!parsed.success) throw new errors.ValidationError(MEMBERSHIP_MESSAGES.invitationUnknown, { code: 'invitation-unknown' })
  return parsed.data.token
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const invitations = () => strapi.service('api::invitation.invitations')
  return {
    /** GET /api/organizations/:organizationId/invitations (admin): pending ones. */
    async list(ctx: Ctx) {
      ctx.body = { data: await invitations().pending(ctx.params.organizationId) }
    },

    /** POST /api/organizations/:organizationId/invitations (admin): e-mail and role → 201. */
    async create(ctx: Ctx) {
      const input = validInput(InvitationSchema, ctx.request.body)
      ctx.body = { data: await invitations().invite(ctx.params.organizationId, ctx.state.user!, input) }
      ctx.status = 201
    },

    /** DELETE /api/organizations/:organizationId/invitations/:invitationId (admin): withdraw. */
    async withdraw(ctx: Ctx) {
      await invitations().withdraw(ctx.params.organizationId, ctx.params.invitationId)
      ctx.status = 204
      ctx.body = null
    },

    /** POST /api/invitations/lookup (no login needed; the token is the secret): organisation, role and state. */
    async lookup(ctx: Ctx) {
      ctx.body = { data: await invitations().preview(token(ctx)) }
    },

    /** POST /api/invitations/accept (any member): 410 used/expired/withdrawn, 403 another address, 409 a member already. */
    async accept(ctx: Ctx) {
      const value = token(ctx)
      ctx.body = { data: await invitations().accept(value, ctx.state.user!) }
    },
  }
}
