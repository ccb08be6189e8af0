import { ALERT_FILTER_FIELDS, ALERT_FREQUENCIES, ALERT_MESSAGES, DigestPreferencesSchema, DocumentIdSchema } from '@talentstad/types'
import { z } from 'zod'
import { ALERT_INTENTS } from './alert-intents'

// The schemas of the forms of /profiel/meldingen (one action, an intent per form) and of the list
// pages' 'Bewaar deze zoekopdracht als melding', which posts to it. Their intents and the list's
// filters are in ./alert-intents.ts, without zod: a list page needs those, never these schemas.

const NAME = z.string({ error: ALERT_MESSAGES.name }).trim().min(1, { error: ALERT_MESSAGES.name }).max(80, { error: ALERT_MESSAGES.name })
const FREQUENCY = z.enum(ALERT_FREQUENCIES, { error: ALERT_MESSAGES.frequency })

export const DigestFormSchema = DigestPreferencesSchema.extend({ intent: z.literal(ALERT_INTENTS.digest) })

/** A list's filters and search, as the list page's form sends them (the CMS's values). */
export const AlertCreateFormSchema = z.object({
  intent: z.literal(ALERT_INTENTS.create),
  name: NAME,
  frequency: FREQUENCY,
  ...ALERT_FILTER_FIELDS,
  /** The list the form was on (a path on this site), to go back to. */
  redirectTo: z.string().max(2048).optional(),
})

export const AlertUpdateFormSchema = z.object({
  intent: z.literal(ALERT_INTENTS.update),
  alertId: DocumentIdSchema,
  name: NAME,
  frequency: FREQUENCY,
})
export const AlertDeleteFormSchema = z.object({ intent: z.literal(ALERT_INTENTS.remove), alertId: DocumentIdSchema })

/** The schema of the form this intent names (the digest's when none). */
export function mailFormSchema(intent: FormDataEntryValue | null) {
  if (intent === ALERT_INTENTS.create) return AlertCreateFormSchema
  if (intent === ALERT_INTENTS.update) return AlertUpdateFormSchema
  if (intent === ALERT_INTENTS.remove) return AlertDeleteFormSchema
  return DigestFormSchema
}
