import type { ReactNode } from 'react'
import { BADGE_STATUSES, type BadgeStatus, type BadgeTone } from '~/lib/badge-status'

/**
 * A badge: a short label on a coloured pill. Every page that shows how a call, an application or an
 * enter stands uses StatusBadge with one of these statuses, so a state has one name and one colour
 * everywhere (styles/ui.css).
 */

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
