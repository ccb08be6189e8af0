import { createContext, useContext, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Notice } from '~/components/ui/notice'
import { useResultEvent } from '~/lib/analytics/use-analytics-event'
import type { Toast } from '~/lib/toast'
import { keepResult } from './action-result-state'
import { useToast } from './toaster'

/**
 * An action's result, shown twice (docs/decisions/0037): as the short toast of spec 9, and as a
 * status message on the page that stays until the member goes to another page, so nobody has to
 * catch a toast in 1.5 s (WCAG 2.2.1). Every action that redirects with a toast
 * (`redirectWithToast`, `createToastHeaders`) gets both, and the success's analytics event when
 * the toast names one (`event`); nothing else to wire. This is the one way a success is confirmed
 * (docs/decisions/0049).
 */

const ResultContext = createContext<Toast | null>(null)

/** Holds the result of the page (root.tsx passes the one-time toast of the root loader). */
export function ActionResultProvider({ toast, children }: { toast: Toast | null; children: ReactNode }) {
  const location = useLocation()
  const page = `${location.pathname}${location.search}`
  const [kept, setKept] = useState(() => keepResult(null, toast, page))
  const current = keepResult(kept, toast, page)
  if (current !== kept) setKept(current)
  useToast(current.result)
  useResultEvent(current.result?.event)
  return <ResultContext.Provider value={current.result}>{children}</ResultContext.Provider>
}

/**
 * The result as a status message (an error as an alert). The frame places it at the top of the
 * main content; a result for a section of the page (`at`, the redirect's `#id`) shows in that
 * section instead, which renders `<ResultNotice at="id" />` below its heading.
 */
export function ResultNotice({ at }: { at?: string }) {
  const result = useContext(ResultContext)
  if (!result || result.at !== at) return null
  const error = result.type === 'error'
  const notice = (
    <Notice kind={error ? 'error' : 'ok'} role={error ? 'alert' : 'status'} testId="action-result">
      {result.description ? (
        <>
          <p className="utrecht-paragraph utrecht-alert__message">{result.title}</p>
          <p className="utrecht-paragraph utrecht-alert__message">{result.description}</p>
        </>
      ) : (
        result.title
      )}
    </Notice>
  )
  // At the top: as wide as the page's content, above its heading.
  return at ? notice : <div className="ts-result-top">{notice}</div>
}
