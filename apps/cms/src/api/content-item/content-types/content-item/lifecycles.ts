/**
 * The review decision, whichever way it is made: the site's review page (POST /api/review/calls/:id,
 * src/api/review) and the admin panel's content manager both end in an update of the draft row's
 * `reviewState`. This lifecycle sees both, stamps `reviewedAt` and has the author mailed once per
 * decision, after the write commits. The API path sends no mail of its own.
 */

const ITEM_UID = 'api::content-item.content-item'
const DECISIONS = new Set(['approved', 'rejected'])

type Row = { id: number; documentId: string; reviewState: string; publishedAt: string | Date | null }
type UpdateEvent = {
  params: { where?: { id?: unknown }; data?: Record<string, unknown> }
  result?: Row
  state: { previousReviewState?: string }
}

export default {
  async beforeUpdate(event: UpdateEvent) {
    const id = event.params.where?.id
    if (typeof id !== 'number' && typeof id !== 'string') return
    const row = (await strapi.db.query(ITEM_UID).findOne({ where: { id }, select: ['reviewState', 'publishedAt'] })) as Row | null
    // Only the draft row carries the review: publishing copies it, and the copy decides nothing.
    if (!row || row.publishedAt) return
    event.state.previousReviewState = row.reviewState
    const next = event.params.data?.reviewState
    if (typeof next === 'string' && DECISIONS.has(next) && next !== row.reviewState && event.params.data) {
      event.params.data.reviewedAt = new Date()
    }
  },

  async afterUpdate(event: UpdateEvent) {
    const result = event.result
    if (!result || result.publishedAt) return
    if (event.state.previousReviewState === 'pending' && DECISIONS.has(result.reviewState)) {
      strapi.service('api::review.review').notifyDecision(result.documentId)
    }
  },
}
