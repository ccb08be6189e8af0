import { requireUser } from '~/lib/auth/auth.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { CancelRegistrationSchema, MY_EVENTS_MESSAGES, splitRegistrations, toMyEventView } from '~/lib/events/registrations'
import { cancelMyRegistration, getMyRegistrations } from '~/lib/events/registrations.server'
import { parseForm } from '~/lib/forms/parse-form.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'

/**
 * /profiel/evenementen: the events the member signed up for (issue 31), what is still to come
 * first (with a cancel button each), then what is over. Dates are formatted here, so server and
 * browser agree.
 */
export async function loadMyEvents(request: Request) {
  const { jwt } = await requireUser(request)
  const { upcoming, past } = splitRegistrations(await getMyRegistrations({ jwt, signal: request.signal }), new Date())
  return { upcoming: upcoming.map(toMyEventView), past: past.map(toMyEventView) }
}

/**
 * 'Afmelden' on a row: the CMS cancels the member's own sign-up (and decides whether they may).
 * Back here with a toast either way, so it works as a plain form: the form has no fields to show
 * an error beside, and its row may be gone.
 */
export async function myEventsAction(request: Request) {
  const { jwt } = await requireUser(request)
  const failed = (title: string) => redirectWithToast(PATHS.myEvents, { type: 'error', title })
  const form = await parseForm(request, { schema: CancelRegistrationSchema })
  if (!form.ok) return failed(MY_EVENTS_MESSAGES.cancelFailed)
  if (!isDocumentId(form.value.eventId)) return failed(MY_EVENTS_MESSAGES.notSignedUp)
  const result = await cancelMyRegistration({ jwt, signal: request.signal }, form.value.eventId)
  if (!result.ok) {
    // The session ended meanwhile: this page again, which sends the member to log in and back.
    if (result.status === 401) throw safeRedirect(request.url)
    return failed(result.status === 404 ? MY_EVENTS_MESSAGES.notSignedUp : MY_EVENTS_MESSAGES.cancelFailed)
  }
  return redirectWithToast(PATHS.myEvents, { type: 'success', title: MY_EVENTS_MESSAGES.cancelled })
}
