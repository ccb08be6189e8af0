import type { Core } from '@strapi/strapi'
import { ContentReviewDecisionSchema, ReviewQueueFilterSchema, type ReviewQueueResponse } from '@talentstad/types'
import { type ApiContext, validInput } from '../../../lib/api-context'

type Ctx = ApiContext & { params: { documentId: string }; query: Record<string, unknown> }

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const review = () => strapi.service('api::review.review')
  return {
    /** GET /api/review/calls[?type=&q=] (community managers): the pending calls, oldest first, how many wait, and the latest decisions; of one kind, with words in the title. */
    async listCalls(ctx: Ctx) {
      const filter = validInput(ReviewQueueFilterSchema, { type: ctx.query.type, q: ctx.query.q })
      const [{ items, count }, recent] = await Promise.all([review().pendingCalls(filter), review().recentDecisions(filter)])
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
