import { z } from 'zod'
import { REGISTRATION_ANSWER_MAX } from './events.js'

// The requests of signing up for an event (issue 31), apart from the constants and messages of
// ./events.ts, which an event page needs without zod.

/** POST /api/events/:documentId/registrations: what the member shares (only what the organiser asks for is kept). */
export const RegistrationInputSchema = z.strictObject({
  shareEmail: z.boolean().optional(),
  sharePhone: z.boolean().optional(),
  answer: z.string().trim().max(REGISTRATION_ANSWER_MAX).optional(),
})
export type RegistrationInput = z.infer<typeof RegistrationInputSchema>

/** DELETE /api/events/:documentId/registrations/:registrationId (the organiser): why, for the attendee's mail. */
export const RegistrationCancelSchema = z.strictObject({
  reason: z.string().trim().min(1).max(REGISTRATION_ANSWER_MAX),
})
export type RegistrationCancelInput = z.infer<typeof RegistrationCancelSchema>
