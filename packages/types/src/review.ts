import { z } from 'zod'
import { CONTENT_TYPES, type ContentType, type ReviewState } from './domain.js'
import type { EditableContentDto } from './member-content.js'
import { MESSAGES } from './messages.js'

/**
 * Review (spec 5): a community manager approves or rejects a member's call (and an organisation's
 * item edited after it was taken offline) on the site's review pages or in the admin panel's
 * review panel (the editors' desk, issue 32). Error codes: ContentErrorCode (member-content.ts).
 */

export const REVIEW_MESSAGES = {
  approved: 'De oproep is goedgekeurd en staat online.',
  rejected: 'De oproep is afgewezen. De plaatser krijgt een e-mail met de reden.',
  notPending: 'Deze oproep is al beoordeeld.',
  /** A decision sent from a page that showed an older version (issue 26): the page then shows the new one. */
  changedSinceOpened: 'Deze oproep is gewijzigd sinds je hem opende. Hieronder staat de nieuwe versie: beoordeel die opnieuw.',
  itemChangedSinceOpened: 'Dit item is gewijzigd sinds je het opende. Hieronder staat de nieuwe versie: beoordeel die opnieuw.',
  /** What the admin panel answers a field edit that would decide a review (apps/cms/src/lib/review-guard.ts). */
  decideWithReviewPanel:
    'Een beoordeling maak je met Goedkeuren of Afwijzen in het blok Beoordeling, niet door velden te wijzigen. Wat op beoordeling wacht of is afgewezen, publiceer je niet zelf.',
} as const

const RejectReasonSchema = z
  .string({ error: MESSAGES.rejectReasonRequired })
  .trim()
  .min(1, { error: MESSAGES.rejectReasonRequired })
  .max(1000)

/** A community manager's decision: approve, or reject with a required reason (spec 5). */
export const ReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({ decision: z.literal('reject'), reason: RejectReasonSchema }),
])
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>

/**
 * A decision on content names the version it was made on (ReviewContentDto.version, as the review
 * page showed it): the CMS refuses it with 409 `changed` when the item was edited since (issue 26).
 */
const ReviewedVersionSchema = z.string({ error: MESSAGES.general }).min(1, { error: MESSAGES.general }).max(64, { error: MESSAGES.general })
export const ContentReviewDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), version: ReviewedVersionSchema }),
  z.object({ decision: z.literal('reject'), reason: RejectReasonSchema, version: ReviewedVersionSchema }),
])
export type ContentReviewDecision = z.infer<typeof ContentReviewDecisionSchema>

const id = (documentId: string) => encodeURIComponent(documentId)

/** Endpoints (prefix /api). */
export const REVIEW_API = {
  /**
   * GET (is-community-manager) → ReviewQueueResponse: what waits for review (calls, and an
   * organisation's other items edited after a community manager took them offline), oldest first,
   * the count, and the most recent decisions. `?type=` (a content type) and `?q=` (words of the
   * title) narrow what waits and its count (ReviewQueueFilterSchema; 400 for another type).
   */
  queue: '/review/calls',
  /**
   * GET (is-community-manager) → `{ data: ReviewContentDto }` (a call in any state, another item while
   * not approved); POST ContentReviewDecision → `{ data: ReviewContentDto }`, 409 `not-pending`, 409
   * `changed` when the version is not the current one.
   */
  item: (documentId: string) => `/review/calls/${id(documentId)}`,
} as const

/**
 * A call under review: the version to approve, its author, and the decision so far. `version`
 * names this version; a decision sends it back (ContentReviewDecisionSchema).
 */
export type ReviewContentDto = EditableContentDto & { author: { firstName: string; lastName: string } | null; version: string }

/** An item waiting for review, as the queue shows it (no private fields of the author). */
export type ReviewQueueItemDto = {
  documentId: string
  type: ContentType
  title: string
  createdAt: string
  author: { firstName: string } | null
}

/** A recent decision in the review queue. `reviewedAt`: when it was approved or rejected. */
export type ReviewDecidedItemDto = {
  documentId: string
  type: ContentType
  title: string
  reviewState: 'approved' | 'rejected'
  rejectReason: string | null
  reviewedAt: string
  author: { firstName: string } | null
}

/** GET /review/calls: `data` the pending calls (oldest first, at most 100), `meta.count` how many wait in all, `recent` the last decisions (newest first). */
export type ReviewQueueResponse = { data: ReviewQueueItemDto[]; recent: ReviewDecidedItemDto[]; meta: { count: number } }

/**
 * The editors' desk (issue 32): the review side panel of the admin panel's edit view, for a
 * content item or an organisation's application. `version` (items only) goes back with a decision.
 */
export type ReviewDeskDto = {
  kind: 'item' | 'application'
  state: ReviewState
  /** A member (with their address, for the reviewer) or, for an item made in the desk, the admin account. */
  submittedBy: { name: string; email: string | null; by: 'member' | 'desk' } | null
  submittedAt: string
  /** The last decision (approved or rejected), with its reason; null while none was made. */
  decision: { state: 'approved' | 'rejected'; at: string | null; reason: string | null } | null
  version: string | null
}

/** The review queue's filter (/profiel/oproepen/beoordelen ?type=&q=): one kind of item, words of its title. */
export const ReviewQueueFilterSchema = z.object({
  type: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CONTENT_TYPES).optional()),
  q: z.preprocess((value) => (typeof value === 'string' ? value.trim().slice(0, 100) || undefined : value), z.string().optional()),
})
export type ReviewQueueFilter = z.infer<typeof ReviewQueueFilterSchema>

/**
 * Who placed a content item, as the editors' desk shows it (issue 46): a member's name (never their
 * e-mail address), or the admin account that made it in the desk. Null when neither is known (the
 * member deleted their account, say).
 */
export type PlacedByDto = { name: string; by: 'member' | 'desk' } | null
