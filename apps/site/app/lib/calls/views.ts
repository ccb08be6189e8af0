import { DeleteContentSchema, type EnterDto, type MemberContentDto, CONTENT_MESSAGES } from '@talentstad/types'
import { z } from 'zod'
import type { BadgeStatus } from '~/lib/badge-status'
import { countLabel } from '../counts'
import { formatDutchDateTime } from '../dates'

/** How a member's call stands: its badge (components/ui/badge.tsx) and, while it waits, a notice. */
export type CallState = { status: BadgeStatus; notice?: string }

export function callState(call: Pick<MemberContentDto, 'reviewState' | 'online' | 'editPending' | 'rejectReason'>): CallState {
  if (call.reviewState === 'rejected') return { status: 'rejected' }
  if (call.online && (call.editPending || call.reviewState === 'pending'))
    return { status: 'editPending', notice: CONTENT_MESSAGES.editPendingNotice }
  if (call.online) return { status: 'online' }
  if (call.reviewState === 'pending') return { status: 'pending', notice: CONTENT_MESSAGES.pendingNotice }
  return { status: 'draft' }
}

export const entersLabel = (count: number) => countLabel(count, 'enter', 'enters')

/** An enter as its call's author sees it. */
export type EnterView = { id: string; name: string; date: string; phone: string | null; linkedIn: string | null; message: string | null }

export const toEnterView = (enter: EnterDto): EnterView => ({
  id: enter.documentId,
  name: [enter.responder.firstName, enter.responder.lastName].filter(Boolean).join(' ') || 'Een lid',
  date: formatDutchDateTime(enter.createdAt),
  phone: enter.sharedPhone,
  linkedIn: enter.sharedLinkedIn,
  message: enter.message,
})

/** The delete confirmation on /profiel/oproepen: which call, and why (DeleteContentSchema). */
export const DeleteCallFormSchema = DeleteContentSchema.extend({ documentId: z.string() })
