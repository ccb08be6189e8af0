import { ORGANIZATION_TYPE_LABELS, type ApplicationState, type MyApplicationDto } from '@talentstad/types'
import type { BadgeStatus } from '~/lib/badge-status'
import { formatDutchDateTime } from '../dates'
import { ORGANIZATION_PAGES } from './paths'

/** How an application stands, as a badge (components/ui/badge.tsx). */
export const APPLICATION_STATE_VIEWS: Record<ApplicationState, BadgeStatus> = {
  pending: 'pending',
  approved: 'approved',
  rejected: 'rejected',
}

export type MyApplicationView = {
  id: string
  name: string
  type: string
  state: (typeof APPLICATION_STATE_VIEWS)[ApplicationState]
  submitted: string
  rejectReason: string | null
}

export const toMyApplicationView = (application: MyApplicationDto): MyApplicationView => ({
  id: application.documentId,
  name: application.name,
  type: ORGANIZATION_TYPE_LABELS[application.type],
  state: APPLICATION_STATE_VIEWS[application.applicationState],
  submitted: formatDutchDateTime(application.createdAt),
  rejectReason: application.applicationState === 'rejected' ? application.rejectReason : null,
})

/** The pages of one organisation for its members, in the order of its navigation. */
export const organizationNav = (organizationId: string, role: string) => {
  return [
    { label: 'Content', to: ORGANIZATION_PAGES.content(organizationId) },
    { label: 'Leden', to: ORGANIZATION_PAGES.members(organizationId) },
    ...(role === 'admin' ? [{ label: 'Organisatie bewerken', to: ORGANIZATION_PAGES.edit(organizationId) }] : []),
  ]
}
