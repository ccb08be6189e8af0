import { MESSAGES } from '@talentstad/types'
import type { ReactNode } from 'react'

/**
 * A badge: a short label on a coloured pill. Every page that shows how a call, an application or an
 * enter stands uses StatusBadge with one of these statuses, so a state has one name and one colour
 * everywhere (styles/ui.css).
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

export function Badge({ tone = 'neutral', children, testId }: { tone?: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span className={tone === 'neutral' ? 'ts-badge' : `ts-badge ts-badge--${tone}`} data-testid={testId}>
      {children}
    </span>
  )
}

export function StatusBadge({ status, testId }: { status: BadgeStatus; testId?: string }) {
  const { label, tone } = BADGE_STATUSES[status]
  return (
    <Badge tone={tone} testId={testId}>
      {label}
    </Badge>
  )
}
