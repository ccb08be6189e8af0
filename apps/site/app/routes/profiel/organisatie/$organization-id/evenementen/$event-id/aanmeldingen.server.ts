import { data } from 'react-router'
import { attendeesSummary, ATTENDEES_MESSAGES, CancelForAttendeeSchema } from '~/lib/events/attendees'
import { cancelForAttendee, getAttendees, requireOrganizationEvent } from '~/lib/events/attendees.server'
import { contentPath } from '~/lib/content/paths'
import { formatDutchMoment, formatEventDate } from '~/lib/dates'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { redirectWithToast } from '~/lib/toast.server'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * /profiel/organisatie/:organizationId/evenementen/:eventId/aanmeldingen (issue 31): who signed up
 * for one of the organisation's events and when, the waiting list in order, only what each
 * attendee chose to share, the answers to the question, the CSV download, and 'Afmelden namens'
 * with a reason. Always fresh from the CMS (never a cache): the organiser acts on this list.
 */
export async function loadAttendeesPage(request: Request, organizationId: string | undefined, eventId: string | undefined) {
  const { organization, role, caller, event } = await requireOrganizationEvent(request, organizationId, eventId)
  const rows = await getAttendees(caller, event.documentId)
  const attendee = (row: (typeof rows)[number]) => ({
    id: row.documentId,
    name: `${row.firstName} ${row.lastName}`.trim() || 'Lid zonder naam',
    signedUpAt: formatDutchMoment(row.createdAt),
    email: row.email,
    phone: row.phone,
    answer: row.answer,
    waitingPosition: row.waitingPosition,
  })
  return {
    organization: { id: organization.documentId, name: organization.name },
    role,
    event: {
      id: event.documentId,
      title: event.title,
      when: event.startDate ? formatEventDate(event.startDate, event.endDate) : null,
      location: event.location,
      href: event.online ? contentPath(event.type, event.slug) : null,
      signUpEnabled: event.signUpEnabled,
      question: event.signUpQuestion,
    },
    summary: attendeesSummary(rows, event.capacity),
    confirmed: rows.filter((row) => row.state === 'confirmed').map(attendee),
    waiting: rows.filter((row) => row.state === 'waiting').map(attendee),
    csvHref: ORGANIZATION_PAGES.attendeesCsv(organization.documentId, event.documentId),
    contentHref: ORGANIZATION_PAGES.content(organization.documentId),
  }
}

export type CancelReply = FormReply & { registrationId?: string }

/** 'Afmelden namens': cancels an attendee's sign-up with a reason; back to the list with a toast. */
export async function attendeesAction(request: Request, organizationId: string | undefined, eventId: string | undefined) {
  const { caller, event } = await requireOrganizationEvent(request, organizationId, eventId)
  const form = await parseForm(request, { schema: CancelForAttendeeSchema })
  const registrationId = form.formData?.get('registrationId')
  const which = typeof registrationId === 'string' ? registrationId : undefined
  if (!form.ok) return data<CancelReply>({ result: form.result, registrationId: which }, { status: form.status })
  const result = await cancelForAttendee(caller, event.documentId, form.value.registrationId, form.value.reason)
  if (!result.ok) {
    const message = result.status === 404 ? ATTENDEES_MESSAGES.gone : failureMessage(result)
    return data<CancelReply>(
      { result: form.submission.reply({ formErrors: [message] }), registrationId: which },
      { status: failureStatus(result) },
    )
  }
  return redirectWithToast(new URL(request.url).pathname, { type: 'success', title: ATTENDEES_MESSAGES.cancelled })
}
