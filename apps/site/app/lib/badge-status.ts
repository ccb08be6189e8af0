import { MESSAGES } from '@talentstad/types'

/**
 * How a call, an application or an enter stands, as a badge shows it: one name and one colour
 * (styles/ui.css) per state everywhere. The views (lib/calls/views.ts, lib/organizations/views.ts)
 * choose a status; components/ui/badge.tsx draws it.
 */
export type BadgeTone = 'neutral' | 'draft' | 'pending' | 'online' | 'rejected'

export const BADGE_STATUSES = {
  draft: { label: 'Concept', tone: 'draft' },
  pending: { label: 'In beoordeling', tone: 'pending' },
  editPending: { label: 'Wijziging in beoordeling', tone: 'pending' },
  online: { label: 'Online', tone: 'online' },
  approved: { label: 'Goedgekeurd', tone: 'online' },
  rejected: { label: 'Afgewezen', tone: 'rejected' },
  entered: { label: MESSAGES.entered, tone: 'online' },
} as const satisfies Record<string, { label: string; tone: BadgeTone }>

export type BadgeStatus = keyof typeof BADGE_STATUSES
