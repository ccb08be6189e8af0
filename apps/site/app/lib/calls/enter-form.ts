import { EnterInputSchema } from '@talentstad/types'
import { z } from 'zod'

/**
 * The 'Reageer met een Enter' form on a call page: a checkbox per contact detail (phone, LinkedIn)
 * with the value beside it, prefilled from the profile and editable; only ticked details are sent.
 */
export const EnterFormSchema = z.preprocess((input) => {
  if (!input || typeof input !== 'object') return input
  const { includePhone, includeLinkedIn, ...rest } = input as Record<string, unknown>
  return {
    ...rest,
    sharedPhone: includePhone ? rest.sharedPhone : undefined,
    sharedLinkedIn: includeLinkedIn ? rest.sharedLinkedIn : undefined,
  }
}, EnterInputSchema)

export const ENTER_INTENT = 'enter'
