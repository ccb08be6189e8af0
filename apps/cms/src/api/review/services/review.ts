import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  MESSAGES,
  type ContentReviewDecision,
  type ReviewContentDto,
  type ReviewDecidedItemDto,
  type ReviewQueueFilter,
  type ReviewQueueItemDto,
  REVIEW_MESSAGES,
} from '@talentstad/types'
import { contentMails, mailMember, sendAfterCommit } from '../../../lib/content-mails'
import { ConflictError } from '../../../lib/http-errors'
import { asReviewDecision } from '../../../lib/review-guard'
import { reviewDecisionLifecycle } from '../../../lib/review-decision-lifecycle'
import type { MemberContentService, EditableItem } from '../../content-item/services/member-content'
import type { Selected } from '../../../lib/rows'

const ITEM_UID = 'api::content-item.content-item'

/** At most this many calls per answer; `count` says how many wait in all. */
export const REVIEW_QUEUE_LIMIT = 100
/** How many recent decisions the queue shows. */
export const RECENT_DECISIONS = 10

const CALL = 'CONTENT_TYPE_CALL_UP'
/**
 * What the queue holds: every item that waits for review. Calls always wait; an organisation's
 * other items go online at once, unless a community manager took them offline, after which their
 * next edit waits here too (issue 26).
 */
const NOT_DELETED = { deletedAt: { $null: true } }
const PENDING = { ...NOT_DELETED, reviewState: 'pending' as const }

/** The queue's filter as the documents' filters: the kind of item, and words in its title (any case). */
const filterOf = ({ type, q }: ReviewQueueFilter = {}) => ({ ...(type ? { type } : {}), ...(q ? { title: { $containsi: q } } : {}) })

/** A queue entry as the queue reads it: the item's fields and its author's first name. */
type QueueRow = Selected<'api::content-item.content-item', 'documentId' | 'type' | 'title' | 'createdAt'> & {
  author?: Selected<'plugin::users-permissions.user', 'firstName'> | null
}
const authorOf = (row: QueueRow) => (row.author ? { firstName: row.author.firstName ?? '' } : null)

/** Thrown for a decision on a version that is no longer the current one: 409 `changed`. */
export class ChangedSinceOpenedError extends ConflictError {
  constructor(type: string) {
    super(type === CALL ? REVIEW_MESSAGES.changedSinceOpened : REVIEW_MESSAGES.itemChangedSinceOpened, { code: 'changed' })
  }
}

