import { attendeesCsv, attendeesFileName } from '~/lib/events/attendees'
import { getAttendees, requireOrganizationEvent } from '~/lib/events/attendees.server'
import { formatDutchMoment } from '~/lib/dates'
import type { Route } from './+types/aanmeldingen-csv'

/**
 * …/evenementen/:eventId/aanmeldingen.csv: the organiser's list as a spreadsheet file (issue 31),
 * for the same people as the page; never stored by a cache (personal data).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { caller, event } = await requireOrganizationEvent(request, params.organizationId, params.eventId)
  const rows = await getAttendees(caller, event.documentId)
  const csv = attendeesCsv(rows, { question: event.signUpQuestion, formatDate: formatDutchMoment })
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${attendeesFileName(event.slug)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
