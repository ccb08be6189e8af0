import { MEMBER_ROLE_LABELS, MEMBER_ROLES, MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireOrganizationRole } from '~/lib/organizations/roles.server'
import { forbidden } from '~/lib/http/page-errors.server'
import { formatDutchDate, formatDutchDateTime } from '~/lib/dates'
import { failureMessage, failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { MembersFormSchema } from '~/lib/organizations/forms'
import {
  decideJoinRequest,
  getInvitations,
  getJoinRequests,
  getMembers,
  inviteMember,
  withdrawInvitation,
} from '~/lib/organizations/organizations.server'
import { getFollowerCount } from '~/lib/follows/follows.server'
import { redirectWithToast } from '~/lib/toast.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * /profiel/organisatie/:organizationId/leden: the members with their role and since when, for every
 * member of the organisation; its admins also invite by e-mail, withdraw pending invitations and
 * accept or decline join requests.
 */
export async function loadMembersPage(request: Request, organizationId: string | undefined) {
  const { organization, role, user, caller } = await requireOrganizationRole(request, organizationId, MEMBER_ROLES)
  const isAdmin = role === 'admin'
  const [members, invitations, joinRequests, followers] = await Promise.all([
    getMembers(caller, organization.documentId),
    isAdmin ? getInvitations(caller, organization.documentId) : Promise.resolve([]),
    isAdmin ? getJoinRequests(caller, organization.documentId) : Promise.resolve([]),
    // How many members follow the organisation: for its admins, a number, never who.
    isAdmin ? getFollowerCount(caller, organization.documentId) : Promise.resolve(null),
  ])
  return {
    organization: { id: organization.documentId, name: organization.name },
    role,
    isAdmin,
    followers,
    members: members.map((member) => ({
      id: member.documentId,
      name: [member.firstName, member.lastName].filter(Boolean).join(' ') || 'Onbekend lid',
      role: MEMBER_ROLE_LABELS[member.role],
      since: formatDutchDate(member.since.slice(0, 10)),
      href: ORGANIZATION_PAGES.member(organization.documentId, member.documentId),
      isMe: member.documentId === user.documentId,
    })),
    invitations: invitations.map((invitation) => ({
      id: invitation.documentId,
      email: invitation.email,
      role: MEMBER_ROLE_LABELS[invitation.role],
      expires: formatDutchDateTime(invitation.expiresAt),
    })),
    joinRequests: joinRequests.map((request) => ({
      id: request.documentId,
      name: [request.firstName, request.lastName].filter(Boolean).join(' ') || 'Een lid',
      since: formatDutchDate(request.since.slice(0, 10)),
    })),
  }
}

type Reply = FormReply<{ intent: string }>
const reply = (status: number, body: Reply) => data<Reply>(body, { status })

export async function membersAction(request: Request, organizationId: string | undefined) {
  const { organization, role, caller } = await requireOrganizationRole(request, organizationId, MEMBER_ROLES)
  if (role !== 'admin') forbidden()
  const form = await parseForm(request, { schema: MembersFormSchema })
  const intent = String(form.formData?.get('intent') ?? 'invite')
  if (!form.ok) return reply(form.status, { intent, result: form.result })
  const value = form.value
  const here = ORGANIZATION_PAGES.members(organization.documentId)
  const fail = (status: number, message: string) =>
    reply(failureStatus({ status }), { intent, result: form.submission.reply({ formErrors: [failureMessage({ status, message })] }) })

  if (value.intent === 'invite') {
    const result = await inviteMember(caller, organization.documentId, { email: value.email, role: value.role })
    if (!result.ok) {
      if (result.status === 401) throw safeRedirect(request.url)
      return fail(result.status, result.message)
    }
    return redirectWithToast(here, { type: 'success', title: MEMBERSHIP_MESSAGES.invitationSent })
  }
  if (value.intent === 'withdraw') {
    const result = await withdrawInvitation(caller, organization.documentId, value.invitationId)
    if (!result.ok) return fail(result.status, result.message)
    return redirectWithToast(here, { type: 'success', title: MEMBERSHIP_MESSAGES.invitationWithdrawn })
  }
  const result = await decideJoinRequest(caller, organization.documentId, value.userId, { decision: value.decision })
  if (!result.ok) return fail(result.status, result.status === 404 ? MEMBERSHIP_MESSAGES.joinRequestNotFound : result.message)
  return redirectWithToast(here, {
    type: 'success',
    title: value.decision === 'accept' ? MEMBERSHIP_MESSAGES.joinAccepted : MEMBERSHIP_MESSAGES.joinDeclined,
  })
}
