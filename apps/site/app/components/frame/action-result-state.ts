import type { Toast } from '~/lib/toast'

/**
 * What the page shows of an action's result (docs/decisions/0037). The result arrives once, with
 * the page the action redirected to (the root loader reads the one-time toast cookie); the page
 * keeps it until the member goes to another page (another path or query), also when the root
 * loader's data is read again meanwhile (a bookmark, a form on the same page with errors).
 */
export type KeptResult = {
  /** The page (path and query) the result belongs to. */
  page: string
  /** The id of the last result that arrived, so one result is never shown on a second page. */
  seen: string | null
  result: Toast | null
}

export function keepResult(kept: KeptResult | null, toast: Toast | null | undefined, page: string): KeptResult {
  if (toast && toast.id !== kept?.seen) return { page, seen: toast.id, result: toast }
  if (!kept) return { page, seen: null, result: null }
  if (page !== kept.page) return { page, seen: kept.seen, result: null }
  return kept
}
