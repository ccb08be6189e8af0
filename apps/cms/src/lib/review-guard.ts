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
  'api::content-item.content-item': {
    state: 'reviewState',
    fields: ['reviewState', 'rejectReason', 'reviewedAt'],
    drafts: true,
    undecided: 'draft',
    /** Whose it is: a member's item is never the editors' own. */
    owner: 'author',
  },
  'api::organization.organization': {
    state: 'applicationState',
    fields: ['applicationState', 'rejectReason', 'reviewedAt'],
    drafts: false,
    undecided: 'pending',
    owner: 'submittedBy',
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
 * The admin panel changes no review field and publishes nothing that waits for review, was
 * rejected, is a member's draft never submitted or was deleted by its author, whoever is logged in
 * (Super Admins too): decisions come through the review routes (`/talentstad/review/...`, the
 * REVIEW_ACTION right), which run `asReviewDecision`. An item an editor made in the panel (review
 * state 'draft', no author) is the editors' own and is approved when they publish it; a copy starts
 * as one. A pending or rejected edit is not discarded there either (that would undo a submission
 * or a decision without one). The site's routes decide through the same services, behind their own
 * policies. Registered in `register()` as a Document Service middleware.
 */
export function guardReviewDecisions(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const uid = context.uid as ReviewedUid
    const reviewed = REVIEWED_TYPES[uid]
    if (!reviewed || decisions.getStore() || !fromAdminPanel(strapi)) return next()
    const params = context.params as { documentId?: string; data?: Record<string, unknown>; status?: string }
    type Row = Record<string, unknown> & { deletedAt?: unknown }
    const current = async () =>
      params.documentId
        ? ((await strapi.db.query(uid).findOne({
            where: { documentId: params.documentId, ...(reviewed.drafts ? { publishedAt: null } : {}) },
            select: [...reviewed.fields, ...(reviewed.drafts ? ['deletedAt'] : [])],
            populate: { [reviewed.owner]: { select: ['id'] } },
          })) as Row | null)
        : null
    const hasOwner = (row: Row | null) => typeof (row?.[reviewed.owner] as { id?: unknown } | null | undefined)?.id === 'number'
    switch (context.action) {
      case 'create':
      case 'update': {
        const before = context.action === 'create' ? null : await current()
        if (params.data && changedReviewFields(uid, params.data, before).length > 0) throw refuse()
        // Published in the same call (the Document Service's `status`): only what is approved already.
        if (params.status === 'published' && reviewed.drafts && before?.[reviewed.state] !== 'approved') throw refuse()
        break
      }
      case 'clone': {
        // A copy is a new item of the editors': it starts undecided, and is nobody's submission.
        params.data = { ...params.data, [reviewed.state]: reviewed.undecided, rejectReason: null, reviewedAt: null, [reviewed.owner]: null }
        break
      }
      case 'publish': {
        const draft = await current()
        const state = draft?.[reviewed.state]
        // Waiting, rejected, deleted by its author, or a member's draft never submitted: not the panel's to put online.
        if (state === 'pending' || state === 'rejected' || draft?.deletedAt || (state === 'draft' && hasOwner(draft))) throw refuse()
        if (state === 'draft')
          await strapi.db
            .query(uid)
            .updateMany({ where: { documentId: params.documentId, publishedAt: null }, data: { [reviewed.state]: 'approved' } })
        break
      }
      case 'discardDraft': {
        const state = (await current())?.[reviewed.state]
        if (state === 'pending' || state === 'rejected') throw refuse()
        break
      }
    }
    return next()
  })
}
