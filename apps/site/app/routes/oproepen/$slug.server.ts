import { MESSAGES, ENTER_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { getAuthState, requireUser } from '~/lib/auth/auth.server'
import { enterCall, getEntersForAuthor, getMyEnterOn } from '~/lib/calls/enters.server'
import { EnterFormSchema } from '~/lib/calls/enter-form'
import type { EnterArea, EnterReply } from '~/lib/calls/enter-area'
import { toEnterView } from '~/lib/calls/views'
import { formatDutchDateTime } from '~/lib/dates'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { loadContentDetailPage } from '~/lib/public-pages/public-pages.server'
import { PATHS } from '~/lib/paths'
import { findMyProfile } from '~/lib/profile/profile.server'
import { redirectWithToast } from '~/lib/toast.server'
import { callPath } from '~/lib/calls/paths'

/**
 * The enter area of a call page (/oproepen/:slug). The page itself is the public, cached content
 * page; the enter area depends on who looks:
 * - anonymous: a link to log in that comes back here (the same for every anonymous visitor, so the
 *   shared cache keeps working; a member's page is `private, no-store` by the session cookie);
 * - the author (or the organisation's content roles): the enters, only what each responder shared;
 * - a member who entered: 'Geenterd' and what they shared;
 * - any other member: the form, phone and LinkedIn prefilled from the profile.
 */
export async function loadEnterArea(request: Request, documentId: string, slug: string): Promise<EnterArea> {
  const state = await getAuthState(request).catch(() => null)
  const current = state?.current
  if (!current) return { kind: 'anonymous', loginHref: `${PATHS.login}?callbackUrl=${encodeURIComponent(callPath(slug))}` }
  const caller = { jwt: current.jwt, signal: request.signal }
  const [enters, mine] = await Promise.all([getEntersForAuthor(caller, documentId), getMyEnterOn(caller, documentId)])
  if (enters) return { kind: 'author', enters: enters.map(toEnterView) }
  if (mine)
    return {
      kind: 'entered',
      date: formatDutchDateTime(mine.createdAt),
      phone: mine.sharedPhone,
      linkedIn: mine.sharedLinkedIn,
      message: mine.message,
    }
  const me = await findMyProfile(caller)
  return {
    kind: 'open',
    phone: me?.phoneNumber ?? '',
    linkedIn: me?.linkedIn ?? '',
    sharePhone: Boolean(me?.sharePhone && me.phoneNumber),
    shareLinkedIn: Boolean(me?.shareLinkedIn && me.linkedIn),
  }
}

export async function loadCallPage(request: Request, slug: string | undefined) {
  const page = await loadContentDetailPage('CONTENT_TYPE_CALL_UP', slug)
  return { ...page, enter: await loadEnterArea(request, page.item.id, slug ?? '') }
}

export async function enterAction(request: Request, slug: string | undefined) {
  const { jwt } = await requireUser(request)
  const { item } = await loadContentDetailPage('CONTENT_TYPE_CALL_UP', slug)
  const form = await parseForm(request, { schema: EnterFormSchema })
  if (!form.ok) return data<EnterReply>({ result: form.result }, { status: form.status })
  const result = await enterCall({ jwt, signal: request.signal }, item.id, form.value)
  if (!result.ok) {
    const code = result.code as string
    if (code === 'already-entered' || result.status === 409) {
      return data<EnterReply>(
        { result: form.submission.reply({ formErrors: [MESSAGES.alreadyEntered] }), alreadyEntered: true },
        { status: 409 },
      )
    }
    const message = code === 'own-call' ? ENTER_MESSAGES.ownCall : code === 'not-open' ? ENTER_MESSAGES.notOpen : failureMessage(result)
    return data<EnterReply>({ result: form.submission.reply({ formErrors: [message] }) }, { status: failureStatus(result) })
  }
  return redirectWithToast(`${item.href}#enter`, { type: 'success', title: ENTER_MESSAGES.entered, at: 'enter', event: 'enter_sent' })
}
