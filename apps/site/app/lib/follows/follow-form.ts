import { FOLLOW_MESSAGES, FOLLOW_TARGETS, MESSAGES } from '@talentstad/types'
import { z } from 'zod'

/**
 * The follow button's form (a public page's button, and each row of /profiel/volgend): what to
 * follow, the state wanted, and the page to come back to (checked to be on this site).
 */
export const FollowFormSchema = z.object({
  target: z.enum(FOLLOW_TARGETS, { error: FOLLOW_MESSAGES.unknownTarget }),
  documentId: z.string({ error: FOLLOW_MESSAGES.unknownTarget }),
  following: z.enum(['true', 'false'], { error: MESSAGES.general }).transform((value) => value === 'true'),
  redirectTo: z.string().optional(),
})

/** The toast after a follow or an unfollow. */
export const FOLLOW_TOASTS = {
  organization: { true: 'Je volgt deze organisatie nu.', false: 'Je volgt deze organisatie niet meer.' },
  theme: { true: 'Je volgt dit thema nu.', false: 'Je volgt dit thema niet meer.' },
} as const

/**
 * The follow button's state on a public page: null for a visitor (the button asks to log in),
 * else whether the member follows it. A member whose follows cannot be read now gets no button
 * (`unavailable`), so the public page still shows.
 */
export type FollowState = null | { following: boolean } | 'unavailable'
