import { MESSAGES, REGISTRATION_ANSWER_MAX, type EventSignUpDto, type MyRegistrationDto } from '@talentstad/types'
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

/**
 * The sign-up area of an event page (issue 31). The page is the public, cached content page; the
 * area depends on who looks:
 * - no sign-up on the platform: nothing (an external link stays on the page);
 * - a visitor: a link to log in that comes back here (the same for every visitor: the shared cache
 *   keeps working, and nothing on it changes with each sign-up);
 * - a member: the places left and their own state, read fresh (a member's page is never shared).
 */
export type SignUpArea =
  | { kind: 'none' }
  | { kind: 'anonymous'; loginHref: string; signUp: EventSignUpDto | null }
  | { kind: 'member'; signUp: EventSignUpDto; mine: MyRegistrationDto | null }
