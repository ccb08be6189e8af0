import { FILTER_PARAMS } from './constants.js'
import { CONTENT_TYPE_SEGMENTS, type AudienceType, type ContentType } from './domain.js'
import { AUDIENCE_TYPE_LABELS, CONTENT_TYPE_PLURALS } from './labels.js'
import type { AlertFilters } from './alerts.js'
import type { WriteReach } from './write-reach.js'

// Alerts for a search (issue 30), what the browser needs of them: their frequencies, labels and
// messages, their filters in words and as a list's address. No zod here (the schemas are in
// ./alerts.ts): a list page that offers to save its search would otherwise load and build them.

export const ALERT_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number]

export const ALERT_FREQUENCY_LABELS: Record<AlertFrequency, string> = {
  immediate: 'Meteen',
  daily: 'Eén keer per dag',
  weekly: 'Eén keer per week',
}

/** The same within a sentence ('… · één keer per week'). */
export const ALERT_FREQUENCY_WORDS: Record<AlertFrequency, string> = {
  immediate: 'meteen',
  daily: 'één keer per dag',
  weekly: 'één keer per week',
}

/** A member keeps at most this many alerts. */
export const MAX_ALERTS = 20

export const ALERT_MESSAGES = {
  name: 'Geef je melding een naam van hooguit 80 tekens.',
  frequency: 'Kies hoe vaak je een e-mail wilt krijgen.',
  noFilters: 'Kies eerst een filter of zoek op een woord: dan weten we waarover je een melding wilt.',
  tooMany: `Je hebt al ${MAX_ALERTS} meldingen. Verwijder er eerst een.`,
  unknown: 'Deze melding bestaat niet (meer).',
  created: 'Je melding is bewaard. Je krijgt een e-mail als er iets nieuws bij komt.',
  /** 409 `already-saved`: the member has an alert for this same search; nothing new was made. */
  alreadySaved: 'Deze zoekopdracht heb je al als melding bewaard. Je vindt hem onder Meldingen in je profiel.',
  saved: 'Je melding is bijgewerkt.',
  deleted: 'Je melding is verwijderd.',
} as const

/** The filters in words ('Vacatures · thema AI en data · voor studenten · “stage”'); `themeName` names the theme's slug. */
export function alertFiltersText(filters: AlertFilters, themeName?: string): string {
  const parts: string[] = []
  if (filters.type) parts.push(CONTENT_TYPE_PLURALS[filters.type as ContentType])
  if (filters.theme) parts.push(`thema ${themeName ?? filters.theme}`)
  if (filters.audience) parts.push(`voor ${AUDIENCE_TYPE_LABELS[filters.audience as AudienceType].toLowerCase()}`)
  if (filters.q) parts.push(`“${filters.q}”`)
  return parts.join(' · ')
}

/** How each audience is written in a list's address (`?doelgroep=student`). */
export const AUDIENCE_PARAMS: Record<AudienceType, string> = {
  AUDIENCE_STUDENT: 'student',
  AUDIENCE_PROFESSIONAL: 'professional',
  AUDIENCE_ORGANIZATION: 'organisatie',
}

/** The list on the site that shows an alert's results: the type's list (or /community) with the filters in the address. */
export function alertListPath(filters: AlertFilters): string {
  const params = new URLSearchParams()
  if (filters.audience) params.set(FILTER_PARAMS.audience, AUDIENCE_PARAMS[filters.audience as AudienceType])
  if (filters.theme) params.set(FILTER_PARAMS.theme, filters.theme)
  if (filters.q) params.set(FILTER_PARAMS.query, filters.q)
  const search = params.toString()
  return `/${filters.type ? CONTENT_TYPE_SEGMENTS[filters.type as ContentType] : 'community'}${search ? `?${search}` : ''}`
}

export const ALERT_API = {
  /** GET → `{ data: AlertDto[] }`; POST AlertCreateInput → `{ data: AlertDto }` (400 `too-many`). */
  mine: '/me/alerts',
  /** PUT AlertUpdateInput, DELETE → 404 for an alert that is not the member's. */
  one: (alertDocumentId: string) => `/me/alerts/${encodeURIComponent(alertDocumentId)}`,
} as const

/** A member's alerts are their own (WriteReach): a write drops only their kept reads. */
export const ALERT_WRITE_REACH = { mine: 'own', one: 'own' } as const satisfies Partial<Record<keyof typeof ALERT_API, WriteReach>>
