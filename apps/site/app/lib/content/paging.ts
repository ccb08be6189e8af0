import { COUNT_CAP, PAGE_SIZE } from '@talentstad/types'
import type { Paging } from './views'

// The CMS counts a content list up to COUNT_CAP + 1 (docs/decisions/0026): a larger total means
// 'more than COUNT_CAP', and the list offers the pages of its first COUNT_CAP items.

/** Whether a list's total stands for 'more than COUNT_CAP'. */
export const isCapped = (total: number) => total > COUNT_CAP

/**
 * COUNT_CAP as the page writes it ('1.000'): Dutch digit grouping by hand, since the first
 * `toLocaleString('nl-NL')` of a page loads the browser's number locale data, a long task while the
 * list hydrates.
 */
export const COUNT_CAP_TEXT = String(COUNT_CAP).replace(/\B(?=(\d{3})+$)/g, '.')

/** The paging of a list with this total (as the CMS counted it) on this page. */
export function pagingOf(page: number, total: number): Paging {
  return { page, pageCount: Math.max(1, Math.ceil(Math.min(total, COUNT_CAP) / PAGE_SIZE)), total }
}

/** '1 resultaat', '12 resultaten', 'Meer dan 1.000 resultaten'. */
function resultText(total: number) {
  if (isCapped(total)) return `Meer dan ${COUNT_CAP_TEXT} resultaten`
  return total === 1 ? '1 resultaat' : `${total} resultaten`
}

/** The line above a list's results: '25 resultaten · pagina 2 van 3', 'Meer dan 1.000 resultaten · pagina 2'. */
export function pagingText({ page, pageCount, total }: Paging) {
  if (pageCount <= 1) return resultText(total)
  return `${resultText(total)} · pagina ${page}${isCapped(total) ? '' : ` van ${pageCount}`}`
}

/** On the last page a capped list offers: how to find the rest; otherwise nothing. */
export function capNotice({ page, pageCount, total }: Paging): string | undefined {
  if (!isCapped(total) || page < pageCount) return undefined
  return `Je ziet de eerste ${COUNT_CAP_TEXT} resultaten. Verfijn je keuze met een doelgroep, thema of zoekwoord om meer te vinden.`
}

/**
 * Where /community's other items start for the window at `offset`, after the upcoming events (their
 * counted total, and how many of them this window got). Below the cap: after all of them. Past a
 * capped count the real number of events is not known: a window that got a few events is where they
 * end, so the others start at their first (one that got a full page needs no others); one that got
 * none lies past an unknown end: undefined, nothing to show (a page the list does not offer).
 */
export function othersStart(offset: number, eventTotal: number, eventsInWindow: number): number | undefined {
  if (!isCapped(eventTotal) || offset < eventTotal) return Math.max(0, offset - eventTotal)
  return eventsInWindow > 0 ? 0 : undefined
}
