import type { ReactNode } from 'react'
import { Notice } from '~/components/ui/notice'

/** The frame of the account pages: a narrow column with a heading and an optional intro. */
export function AuthPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="ts-page-content ts-stack ts-auth-page">
      <h1 className="utrecht-heading-1">{title}</h1>
      {intro ? <p className="utrecht-paragraph utrecht-paragraph--lead">{intro}</p> : null}
      {children}
    </div>
  )
}

/** A success or information message that stays on the page (role=status, announced politely). */
export function StatusMessage({ children }: { children: ReactNode }) {
  return (
    <Notice kind="ok" role="status">
      <p className="utrecht-paragraph utrecht-alert__message">{children}</p>
    </Notice>
  )
}
