import type { Core } from '@strapi/strapi'
import { ContentReviewDecisionSchema, type ReviewQueueResponse } from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { documentId: string } }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const review = () => strapi.service('api::review.review')
  return {
    /** GET /api/review/calls (community managers): the pending calls, oldest first, how many wait, and the latest decisions. */
    async listCalls(ctx: Ctx) {
      const [{ items, count }, recent] = await Promise.all([review().pendingCalls(), review().recentDecisions()])
      const body: ReviewQueueResponse = { data: items, recent, meta: { count } }
      ctx.body = body
    },

    /** GET /api/review/calls/:documentId (community managers). */
    async getCall(ctx: Ctx) {
      ctx.body = { data: await review().call(ctx.params.documentId) }
    },

    /** POST /api/review/calls/:documentId (community managers): approve, or reject with a reason, of the version it names; 409 when not pending or changed since. */
    async decide(ctx: Ctx) {
      const input = validInput(ContentReviewDecisionSchema, ctx.request.body)
      ctx.body = { data: await review().decide(ctx.params.documentId, input) }
    },
  }
}
