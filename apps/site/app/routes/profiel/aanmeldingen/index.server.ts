import {
  ORGANIZATION_TYPE_LABELS,
  ORGANIZATION_TYPES,
  ORGANIZATION_LINKS,
  type ApplicationQueueItemDto,
  type OrganizationType,
} from '@talentstad/types'
import { requireCommunityManager } from '~/lib/auth/permissions.server'
import { formatDutchDateTime } from '~/lib/dates'
import { getApplicationQueue } from '~/lib/organizations/organizations.server'
import { APPLICATION_STATE_VIEWS } from '~/lib/organizations/views'

/** /profiel/aanmeldingen: pending applications (oldest first, with the count) and the latest decisions, filtered by type with GET ?type=. */
export async function loadApplicationQueue(request: Request) {
  // Checked here again (besides community-manager-area.tsx): the CMS gives the queue to community managers alone.
  const { jwt } = await requireCommunityManager(request)
  const requested = new URL(request.url).searchParams.get('type')
  const type = (ORGANIZATION_TYPES as readonly string[]).includes(requested ?? '') ? (requested as OrganizationType) : undefined
  const queue = await getApplicationQueue({ jwt, signal: request.signal }, type)
  const view = (item: ApplicationQueueItemDto) => ({
    id: item.documentId,
    name: item.name,
    href: ORGANIZATION_LINKS.review(item.documentId),
    type: ORGANIZATION_TYPE_LABELS[item.type],
    state: APPLICATION_STATE_VIEWS[item.applicationState],
    submitted: formatDutchDateTime(item.createdAt),
    decided: item.reviewedAt ? formatDutchDateTime(item.reviewedAt) : null,
    reason: item.applicationState === 'rejected' ? item.rejectReason : null,
  })
  return {
    type: type ?? '',
    count: queue.meta.count,
    pending: queue.data.map(view),
    recent: (queue.recent ?? []).map(view),
  }
}
