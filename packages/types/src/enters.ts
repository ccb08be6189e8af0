import { z } from 'zod'
import { optional } from './form-fields.js'
import { isLinkedInUrl, isPhoneNumber, PROFILE_MESSAGES } from './profile.js'

/**
 * Enters (spec 3, 5): a member's reply to someone else's call, sharing only what they choose. The
 * call's author (or its organisation's contentManager or admin) reads them; the responder can
 * withdraw their own. Error codes: ContentErrorCode (member-content.ts).
 */

export const ENTER_MESSAGES = {
  entered: 'Je reactie is verstuurd.',
  withdrawn: 'Je enter is ingetrokken.',
  ownCall: 'Je kunt niet reageren op je eigen oproep.',
  notOpen: 'Op deze oproep kun je niet (meer) reageren.',
  messageTooLong: 'Gebruik maximaal 2.000 tekens',
  notFound: 'Deze enter bestaat niet (meer).',
} as const

/** An Enter (spec 3, 5): phone and LinkedIn are each optional and editable; a message is optional. */
export const EnterInputSchema = z.object({
  sharedPhone: optional(
    z.string().trim().max(32, { error: PROFILE_MESSAGES.invalidPhone }).refine(isPhoneNumber, { error: PROFILE_MESSAGES.invalidPhone }),
  ),
  sharedLinkedIn: optional(
    z
      .string()
      .trim()
      .max(2048, { error: PROFILE_MESSAGES.invalidLinkedIn })
      .refine(isLinkedInUrl, { error: PROFILE_MESSAGES.invalidLinkedIn }),
  ),
  message: optional(z.string().trim().max(2000, { error: ENTER_MESSAGES.messageTooLong })),
})
export type EnterInput = z.infer<typeof EnterInputSchema>

const id = (documentId: string) => encodeURIComponent(documentId)

/** Endpoints (prefix /api). */
export const ENTERS_API = {
  /** GET (author, or contentManager/admin of its organisation) → `{ data: EnterDto[] }`; POST EnterInput (any member but the author) → 201 `{ data: MyEnterDto }`, 409 `already-entered`. */
  onCall: (documentId: string) => `/calls/${id(documentId)}/enters`,
  /** GET (any member) → `{ data: MyEnterDto | null }`: the caller's own enter on this call, if any (the 'Geenterd' state). */
  mineOn: (documentId: string) => `/calls/${id(documentId)}/enters/mine`,
  /** GET → `{ data: MyEnterDto[] }`, newest first. */
  mine: '/me/enters',
  /** DELETE → 204: withdraw one's own enter (someone else's: 404). */
  withdraw: (documentId: string) => `/me/enters/${id(documentId)}`,
} as const

/** An enter as the call's author sees it: only what the responder chose to share. */
export type EnterDto = {
  documentId: string
  createdAt: string
  responder: { firstName: string; lastName: string }
  sharedPhone: string | null
  sharedLinkedIn: string | null
  message: string | null
}

/** An enter as the responder sees it on /profiel/enters. */
export type MyEnterDto = Omit<EnterDto, 'responder'> & { call: { documentId: string; title: string; slug: string; online: boolean } }
