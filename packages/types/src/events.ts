/**
 * Signing up for events on the platform (issue 31). An event's organiser sets, on the event:
 * whether members sign up here, the number of places (none: unlimited), a waiting list, when
 * sign-up closes (none: at the start), what attendees are asked to share and an optional question.
 * The request schemas are in ./event-schemas.ts: an event page loads these constants, never zod.
 */
export const REGISTRATION_STATES = ['confirmed', 'waiting'] as const
export type RegistrationState = (typeof REGISTRATION_STATES)[number]

/** An event's sign-up settings: the content item's fields, the content form's (step 2). */
export const EVENT_SIGN_UP_FIELDS = [
  'signUpEnabled',
  'capacity',
  'waitingList',
  'signUpClosesAt',
  'askEmail',
  'askPhone',
  'signUpQuestion',
] as const

/** Longest answer to the organiser's question, and the question itself. */
export const REGISTRATION_ANSWER_MAX = 500
export const REGISTRATION_QUESTION_MAX = 200
/** Most places an event can have (else: unlimited). */
export const EVENT_CAPACITY_MAX = 10_000

/** How an event takes sign-ups, as everyone may see it. */
export type EventSignUpDto = {
  /** Whether members sign up here (else: no sign-up, or the external link). */
  enabled: boolean
  /** Places in all; null for unlimited. */
  capacity: number | null
  /** Places left now; null for unlimited. */
  placesLeft: number | null
  waitingList: boolean
  /** When sign-up closes (ISO): the organiser's moment, else the start. */
  closesAt: string | null
  /** Whether sign-up is open now (enabled, public, not closed, not begun). */
  open: boolean
  askEmail: boolean
  askPhone: boolean
  question: string | null
}

/** The member's own sign-up for an event. */
export type MyRegistrationDto = {
  documentId: string
  state: RegistrationState
  /** On the waiting list: the place in it (1 is next). */
  waitingPosition: number | null
  createdAt: string
  event: { documentId: string; title: string; slug: string; startDate: string | null; endDate: string | null; location: string | null }
}

/** One attendee as the organiser sees them: the name, and only what they chose to share. */
export type RegistrationDto = {
  documentId: string
  state: RegistrationState
  waitingPosition: number | null
  createdAt: string
  firstName: string
  lastName: string
  email: string | null
  phone: string | null
  answer: string | null
}

/** GET /api/events/:documentId/registrations/mine: the event's sign-up and the member's own place. */
export type MyEventRegistrationDto = { signUp: EventSignUpDto; mine: MyRegistrationDto | null }

/** CMS endpoints (prefix /api), with the member's JWT. Errors: Strapi's shape with `details.code`. */
export const REGISTRATION_API = {
  /**
   * POST RegistrationInput → 201 `{ data: MyRegistrationDto }` (confirmed, or on the waiting list);
   * 404 `not-open` (no such public event, or no sign-up on it), 409 `closed`, `full` (no waiting
   * list) or `already-registered`.
   */
  signUp: (eventDocumentId: string) => `/events/${encodeURIComponent(eventDocumentId)}/registrations`,
  /** GET (anyone, no JWT) → `{ data: EventSignUpDto }`: the places left as a visitor sees them; 404 for no public event. */
  status: (eventDocumentId: string) => `/events/${encodeURIComponent(eventDocumentId)}/sign-up`,
  /** GET → `{ data: MyEventRegistrationDto }`; DELETE → 204: the member cancels (the first on the waiting list moves up). */
  mine: (eventDocumentId: string) => `/events/${encodeURIComponent(eventDocumentId)}/registrations/mine`,
  /** GET → `{ data: RegistrationDto[] }` (the organiser: confirmed by arrival, then the waiting list in order). */
  ofEvent: (eventDocumentId: string) => `/events/${encodeURIComponent(eventDocumentId)}/registrations`,
  /** DELETE RegistrationCancelInput → 204 (the organiser cancels for an attendee, with a reason). */
  one: (eventDocumentId: string, registrationDocumentId: string) =>
    `/events/${encodeURIComponent(eventDocumentId)}/registrations/${encodeURIComponent(registrationDocumentId)}`,
  /** GET → `{ data: MyRegistrationDto[] }`: the member's sign-ups, the soonest event first. */
  all: '/me/registrations',
} as const

export const REGISTRATION_MESSAGES = {
  notOpen: 'Voor dit evenement kun je je hier niet aanmelden.',
  closed: 'De aanmelding voor dit evenement is gesloten.',
  full: 'Dit evenement is vol.',
  alreadyRegistered: 'Je bent al aangemeld voor dit evenement.',
  confirmed: 'Je bent aangemeld',
  waiting: (position: number) => `Je staat op de wachtlijst, plek ${position}`,
  placesLeft: (count: number) => (count === 1 ? 'Nog 1 plek vrij' : `Nog ${count} plekken vrij`),
  fullWithList: 'Vol — zet je op de wachtlijst',
  reasonRequired: 'Geef een reden op.',
  capacityInvalid: 'Vul een aantal plekken in van 1 tot 10.000, of laat het leeg voor onbeperkt',
  closesInvalid: 'Vul een geldige datum en tijd in',
  closesAfterStart: 'De aanmelding moet sluiten voor het begin van het evenement',
  questionTooLong: 'Gebruik maximaal 200 tekens',
} as const
