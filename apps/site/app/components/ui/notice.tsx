import type { ReactNode, Ref } from 'react'

/**
 * A notice on a page: an NL Design System alert of one kind (info, ok, warning, error) with an
 * optional heading. Text children become its message paragraph; other children are placed as they
 * are. `role` is for notices that appear after an action ('status' or 'alert'); a notice that is
 * part of the page has none.
 */

export type NoticeKind = 'info' | 'ok' | 'warning' | 'error'

export function Notice({
  kind = 'info',
  heading,
  role,
  id,
  focusable,
  className,
  testId,
  ref,
  children,
}: {
  kind?: NoticeKind
  heading?: ReactNode
  role?: 'status' | 'alert'
  id?: string
  /** The cursor can be put on it (an error summary that gets focus when the page opens). */
  focusable?: boolean
  className?: string
  testId?: string
  ref?: Ref<HTMLDivElement>
  children: ReactNode
}) {
  return (
    <div
      ref={ref}
      id={id}
      className={['utrecht-alert', `utrecht-alert--${kind}`, 'ts-notice', className].filter(Boolean).join(' ')}
      role={role}
      tabIndex={focusable ? -1 : undefined}
      data-testid={testId}
    >
      <div className="utrecht-alert__content">
        {heading ? <p className="ts-notice__heading">{heading}</p> : null}
        {typeof children === 'string' ? <p className="utrecht-paragraph utrecht-alert__message">{children}</p> : children}
      </div>
    </div>
  )
}
