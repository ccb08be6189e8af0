import type { UserType } from '@talentstad/types'

/**
 * The one place that pushes events to the tag manager's data layer (`window.dataLayer`). Pushing is
 * harmless without consent: it is only an array in the page; nothing leaves the browser unless the
 * tag manager script is loaded, and that happens only after 'Accepteren' (components/tag-manager.tsx).
 * Events carry what happened and the member's typeOfUser, never personal data (no ids of people,
 * names, e-mail addresses or form values).
 */

type TypeOfUser = { typeOfUser: UserType | null }

/**
 * The events a success confirms on the next page: they ride on its toast (lib/toast.ts,
 * docs/decisions/0049). A member sent a new call for review; reacted to a call with an enter;
 * applied to register an organisation.
 */
export const RESULT_EVENTS = ['call_created', 'enter_sent', 'organization_application_sent'] as const
export type ResultEvent = (typeof RESULT_EVENTS)[number]

export type AnalyticsEvent =
  /** A bookmark was added or removed (the content item's id, not the member's). */
  | ({ event: 'bookmark'; contentItem: string; isFavorited: boolean } & TypeOfUser)
  /** A success the next page confirms (RESULT_EVENTS). */
  | ({ event: ResultEvent } & TypeOfUser)

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

export function pushEvent(event: AnalyticsEvent) {
  if (typeof window === 'undefined') return
  window.dataLayer = window.dataLayer ?? []
  window.dataLayer.push(event)
}

/** The history entry's record of the events already pushed for it. */
const PUSHED_KEY = 'tsAnalyticsPushed'

/**
 * Pushes an event once per history entry: a page that confirms a success and is reloaded or
 * reached again with Back does not count the same action twice. The mark lives in history.state,
 * beside React Router's own keys.
 */
export function pushEventOnce(event: AnalyticsEvent) {
  if (typeof window === 'undefined') return
  const state: unknown = window.history.state
  const record = state && typeof state === 'object' ? (state as Record<string, unknown>) : {}
  const pushed = Array.isArray(record[PUSHED_KEY]) ? (record[PUSHED_KEY] as unknown[]) : []
  if (pushed.includes(event.event)) return
  pushEvent(event)
  window.history.replaceState({ ...record, [PUSHED_KEY]: [...pushed, event.event] }, '')
}
