import type { UID } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import { MESSAGES } from '@talentstad/types'

const DECISIONS = new Set(['approved', 'rejected'])

type UpdateEvent = {
  params: { where?: { id?: unknown }; data?: Record<string, unknown> }
  result?: Record<string, unknown> & { documentId: string }
  state: { previousState?: unknown }
}

/**
 * The database lifecycle of a type that is reviewed (docs/decisions/0048): a decision is an update
 * of `field` from 'pending' to 'approved' or 'rejected', whether the site's review page or the admin
 * panel's content manager makes it. Before the write it stamps `reviewedAt`; after it, `decided`
 * runs once per decision (mails, a new admin). With `draftOnly` (Draft & Publish), only the draft
 * row carries the review: publishing copies it, and the copy decides nothing. A rejection without a
 * reason is refused here, whoever writes it (issue 43). Only the review services decide
 * (src/lib/review-guard.ts keeps the admin panel's field edits out).
 */
export function reviewDecisionLifecycle(options: {
  uid: UID.ContentType
  field: string
  draftOnly?: boolean
  decided: (documentId: string) => unknown
}) {
  const { uid, field, draftOnly = false, decided } = options
  const select = draftOnly ? [field, 'rejectReason', 'publishedAt'] : [field, 'rejectReason']
  return {
    async beforeUpdate(event: UpdateEvent) {
      const id = event.params.where?.id
      if (typeof id !== 'number' && typeof id !== 'string') return
      const row = (await strapi.db.query(uid).findOne({ where: { id }, select })) as Record<string, unknown> | null
      if (!row || (draftOnly && row.publishedAt)) return
      event.state.previousState = row[field]
      const data = event.params.data ?? {}
      const next = data[field]
      const state = typeof next === 'string' ? next : row[field]
      const reason = 'rejectReason' in data ? data.rejectReason : row.rejectReason
      // Only a write that rejects, or that changes the reason: an edit sending an old row's fields back as they are decides nothing.
      const decidesReason =
        (next === 'rejected' && row[field] !== 'rejected') ||
        ('rejectReason' in data && (data.rejectReason ?? null) !== (row.rejectReason ?? null))
      if (decidesReason && state === 'rejected' && (typeof reason !== 'string' || reason.trim() === ''))
        throw new errors.ValidationError(MESSAGES.rejectReasonRequired, { code: 'reason-required' })
      if (typeof next === 'string' && DECISIONS.has(next) && next !== row[field] && event.params.data) {
        event.params.data.reviewedAt = new Date()
      }
    },

    async afterUpdate(event: UpdateEvent) {
      const result = event.result
      if (!result || (draftOnly && result.publishedAt)) return
      if (event.state.previousState === 'pending' && DECISIONS.has(String(result[field]))) await decided(result.documentId)
    },
  }
}
