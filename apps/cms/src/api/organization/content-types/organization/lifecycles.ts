/**
 * An application's decision made in the admin panel: an editor changes `applicationState` of a
 * pending organisation. This lifecycle stamps `reviewedAt` and hands over to the applications
 * service (`decided`: the applicant becomes admin on approval and is mailed the decision), the same
 * code the site's review page reaches through POST /api/review/organization-applications/:id. That
 * path writes with updateMany, which this single-row hook does not see, so a decision has its
 * effects once.
 */

import { reviewDecisionLifecycle } from '../../../../lib/review-decision-lifecycle'

export default reviewDecisionLifecycle({
  uid: 'api::organization.organization',
  field: 'applicationState',
  decided: (documentId) => strapi.service('api::organization.applications').decided(documentId),
})
