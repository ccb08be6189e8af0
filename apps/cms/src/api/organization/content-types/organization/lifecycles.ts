/**
 * An application's decision made in the admin panel: an editor changes `applicationState` of a
 * pending organisation. This lifecycle stamps `reviewedAt` and hands over to the applications
 * service (`decided`: the applicant becomes admin on approval and is mailed the decision), the same
 * code the site's review page reaches through POST /api/review/organization-applications/:id. That
 * path writes with updateMany, which this single-row hook does not see, so a decision has its
 * effects once.
 */

const ORGANIZATION = 'api::organization.organization'
const DECISIONS = new Set(['approved', 'rejected'])

type UpdateEvent = {
  params: { where?: { id?: unknown }; data?: Record<string, unknown> }
  result?: { documentId: string; applicationState: string }
  state: { previousApplicationState?: string }
}

export default {
  async beforeUpdate(event: UpdateEvent) {
    const id = event.params.where?.id
    if (typeof id !== 'number' && typeof id !== 'string') return
    const row = await strapi.db.query(ORGANIZATION).findOne({ where: { id }, select: ['applicationState'] })
    if (!row) return
    event.state.previousApplicationState = row.applicationState
    const next = event.params.data?.applicationState
    if (typeof next === 'string' && DECISIONS.has(next) && next !== row.applicationState && event.params.data) {
      event.params.data.reviewedAt = new Date()
    }
  },

  async afterUpdate(event: UpdateEvent) {
    const result = event.result
    if (!result || event.state.previousApplicationState !== 'pending' || !DECISIONS.has(result.applicationState)) return
    await strapi.service('api::organization.applications').decided(result.documentId)
  },
}
