import { REGISTRATION_API, type MyRegistrationDto } from '@talentstad/types'
import { memberRead, memberWrite, type Caller } from '../auth/member-api.server'

/** A member's own sign-ups for events (issue 31): the event page's sign-up area and /profiel/evenementen. */

/** The member's sign-ups, the soonest event first (past ones included while the event is public). */
export const getMyRegistrations = async (caller: Caller) =>
  (await memberRead<{ data: MyRegistrationDto[] }>(caller, REGISTRATION_API.all)).data

/** The member cancels their sign-up for the event (204; the first on the waiting list moves up); 404 when they had none. */
export const cancelMyRegistration = (caller: Caller, eventDocumentId: string) =>
  memberWrite<undefined>(caller, REGISTRATION_API.mine(eventDocumentId), 'DELETE')
