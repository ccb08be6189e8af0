import {
  REGISTRATION_API,
  type EventSignUpDto,
  type MyEventRegistrationDto,
  type MyRegistrationDto,
  type RegistrationInput,
} from '@talentstad/types'
import { data } from 'react-router'
import { getAuthState, requireUser } from '~/lib/auth/auth.server'
import { memberReadOptional, memberWrite } from '~/lib/auth/member-api.server'
import { loadContentDetailPage } from '~/lib/content/pages.server'
import { SignUpFormSchema } from '~/lib/events/sign-up-form'
import type { FormReply } from '~/lib/forms/form-reply'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { loginHref } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'

/**
 * The sign-up area of an event page (issue 31). The page is the public, cached content page; the
 * area depends on who looks:
 * - no sign-up on the platform: nothing (an external link stays on the page);
 * - a visitor: a link to log in that comes back here (the same for every visitor: the shared cache
 *   keeps working, and nothing on it changes with each sign-up);
 * - a member: the places left and their own state, read fresh (a member's page is never shared).
 */
export type SignUpArea =
  { kind: 'none' } | { kind: 'anonymous'; loginHref: string } | { kind: 'member'; signUp: EventSignUpDto; mine: MyRegistrationDto | null }

export async function loadSignUpArea(request: Request, item: { id: string; href: string; signUpEnabled: boolean }): Promise<SignUpArea> {
  if (!item.signUpEnabled) return { kind: 'none' }
  const current = (await getAuthState(request).catch(() => null))?.current
  if (!current) return { kind: 'anonymous', loginHref: loginHref({ pathname: item.href, search: '' }) }
  const found = await memberReadOptional<MyEventRegistrationDto>(
    { jwt: current.jwt, signal: request.signal },
    REGISTRATION_API.mine(item.id),
  )
  return found ? { kind: 'member', ...found } : { kind: 'none' }
}

export async function loadEventPage(request: Request, slug: string | undefined) {
  const page = await loadContentDetailPage('CONTENT_TYPE_EVENT', slug)
  return { ...page, signUp: await loadSignUpArea(request, page.item) }
}

/** Sign up or cancel (POST to the event page): back to the page with a toast, or the form with the CMS's Dutch message. */
export async function signUpAction(request: Request, slug: string | undefined) {
  const { jwt } = await requireUser(request)
  const { item } = await loadContentDetailPage('CONTENT_TYPE_EVENT', slug)
  const form = await parseForm(request, { schema: SignUpFormSchema })
  if (!form.ok) return data<FormReply>({ result: form.result }, { status: form.status })
  const caller = { jwt, signal: request.signal }
  if (form.value.intent === 'cancel') {
    const result = await memberWrite(caller, REGISTRATION_API.mine(item.id), 'DELETE')
    if (!result.ok)
      return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
    return redirectWithToast(`${item.href}#aanmelden`, { type: 'success', title: 'Je bent afgemeld.', at: 'aanmelden' })
  }
  const { shareEmail, sharePhone, answer } = form.value
  const input: RegistrationInput = { shareEmail: shareEmail ?? false, sharePhone: sharePhone ?? false, ...(answer ? { answer } : {}) }
  const result = await memberWrite<{ data: MyRegistrationDto }>(caller, REGISTRATION_API.signUp(item.id), 'POST', input)
  if (!result.ok)
    return data<FormReply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  const mine = result.data.data
  return redirectWithToast(`${item.href}#aanmelden`, {
    type: 'success',
    title: mine.state === 'waiting' ? `Je staat op de wachtlijst, plek ${mine.waitingPosition ?? 1}.` : 'Je bent aangemeld.',
    at: 'aanmelden',
  })
}
