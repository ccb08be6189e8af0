import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'
import { useLocation } from 'react-router'
import { Notice } from '~/components/ui/notice'
import { useResultEvent } from '~/lib/analytics/use-analytics-event'
import type { Toast } from '~/lib/toast'
import { keepResult } from './action-result-state'

/**
 * An action's result, said once (docs/decisions/0063, amending 0037): as a status message on the
 * page, where the member looks (the top of the main content, or the section it is about), that
 * stays until the member goes to another page, with the cursor moved to it when it arrives. Every
 * action that redirects with a toast cookie (`redirectWithToast`, `createToastHeaders`) gets it, and
 * the success's analytics event when the result names one (`event`); nothing else to wire. This is
 * the one way a success is confirmed (docs/decisions/0049). Spec 9's toasts are for what happens
 * without a new page (`notify`).
 */

const ResultContext = createContext<Toast | null>(null)

/** Holds the result of the page (root.tsx passes the one-time toast of the root loader). */
export function ActionResultProvider({ toast, children }: { toast: Toast | null; children: ReactNode }) {
  const location = useLocation()
  const page = `${location.pathname}${location.search}`
  const [kept, setKept] = useState(() => keepResult(null, toast, page))
  const current = keepResult(kept, toast, page)
  if (current !== kept) setKept(current)
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
  const arrived = useResultArrival(at)
  if (!result || result.at !== at) return null
  const error = result.type === 'error'
  const notice = (
    <Notice kind={error ? 'error' : 'ok'} role={error ? 'alert' : 'status'} testId="action-result" focusable ref={arrived}>
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

/** The results whose arrival has moved the cursor already: once each, whatever renders it again. */
const arrivals = new Set<string>()

/**
 * A ref for what says the result of `at` on the page (its ResultNotice, or a section's own box
 * that says the same, such as an event's "Je bent aangemeld"): when a new result for it arrives,
 * the cursor goes there (the button that was pressed is gone, and the focus would fall to the
 * body). The element needs `tabIndex={-1}`.
 */
export function useResultArrival(at?: string) {
  const result = useContext(ResultContext)
  const id = result && result.at === at ? result.id : null
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !id || arrivals.has(id)) return
      arrivals.add(id)
      element.focus()
    },
    [id],
  )
}
