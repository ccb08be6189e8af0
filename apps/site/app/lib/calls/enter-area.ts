import type { EnterView } from './views'
import type { FormReply } from '../forms/form-reply'

/**
 * The enter area of a call page, by who is looking (routes/oproepen/$slug.server.ts):
 * - anonymous: a link to log in that comes back to the call (the same for every anonymous visitor,
 *   so the shared cache keeps working; a member's page is `private, no-store` by the session cookie);
 * - the author (or the organisation's content roles): the enters, only what each responder shared;
 * - a member who entered: 'Geenterd' and what they shared;
 * - any other member: the form, phone and LinkedIn prefilled from the profile.
 */
export type EnterArea =
  | { kind: 'anonymous'; loginHref: string }
  | { kind: 'author'; enters: EnterView[] }
  | { kind: 'entered'; date: string; phone: string | null; linkedIn: string | null; message: string | null }
  | { kind: 'open'; phone: string; linkedIn: string; sharePhone: boolean; shareLinkedIn: boolean }

export type EnterReply = FormReply<{ alreadyEntered?: boolean }>
