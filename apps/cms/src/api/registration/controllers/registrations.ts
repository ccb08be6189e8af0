import type { Core } from '@strapi/strapi'
import { RegistrationCancelSchema, RegistrationInputSchema } from '@talentstad/types'
import { type ApiContext, readJsonBody, validInput } from '../../../lib/api-context'
import type { RegistrationsService } from '../services/registrations'

type Ctx = ApiContext & { params: { documentId: string; registrationId?: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const registrations = () => strapi.service('api::registration.registrations') as RegistrationsService
  const user = (ctx: Ctx) => ctx.state.user!
  return {
    /** POST /api/events/:documentId/registrations (any member): a place or the waiting list. */
    async signUp(ctx: Ctx) {
      const input = validInput(RegistrationInputSchema, ctx.request.body ?? {})
      ctx.body = { data: await registrations().signUp(user(ctx), ctx.params.documentId, input) }
      ctx.status = 201
    },

    /** GET /api/events/:documentId/sign-up (anyone): the event's sign-up and places left; 404 for no public event. */
    async status(ctx: Ctx) {
      ctx.body = { data: (await registrations().mine(null, ctx.params.documentId)).signUp }
    },

    /** GET /api/events/:documentId/registrations/mine: the event's sign-up and the caller's place. */
    async mine(ctx: Ctx) {
      ctx.body = { data: await registrations().mine(user(ctx).id, ctx.params.documentId) }
    },

    /** DELETE /api/events/:documentId/registrations/mine: the caller cancels. */
    async cancel(ctx: Ctx) {
      await registrations().cancel(user(ctx).id, ctx.params.documentId)
      ctx.status = 204
      ctx.body = null
    },

    /** GET /api/events/:documentId/registrations (is-event-organiser). */
    async ofEvent(ctx: Ctx) {
      ctx.body = { data: await registrations().ofEvent(ctx.params.documentId) }
    },

    /** DELETE /api/events/:documentId/registrations/:registrationId (is-event-organiser), with a reason. */
    async cancelFor(ctx: Ctx) {
      const { reason } = validInput(RegistrationCancelSchema, (await readJsonBody(ctx)) ?? {})
      await registrations().cancelFor(ctx.params.documentId, ctx.params.registrationId!, reason)
      ctx.status = 204
      ctx.body = null
    },

    /** GET /api/me/registrations. */
    async all(ctx: Ctx) {
      ctx.body = { data: await registrations().all(user(ctx).id) }
    },
  }
}
