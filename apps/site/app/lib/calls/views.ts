import { CALL_MESSAGES, DeleteContentSchema, type EnterDto, type MyCallDto } from '@talentstad/types'
import { z } from 'zod'
import { countLabel } from '../counts'
import { formatDutchDateTime } from '../dates'

/** How a member's call stands, as the badge and notice on /profiel/oproepen say it. */
export type CallState = { label: string; tone: 'pending' | 'online' | 'rejected' | 'draft'; notice?: string }

export function callState(call: Pick<MyCallDto, 'reviewState' | 'online' | 'editPending' | 'rejectReason'>): CallState {
  if (call.reviewState === 'rejected') return { label: 'Afgewezen', tone: 'rejected' }
  if (call.online && (call.editPending || call.reviewState === 'pending'))
    return { label: 'Wijziging in beoordeling', tone: 'pending', notice: CALL_MESSAGES.editPendingNotice }
  if (call.online) return { label: 'Online', tone: 'online' }
  if (call.reviewState === 'pending') return { label: 'In beoordeling', tone: 'pending', notice: CALL_MESSAGES.pendingNotice }
  return { label: 'Concept', tone: 'draft' }
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
