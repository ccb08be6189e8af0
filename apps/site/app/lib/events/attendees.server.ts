import { CONTENT_ROLES, REGISTRATION_API, type RegistrationDto } from '@talentstad/types'
import { isDocumentId, memberRead, memberWrite, type Caller } from '~/lib/cms/member-api.server'
import { notFound } from '~/lib/http/page-errors.server'
import { getEditableCall } from '~/lib/member-content/member-content.server'
import { requireOrganizationRole } from '~/lib/organizations/roles.server'

/**
 * An organisation's event and who signed up for it, for its contentManagers and admins (the CMS's
 * is-event-organiser policy decides; an employee gets the 403 page here first). An event of another
 * organisation under this one's address is not found.
 */
export async function requireOrganizationEvent(request: Request, organizationId: string | undefined, eventId: string | undefined) {
  const access = await requireOrganizationRole(request, organizationId, CONTENT_ROLES)
  if (!isDocumentId(eventId)) notFound()
  const event = await getEditableCall(access.caller, eventId)
  if (event.type !== 'CONTENT_TYPE_EVENT' || event.organization?.documentId !== access.organization.documentId) notFound()
  return { ...access, event }
}

/** Confirmed by arrival, then the waiting list in order, with only what each attendee shared. */
export const getAttendees = async (caller: Caller, eventId: string) =>
  (await memberRead<{ data: RegistrationDto[] }>(caller, REGISTRATION_API.ofEvent(eventId))).data

/** Cancels an attendee's sign-up with a reason (204); the attendee is mailed, the first waiting moves up. */
export const cancelForAttendee = (caller: Caller, eventId: string, registrationId: string, reason: string) =>
  memberWrite<undefined>(caller, REGISTRATION_API.one(eventId, registrationId), 'DELETE', { reason })
