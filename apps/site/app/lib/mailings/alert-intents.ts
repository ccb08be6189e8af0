import type { AlertFilters, ContentType } from '@talentstad/types'
import type { ContentFilters } from '~/lib/content/filters'
import { AUDIENCE_PARAM_VALUES } from '~/lib/content/paths'

// The intents of the alert forms (/profiel/meldingen, one action with an intent per form; the list
// pages' 'Bewaar deze zoekopdracht als melding' posts to it) and what a list's search would save.
// No zod here: every list page imports this, and the schemas (./alert-forms.ts) cost a list page
// 26 KB of script and building them during hydration.

export const ALERT_INTENTS = { digest: 'digest', create: 'create-alert', update: 'update-alert', remove: 'delete-alert' } as const

/** What a saved search of this list would filter on: its type, audience, theme and search words; null when none is set. */
export function alertFiltersOf(type: ContentType | null, filters: ContentFilters): AlertFilters | null {
  const audience = filters.audience ? AUDIENCE_PARAM_VALUES[filters.audience] : undefined
  const effectiveType = type ?? filters.type
  if (!filters.audience && !filters.theme && !filters.q && !filters.type) return null
  return {
    ...(effectiveType ? { type: effectiveType } : {}),
    ...(audience ? { audience } : {}),
    ...(filters.theme ? { theme: filters.theme } : {}),
    ...(filters.q ? { q: filters.q } : {}),
  }
}
