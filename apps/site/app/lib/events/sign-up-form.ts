import { MESSAGES, REGISTRATION_ANSWER_MAX } from '@talentstad/types'
import { z } from 'zod'

/** The event page's sign-up form: sign up (with what to share and the answer), or cancel. */
export const SignUpFormSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({
      intent: z.literal('sign-up'),
      shareEmail: z.boolean().optional(),
      sharePhone: z.boolean().optional(),
      answer: z
        .string()
        .trim()
        .max(REGISTRATION_ANSWER_MAX, { error: `Je antwoord mag maximaal ${REGISTRATION_ANSWER_MAX} tekens zijn.` })
        .optional(),
    }),
    z.object({ intent: z.literal('cancel') }),
  ],
  { error: MESSAGES.general },
)
