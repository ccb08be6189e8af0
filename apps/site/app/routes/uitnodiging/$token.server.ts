import { InvitationTokenSchema, MEMBER_ROLE_LABELS, MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { z } from 'zod'
import { getAuthState, requireUser } from '~/lib/auth/auth.server'
import { formatDutchDateTime } from '~/lib/dates'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { acceptInvitation, lookupInvitation } from '~/lib/organizations/organizations.server'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * /uitnodiging/:token, the link in an invitation e-mail (ORGANIZATION_PAGES.invitation). Anyone
 * with the link sees which organisation invites them in which role (the token is the secret); a
 * visitor logs in (and comes back here) or registers first; a member accepts and lands on the
 * organisation's members page.
 */

const STATE_MESSAGES = {
  used: MEMBERSHIP_MESSAGES.invitationUsed,
  expired: MEMBERSHIP_MESSAGES.invitationExpired,
  revoked: MEMBERSHIP_MESSAGES.invitationRevoked,
} as const

export async function loadInvitationPage(request: Request, token: string | undefined) {
  const { current } = await getAuthState(request)
  const here = ORGANIZATION_PAGES.invitation(token ?? '')
  const base = {
    loggedIn: Boolean(current),
    loginHref: `${PATHS.login}?${new URLSearchParams({ callbackUrl: here })}`,
    registerHref: `${PATHS.register}?${new URLSearchParams({ callbackUrl: here })}`,
  }
  const parsed = InvitationTokenSchema.safeParse({ token })
  const result = parsed.success ? await lookupInvitation(parsed.data.token, request.signal) : null
  if (!result?.ok) {
    if (result && result.status >= 500) throw data(null, { status: 503 })
    return { ...base, invitation: null, problem: MEMBERSHIP_MESSAGES.invitationUnknown }
  }
  const invitation = result.data.data
  return {
    ...base,
    invitation: {
      organization: invitation.organization.name,
      role: MEMBER_ROLE_LABELS[invitation.role].toLowerCase(),
      expires: formatDutchDateTime(invitation.expiresAt),
    },
    problem: invitation.state === 'pending' ? null : STATE_MESSAGES[invitation.state],
  }
}

type Reply = FormReply

export async function acceptInvitationAction(request: Request, token: string | undefined) {
  const { jwt } = await requireUser(request)
  const form = await parseForm(request, { schema: z.object({}) })
  if (!form.ok) return data<Reply>({ result: form.result }, { status: form.status })
  const parsed = InvitationTokenSchema.safeParse({ token })
  if (!parsed.success)
    return data<Reply>({ result: form.submission.reply({ formErrors: [MEMBERSHIP_MESSAGES.invitationUnknown] }) }, { status: 400 })
  const result = await acceptInvitation({ jwt, signal: request.signal }, parsed.data.token)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    return data<Reply>({ result: form.submission.reply({ formErrors: [failureMessage(result)] }) }, { status: failureStatus(result) })
  }
  return redirectWithToast(ORGANIZATION_PAGES.members(result.data.data.organization.documentId), {
    type: 'success',
    title: MEMBERSHIP_MESSAGES.invitationAccepted,
  })
}
