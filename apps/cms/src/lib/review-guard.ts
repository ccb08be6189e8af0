import { AsyncLocalStorage } from 'node:async_hooks'
import type { Core } from '@strapi/strapi'
import { REVIEW_MESSAGES } from '@talentstad/types'
import { AccessDeniedError } from './http-errors'

/**
 * A review decision is an action with its own right, never a field edit (issue 43,
 * docs/decisions/0057). The types that are reviewed, with the field that holds the state and the
 * fields a decision writes.
 */
export const REVIEWED_TYPES = {
  'api::content-item.content-item': { state: 'reviewState', fields: ['reviewState', 'rejectReason', 'reviewedAt'], drafts: true },
  'api::organization.organization': {
    state: 'applicationState',
    fields: ['applicationState', 'rejectReason', 'reviewedAt'],
    drafts: false,
  },
} as const
type ReviewedUid = keyof typeof REVIEWED_TYPES

const decisions = new AsyncLocalStorage<true>()

/** Runs a review decision (the review services, behind the review right): inside it the guard lets the review fields change. */
export function asReviewDecision<T>(decide: () => Promise<T>): Promise<T> {
  return decisions.run(true, decide)
}

/** Whether the request being answered is one of the admin panel's (its content manager, or any admin route). */
function fromAdminPanel(strapi: Core.Strapi): boolean {
  const route = strapi.requestContext.get()?.state?.route as { info?: { type?: string } } | undefined
  return route?.info?.type === 'admin'
}

const comparable = (field: string, value: unknown): string | number | null => {
  if (value === undefined || value === null || value === '') return null
  if (field === 'reviewedAt') return new Date(value as string).getTime()
  return String(value)
}

/** States a new item may start in without a decision: not yet submitted, or waiting for review. */
const UNDECIDED = new Set(['draft', 'pending'])

/**
 * The review fields `data` would change on `current`. A create has no current row: it may start
 * undecided (the default, or waiting for review), with no reason and no decision time.
 */
export function changedReviewFields(uid: ReviewedUid, data: Record<string, unknown>, current: Record<string, unknown> | null): string[] {
  const { state, fields } = REVIEWED_TYPES[uid]
  if (!current)
    return fields.filter((field) =>
      field === state
        ? field in data && data[field] != null && !UNDECIDED.has(String(data[field]))
        : comparable(field, data[field]) !== null,
    )
  return fields.filter((field) => field in data && comparable(field, data[field]) !== comparable(field, current[field]))
}

const refuse = () => new AccessDeniedError(REVIEW_MESSAGES.decideWithReviewPanel, { code: 'review-decision' })

/**
 * The admin panel changes no review field and publishes nothing that waits for review or was
 * rejected, whoever is logged in (Super Admins too): decisions come through the review routes
 * (`/talentstad/review/...`, the REVIEW_ACTION right), which run `asReviewDecision`. An item an
 * editor made in the panel (review state 'draft': never submitted by a member) is the editors' own
 * and is approved when they publish it. A pending edit is not discarded there either (that would
 * drop a member's edit without a decision). The site's routes decide through the same services,
 * behind their own policies. Registered in `register()` as a Document Service middleware.
 */
export function guardReviewDecisions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as ReviewedUid
    const reviewed = REVIEWED_TYPES[uid]
    if (!reviewed || decisions.getStore() || !fromAdminPanel(strapi)) return next()
    const params = context.params as { documentId?: string; data?: Record<string, unknown> }
    const current = async () =>
      params.documentId
        ? ((await strapi.db.query(uid).findOne({
            where: { documentId: params.documentId, ...(reviewed.drafts ? { publishedAt: null } : {}) },
            select: [...reviewed.fields],
          })) as Record<string, unknown> | null)
        : null
    switch (context.action) {
      case 'create':
      case 'update':
      case 'clone': {
        if (!params.data) break
        const before = context.action === 'create' ? null : await current()
        if (changedReviewFields(uid, params.data, before).length > 0) throw refuse()
        break
      }
      case 'publish': {
        const draft = await current()
        const state = draft?.[reviewed.state]
        if (state === 'pending' || state === 'rejected') throw refuse()
        if (state === 'draft')
          await strapi.db
            .query(uid)
            .updateMany({ where: { documentId: params.documentId, publishedAt: null }, data: { [reviewed.state]: 'approved' } })
        break
      }
      case 'discardDraft': {
        if ((await current())?.[reviewed.state] === 'pending') throw refuse()
        break
      }
    }
    return next()
  })
}
