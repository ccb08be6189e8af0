import type { RegistrationInput } from '@talentstad/types'
import { data } from 'react-router'
import { getAuthState, requireUser } from '~/lib/auth/auth.server'
import { loadContentDetailPage } from '~/lib/public-pages/public-pages.server'
import { SHARED_FRESHNESS_HEADER } from '~/lib/http/cache-control.server'
import { MY_EVENTS_MESSAGES } from '~/lib/events/registrations'
import { cancelMyRegistration, findMyRegistration, getPublicSignUp, signUpForEvent } from '~/lib/events/registrations.server'
import { SignUpFormSchema, type SignUpArea } from '~/lib/events/sign-up-form'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { loginHref } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'

/** A visitor's event page with sign-up is shared this long at most: its places left are that fresh. */
export const VISITOR_PLACES_FRESH_SECONDS = 5

export async function loadSignUpArea(request: Request, item: { id: string; href: string; signUpEnabled: boolean }): Promise<SignUpArea> {
  if (!item.signUpEnabled) return { kind: 'none' }
  const current = (await getAuthState(request).catch(() => null))?.current
  if (!current)
    return {
      kind: 'anonymous',
      loginHref: loginHref({ pathname: item.href, search: '' }),
      signUp: await getPublicSignUp(item.id, request.signal),
    }
  const found = await findMyRegistration({ jwt: current.jwt, signal: request.signal }, item.id)
  return found ? { kind: 'member', ...found } : { kind: 'none' }
}

export async function loadEventPage(request: Request, slug: string | undefined) {
  const page = await loadContentDetailPage('CONTENT_TYPE_EVENT', slug)
  const signUp = await loadSignUpArea(request, page.item)
  // A visitor's copy is shared (the rendered-page cache, a CDN) a few seconds at most: the places
  // left on it stay that fresh. Without the places (the CMS did not answer), not at all.
  const headers: HeadersInit | undefined =
    signUp.kind !== 'anonymous'
      ? undefined
      : signUp.signUp
        ? { [SHARED_FRESHNESS_HEADER]: String(VISITOR_PLACES_FRESH_SECONDS) }
        : { 'Cache-Control': 'no-store' }
  return data({ ...page, signUp }, headers ? { headers } : undefined)
}

/** Sign up or cancel (POST to the event page): back to the page with a toast, or the form with the CMS's Dutch message. */
export async function signUpAction(request: Request, slug: string | undefined) {
  const { jwt } = await requireUser(request)
  const { item } = await loadContentDetailPage('CONTENT_TYPE_EVENT', slug)
  const form = await parseForm(request, { schema: SignUpFormSchema })
  if (!form.ok) return data<FormReply>({ result: form.result }, { status: form.status })
  const caller = { jwt, signal: request.signal }
  if (form.value.intent === 'cancel') {
    const result = await cancelMyRegistration(caller, item.id)
    if (!result.ok)
      return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
    return redirectWithToast(`${item.href}#aanmelden`, { type: 'success', title: MY_EVENTS_MESSAGES.cancelled, at: 'aanmelden' })
  }
  const { shareEmail, sharePhone, answer } = form.value
  const input: RegistrationInput = { shareEmail: shareEmail ?? false, sharePhone: sharePhone ?? false, ...(answer ? { answer } : {}) }
  const result = await signUpForEvent(caller, item.id, input)
  if (!result.ok)
    return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  const mine = result.data.data
  return redirectWithToast(`${item.href}#aanmelden`, {
    type: 'success',
    title: mine.state === 'waiting' ? `Je staat op de wachtlijst, plek ${mine.waitingPosition ?? 1}.` : 'Je bent aangemeld.',
    at: 'aanmelden',
  })
}
