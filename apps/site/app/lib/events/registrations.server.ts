import {
  REGISTRATION_API,
  type EventSignUpDto,
  type MyEventRegistrationDto,
  type MyRegistrationDto,
  type RegistrationInput,
} from '@talentstad/types'
import { AuthUnavailableError, getAuthState } from '../auth/auth.server'
import { cmsFetch } from '../cms/cms.server'
import { memberAsk, memberRead, memberReadOptional, memberWrite, type Caller } from '../cms/member-api.server'
import type { ContentCardView } from '../content/views'
import { MY_EVENTS_MESSAGES } from './registrations'

/** A member's own sign-ups for events (issue 31): the event page's sign-up area and /profiel/evenementen. */

/** The member's sign-ups, the soonest event first (past ones included while the event is public). */
export const getMyRegistrations = async (caller: Caller) =>
  (await memberRead<{ data: MyRegistrationDto[] }>(caller, REGISTRATION_API.all)).data

/** The places left as every visitor sees them (the public read); null when the CMS cannot say now. */
export async function getPublicSignUp(eventDocumentId: string, signal: AbortSignal): Promise<EventSignUpDto | null> {
  try {
    return (await cmsFetch<{ data: EventSignUpDto }>(REGISTRATION_API.status(eventDocumentId), { signal })).data
  } catch {
    return null
  }
}

/** The member's sign-up for the event with its places left; null when they have none (or the event is not open to them). */
export const findMyRegistration = (caller: Caller, eventDocumentId: string) =>
  memberReadOptional<MyEventRegistrationDto>(caller, REGISTRATION_API.mine(eventDocumentId))

/** The member signs up: confirmed or on the waiting list; 404 `not-open`, 409 `closed`, `full` or `already-registered`. */
export const signUpForEvent = (caller: Caller, eventDocumentId: string, input: RegistrationInput) =>
  memberWrite<{ data: MyRegistrationDto }>(caller, REGISTRATION_API.signUp(eventDocumentId), 'POST', input)

/** The member cancels their sign-up for the event (204; the first on the waiting list moves up); 404 when they had none. */
export const cancelMyRegistration = (caller: Caller, eventDocumentId: string) =>
  memberWrite<undefined>(caller, REGISTRATION_API.mine(eventDocumentId), 'DELETE')

/**
 * Marks the event cards of a list with the looking member's sign-up ('Aangemeld', 'Wachtlijst,
 * plek 2'): one member read (GET /api/me/registrations, kept like every member read). A visitor's
 * cards, a list without events, or a read that fails now: the cards as they are.
 */
export async function withSignUps<T extends ContentCardView>(request: Request, cards: T[]): Promise<T[]> {
  if (!cards.some((card) => card.type === 'CONTENT_TYPE_EVENT')) return cards
  let current
  try {
    current = (await getAuthState(request)).current
  } catch (error) {
    if (error instanceof AuthUnavailableError) return cards
    throw error
  }
  if (!current) return cards
  const result = await memberAsk<{ data: MyRegistrationDto[] }>({ jwt: current.jwt, signal: request.signal }, REGISTRATION_API.all)
  if (!result.ok) return cards
  const mine = new Map(result.data.data.map((registration) => [registration.event.documentId, registration]))
  return cards.map((card) => {
    const registration = card.type === 'CONTENT_TYPE_EVENT' ? mine.get(card.id) : undefined
    if (!registration) return card
    const signUp =
      registration.state === 'confirmed' ? MY_EVENTS_MESSAGES.confirmed : MY_EVENTS_MESSAGES.waiting(registration.waitingPosition ?? 1)
    return { ...card, signUp }
  })
}
