import { z } from 'zod'
import { ALERT_FREQUENCIES, ALERT_MESSAGES, type AlertFrequency } from './alert-words.js'
import { AUDIENCE_TYPES, CONTENT_TYPES } from './domain.js'

// Alerts for a search (issue 30): a member saves a list's filters and search under a name; new
// public items that match are mailed at once, daily or weekly. Claimed and sent like the digest
// (docs/decisions/0052, 0053).

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** What a saved search filters on: the list's own filters (type, audience, theme) and its search words. */
export const ALERT_FILTER_FIELDS = {
  type: z.enum(CONTENT_TYPES).optional(),
  audience: z.enum(AUDIENCE_TYPES).optional(),
  theme: z.string().max(100).regex(SLUG).optional(),
  q: z.string().trim().max(100).optional(),
}
export const AlertFiltersSchema = z
  .strictObject(ALERT_FILTER_FIELDS)
  .refine((filters) => Boolean(filters.type || filters.audience || filters.theme || filters.q), { error: ALERT_MESSAGES.noFilters })
export type AlertFilters = z.infer<typeof AlertFiltersSchema>

const NAME = z.string({ error: ALERT_MESSAGES.name }).trim().min(1, { error: ALERT_MESSAGES.name }).max(80, { error: ALERT_MESSAGES.name })
const FREQUENCY = z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency })

/** Two searches are the same alert when their filters are, a search's words in any case and spacing. */
export function sameAlertFilters(a: AlertFilters, b: AlertFilters): boolean {
  const words = (q: string | undefined) => (q ?? '').trim().replace(/\s+/g, ' ').toLowerCase()
  return a.type === b.type && a.audience === b.audience && a.theme === b.theme && words(a.q) === words(b.q)
}

/** POST /api/me/alerts */
export const AlertCreateSchema = z.strictObject({ name: NAME, frequency: FREQUENCY, filters: AlertFiltersSchema })
export type AlertCreateInput = z.infer<typeof AlertCreateSchema>

/** PUT /api/me/alerts/:alertId: the name and how often. */
export const AlertUpdateSchema = z.strictObject({ name: NAME, frequency: FREQUENCY })
export type AlertUpdateInput = z.infer<typeof AlertUpdateSchema>

export type AlertDto = { documentId: string; name: string; frequency: AlertFrequency; filters: AlertFilters; createdAt: string }