/** The reviewer's view of an item: its author's name only, and its version. */
function reviewView(item: EditableItem | null): ReviewContentDto {
  if (!item) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
  const { author, ...rest } = item
  return {
    ...rest,
    author: author ? { firstName: author.firstName ?? '', lastName: author.lastName ?? '' } : null,
    version: rest.updatedAt,
  }
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** How many items wait for review (the queue's `count`, of those the filter keeps; the /profiel dashboard's). */
  async pendingCount(filter?: ReviewQueueFilter): Promise<number> {
    return strapi.documents(ITEM_UID).count({ status: 'draft', filters: { ...PENDING, ...filterOf(filter) } })
  },

  /**
   * Items waiting for review, oldest first. The draft version is the one under review (an approved
   * item whose edit waits keeps its published version online), so the queue reads drafts. The
   * filter keeps one kind of item and titles with its words.
   */
  async pendingCalls(filter?: ReviewQueueFilter): Promise<{ items: ReviewQueueItemDto[]; count: number }> {
    const documents = strapi.documents(ITEM_UID)
    const [rows, count] = await Promise.all([
      documents.findMany({
        status: 'draft',
        filters: { ...PENDING, ...filterOf(filter) },
        sort: [{ createdAt: 'asc' }, { id: 'asc' }],
        fields: ['documentId', 'type', 'title', 'createdAt'],
        populate: { author: { fields: ['firstName'] } },
        limit: REVIEW_QUEUE_LIMIT,
      }),
      this.pendingCount(filter),
    ])
    const items = (rows as unknown as QueueRow[]).map((row) => ({
      documentId: row.documentId,
      type: row.type,
      title: row.title,
      createdAt: new Date(row.createdAt).toISOString(),
      author: authorOf(row),
    }))
    return { items, count }
  },

  /** The most recent decisions (approved or rejected items, taken offline included; newest decision first), of those the filter keeps. */
  async recentDecisions(filter?: ReviewQueueFilter): Promise<ReviewDecidedItemDto[]> {
    const rows = (await strapi.documents(ITEM_UID).findMany({
      status: 'draft',
      filters: { ...NOT_DELETED, reviewState: { $in: ['approved', 'rejected'] }, reviewedAt: { $notNull: true }, ...filterOf(filter) },
      sort: [{ reviewedAt: 'desc' }, { id: 'desc' }],
      fields: ['documentId', 'type', 'title', 'createdAt', 'reviewState', 'rejectReason', 'reviewedAt'],
      populate: { author: { fields: ['firstName'] } },
      limit: RECENT_DECISIONS,
    })) as unknown as Array<QueueRow & { reviewState: 'approved' | 'rejected'; rejectReason: string | null; reviewedAt: string | Date }>
    return rows.map((row) => ({
      documentId: row.documentId,
      type: row.type,
      title: row.title,
      reviewState: row.reviewState,
      rejectReason: row.reviewState === 'rejected' ? (row.rejectReason ?? null) : null,
      reviewedAt: new Date(row.reviewedAt).toISOString(),
      author: authorOf(row),
    }))
  },

  /**
   * An item as the reviewer sees it: the version to decide on (the draft), its author's name, and
   * `version`, which a decision must send back. A call in any state; another item while it is not
   * approved (taken offline, or its edit waiting for review).
   */
  async call(documentId: string): Promise<ReviewContentDto> {
    return reviewView(await strapi.service('api::content-item.member-content').editable(documentId, { forReview: true }))
  },

  /**
   * Approve (the draft becomes the published version) or reject with a reason (nothing published
   * changes: a rejected edit of an online item leaves the online version as it was). Only a pending
   * item can be decided, and only in the version the reviewer saw: the draft row is locked
   * (PostgreSQL: SELECT … FOR UPDATE; SQLite runs one write transaction at a time), so an edit
   * saved while the reviewer read lands either before the check (409 `changed`: the page shows the
   * new version) or after the decision (a new version that waits for review again). The author's
   * mail goes out from the review decision lifecycle (registerLifecycles), which the admin panel's edits pass as well.
   */
  async decide(documentId: string, decision: ContentReviewDecision): Promise<ReviewContentDto> {
    const memberContent = strapi.service('api::content-item.member-content') as MemberContentService
    const documents = strapi.documents(ITEM_UID)
    // The one place a call's review is decided (the site's review page and the admin panel's
    // review routes): the admin panel's field edits and publish cannot (src/lib/review-guard.ts).
    await asReviewDecision(() =>
      memberContent.underDraftLock(documentId, async (draft) => {
        if (draft.reviewState !== 'pending') throw new ConflictError(REVIEW_MESSAGES.notPending, { code: 'not-pending' })
        if (new Date(draft.updatedAt).toISOString() !== decision.version) throw new ChangedSinceOpenedError(draft.type)
        if (decision.decision === 'approve') {
          await documents.update({ documentId, data: { reviewState: 'approved', rejectReason: null } })
          await documents.publish({ documentId })
        } else {
          await documents.update({ documentId, data: { reviewState: 'rejected', rejectReason: decision.reason } })
        }
      }),
    )
    // As decided: an approved item other than a call is no longer one to review, but is answered.
    return reviewView(await memberContent.editable(documentId))
  },

  /** The review queue's summary for a community manager (api::notification.notifications): how many wait now; nothing when none. */
  async mailQueueSummary(recipientId: number): Promise<void> {
    if (!(await strapi.service('api::notification.notifications').isCommunityManager(recipientId))) return
    const waiting = await this.pendingCount()
    if (waiting > 0) await mailMember(strapi, recipientId, (firstName) => contentMails.reviewQueue(firstName, waiting))
  },

  /**
   * The review decision, whichever way it is made: the site's review page (POST
   * /api/review/calls/:id) and the admin panel's content manager both end in an update of the
   * draft row's `reviewState`. This database lifecycle (subscribed in src/index.ts) sees both,
   * stamps `reviewedAt` and has the author mailed once per decision, after the write commits. The
   * API path sends no mail of its own.
   */
  registerLifecycles() {
    strapi.db.lifecycles.subscribe({
      models: [ITEM_UID],
      ...reviewDecisionLifecycle({
        uid: ITEM_UID,
        field: 'reviewState',
        draftOnly: true,
        // Mailed after the write commits (sendAfterCommit): not awaited here.
        decided: (documentId) => {
          this.notifyDecision(documentId)
        },
      }),
    })
  },

  /** Mails the author the decision on their call (the lifecycle above, after the write commits). */
  notifyDecision(documentId: string) {
    sendAfterCommit(strapi, `Review decision mail for ${documentId}`, async () => {
      const row = await strapi.db.query(ITEM_UID).findOne({
        where: { documentId, publishedAt: null },
        select: ['title', 'slug', 'reviewState', 'rejectReason'],
        populate: { author: { select: ['id'] } },
      })
      if (!row?.author) return
      if (row.reviewState === 'approved') await mailMember(strapi, row.author.id, (firstName) => contentMails.approved(firstName, row))
      else if (row.reviewState === 'rejected')
        await mailMember(strapi, row.author.id, (firstName) => contentMails.rejected(firstName, row, row.rejectReason ?? ''))
    })
  },
})
