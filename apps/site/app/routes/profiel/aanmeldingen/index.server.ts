import { ORGANIZATION_TYPE_LABELS, ORGANIZATION_TYPES, type OrganizationType } from '@talentstad/types'
import type { DecidedEntry, WaitingEntry } from '~/components/review/review-queue'
import { requireCommunityManager } from '~/lib/auth/permissions.server'
import { formatDutchDateTime } from '~/lib/dates'
import { getApplicationQueue } from '~/lib/organizations/organizations.server'
import { APPLICATION_STATE_VIEWS } from '~/lib/organizations/views'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/** /profiel/aanmeldingen: pending applications (oldest first, with the count) and the latest decisions, filtered by type with GET ?type=. */
export async function loadApplicationQueue(request: Request) {
  // Checked here again (besides community-manager-area.tsx): the CMS gives the queue to community managers alone.
  const { jwt } = await requireCommunityManager(request)
  const requested = new URL(request.url).searchParams.get('type')
  const type = (ORGANIZATION_TYPES as readonly string[]).includes(requested ?? '') ? (requested as OrganizationType) : undefined
  const queue = await getApplicationQueue({ jwt, signal: request.signal }, type)
  const waiting = queue.data.map((item): WaitingEntry => ({
    id: item.documentId,
    title: item.name,
    href: ORGANIZATION_PAGES.review(item.documentId),
    detail: `${ORGANIZATION_TYPE_LABELS[item.type].toLowerCase()}, aangemeld op ${formatDutchDateTime(item.createdAt)}`,
  }))
  const decided = (queue.recent ?? []).map((item): DecidedEntry => ({
    id: item.documentId,
    title: item.name,
    href: ORGANIZATION_PAGES.review(item.documentId),
    status: APPLICATION_STATE_VIEWS[item.applicationState],
    detail: `${ORGANIZATION_TYPE_LABELS[item.type].toLowerCase()}${item.reviewedAt ? `, op ${formatDutchDateTime(item.reviewedAt)}` : ''}`,
    reason: item.applicationState === 'rejected' ? item.rejectReason : null,
  }))
  return { type: type ?? '', count: queue.meta.count, waiting, decided }
}
