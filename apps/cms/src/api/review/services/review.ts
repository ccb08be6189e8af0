import type { Core } from '@strapi/strapi'
import { errors } from '@strapi/utils'
import {
  CALL_MESSAGES,
  MESSAGES,
  type ReviewCallDto,
  type ReviewDecidedItemDto,
  type ReviewDecision,
  type ReviewQueueItemDto,
} from '@talentstad/types'
import { contentMails, mailMember, sendAfterCommit } from '../../../lib/content-mails'
import { ConflictError } from '../../../lib/http-errors'

const ITEM_UID = 'api::content-item.content-item'

/** At most this many calls per answer; `count` says how many wait in all. */
export const REVIEW_QUEUE_LIMIT = 100
/** How many recent decisions the queue shows. */
export const RECENT_DECISIONS = 10

const CALLS = { type: 'CONTENT_TYPE_CALL_UP' as const, deletedAt: { $null: true } }
const PENDING_CALLS = { ...CALLS, reviewState: 'pending' as const }

type QueueRow = { documentId: string; title: string; createdAt: string | Date; author?: { firstName?: string | null } | null }
const authorOf = (row: QueueRow) => (row.author ? { firstName: row.author.firstName ?? '' } : null)

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Calls waiting for review, oldest first. The draft version is the one under review (an approved
   * call whose edit waits keeps its published version online), so the queue reads drafts.
   */
  async pendingCalls(): Promise<{ items: ReviewQueueItemDto[]; count: number }> {
    const documents = strapi.documents(ITEM_UID)
    const [rows, count] = await Promise.all([
      documents.findMany({
        status: 'draft',
        filters: PENDING_CALLS,
        sort: [{ createdAt: 'asc' }, { id: 'asc' }],
        fields: ['documentId', 'title', 'createdAt'],
        populate: { author: { fields: ['firstName'] } },
        limit: REVIEW_QUEUE_LIMIT,
      }),
      documents.count({ status: 'draft', filters: PENDING_CALLS }),
    ])
    const items = (rows as unknown as QueueRow[]).map((row) => ({
      documentId: row.documentId,
      title: row.title,
      createdAt: new Date(row.createdAt).toISOString(),
      author: authorOf(row),
    }))
    return { items, count }
  },

  /** The most recent decisions (approved or rejected calls, newest decision first). */
  async recentDecisions(): Promise<ReviewDecidedItemDto[]> {
    const rows = (await strapi.documents(ITEM_UID).findMany({
      status: 'draft',
      filters: { ...CALLS, reviewState: { $in: ['approved', 'rejected'] }, reviewedAt: { $notNull: true } },
      sort: [{ reviewedAt: 'desc' }, { id: 'desc' }],
      fields: ['documentId', 'title', 'createdAt', 'reviewState', 'rejectReason', 'reviewedAt'],
      populate: { author: { fields: ['firstName'] } },
      limit: RECENT_DECISIONS,
    })) as unknown as Array<QueueRow & { reviewState: 'approved' | 'rejected'; rejectReason: string | null; reviewedAt: string | Date }>
    return rows.map((row) => ({
      documentId: row.documentId,
      title: row.title,
      reviewState: row.reviewState,
      rejectReason: row.reviewState === 'rejected' ? (row.rejectReason ?? null) : null,
      reviewedAt: new Date(row.reviewedAt).toISOString(),
      author: authorOf(row),
    }))
  },

  /** A call as the reviewer sees it: the version to approve (the draft), with its author's name. */
  async call(documentId: string): Promise<ReviewCallDto> {
    const call = await strapi.service('api::content-item.calls').editable(documentId, { callsOnly: true })
    if (!call) throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    const { author, ...rest } = call
    return { ...rest, author: author ? { firstName: author.firstName ?? '', lastName: author.lastName ?? '' } : null }
  },

  /**
   * Approve (the draft becomes the published version) or reject with a reason (nothing published
   * changes: a rejected edit of an online call leaves the online version as it was). Only a pending
   * call can be decided. The author's mail goes out from the content-item lifecycle, which the
   * admin panel's edits pass as well.
   */
  async decide(documentId: string, decision: ReviewDecision): Promise<ReviewCallDto> {
    const draft = await strapi.service('api::content-item.calls').draftOf(documentId)
    if (!draft || draft.type !== 'CONTENT_TYPE_CALL_UP') throw new errors.NotFoundError(MESSAGES.notFound, { code: 'not-found' })
    if (draft.reviewState !== 'pending') throw new ConflictError(CALL_MESSAGES.notPending, { code: 'not-pending' })
    const documents = strapi.documents(ITEM_UID)
    await strapi.db.transaction(async () => {
      if (decision.decision === 'approve') {
        await documents.update({ documentId, data: { reviewState: 'approved', rejectReason: null } })
        await documents.publish({ documentId })
      } else {
        await documents.update({ documentId, data: { reviewState: 'rejected', rejectReason: decision.reason } })
      }
    })
    return this.call(documentId)
  },

  /** Mails the author the decision on their call (called by the content-item lifecycle, after the write commits). */
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
