/**
 * The review decision, whichever way it is made: the site's review page (POST /api/review/calls/:id,
 * src/api/review) and the admin panel's content manager both end in an update of the draft row's
 * `reviewState`. This lifecycle sees both, stamps `reviewedAt` and has the author mailed once per
 * decision, after the write commits. The API path sends no mail of its own.
 */

import { reviewDecisionLifecycle } from '../../../../lib/review-decision-lifecycle'

export default reviewDecisionLifecycle({
  uid: 'api::content-item.content-item',
  field: 'reviewState',
  draftOnly: true,
  // Mailed after the write commits (sendAfterCommit): not awaited here.
  decided: (documentId) => {
    strapi.service('api::review.review').notifyDecision(documentId)
  },
})
