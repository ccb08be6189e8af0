import { CONTENT_TYPE_LABELS, ReviewQueueFilterSchema, type ContentType } from '@talentstad/types'
import type { DecidedEntry, WaitingEntry } from '~/components/review/review-queue'
import { requireCommunityManager } from '~/lib/auth/permissions.server'
import { getReviewQueue } from '~/lib/member-content/member-content.server'
import { reviewCallPath } from '~/lib/calls/paths'
import { formatDutchDateTime } from '~/lib/dates'

/** Another item than a call (one taken offline and edited since) says what it is before its title. */
const titleOf = (item: { type: ContentType; title: string }) =>
  item.type === 'CONTENT_TYPE_CALL_UP' ? item.title : `${CONTENT_TYPE_LABELS[item.type]}: ${item.title}`

/**
 * /profiel/oproepen/beoordelen: what waits for review (oldest first, with the count) and the latest
 * decisions; with GET ?type= one kind of item, ?q= words of the title (an unknown kind is no filter).
 */
export async function loadReviewQueue(request: Request) {
  // Checked here again (besides community-manager-area.tsx): this page reads the queue, which the CMS gives to community managers alone.
  const { jwt } = await requireCommunityManager(request)
  const params = new URL(request.url).searchParams
  // Each field on its own: an unknown kind is no filter, and the words still are.
  const { shape } = ReviewQueueFilterSchema
  const filter = {
    type: shape.type.safeParse(params.get('type') ?? undefined).data,
    q: shape.q.safeParse(params.get('q') ?? undefined).data,
  }
  const queue = await getReviewQueue({ jwt, signal: request.signal }, filter)
  return {
    filter: { type: filter.type ?? '', q: filter.q ?? '' },
    count: queue.meta.count,
    waiting: queue.data.map((call): WaitingEntry => ({
      id: call.documentId,
      title: titleOf(call),
      href: reviewCallPath(call.documentId),
      detail: `ingediend op ${formatDutchDateTime(call.createdAt)}${call.author?.firstName ? ` door ${call.author.firstName}` : ''}`,
    })),
    decided: (queue.recent ?? []).map((call): DecidedEntry => ({
      id: call.documentId,
      title: titleOf(call),
      status: call.reviewState === 'approved' ? 'approved' : 'rejected',
      detail: `op ${formatDutchDateTime(call.reviewedAt)}${call.author?.firstName ? `, van ${call.author.firstName}` : ''}`,
      reason: call.reviewState === 'approved' ? null : call.rejectReason,
    })),
  }
}
