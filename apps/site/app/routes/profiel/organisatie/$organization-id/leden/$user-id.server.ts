import { MEMBER_ROLE_LABELS, MEMBER_ROLES, MESSAGES, type MemberRole, MEMBERSHIP_MESSAGES } from '@talentstad/types'
import { data } from 'react-router'
import { requireOrganizationRole } from '~/lib/organizations/roles.server'
import { isDocumentId } from '~/lib/cms/member-api.server'
import { formatDutchDate } from '~/lib/dates'
import { failureStatus, parseForm } from '~/lib/forms/parse-form.server'
import { MemberFormSchema } from '~/lib/organizations/forms'
import { changeRole, getMembers, leaveOrganization, removeMember } from '~/lib/organizations/organizations.server'
import { forbidden, notFound } from '~/lib/http/page-errors.server'
import { PATHS } from '~/lib/paths'
import { redirectWithToast } from '~/lib/toast.server'
import { safeRedirect } from '~/lib/http/redirect.server'
import type { FormReply } from '~/lib/forms/form-reply'
import { ORGANIZATION_PAGES } from '~/lib/organizations/paths'

/**
 * /profiel/organisatie/:organizationId/leden/:userId: one member. An admin changes another member's
 * role or removes them (`?verwijderen=1` asks first, also without JavaScript); a member leaves the
 * organisation from their own page (`?verlaten=1` asks first). The CMS keeps the last admin.
 */
export async function loadMemberPage(request: Request, organizationId: string | undefined, userId: string | undefined) {
  const { organization, role, user, caller } = await requireOrganizationRole(request, organizationId, MEMBER_ROLES)
  if (!isDocumentId(userId)) notFound()
  const member = (await getMembers(caller, organization.documentId)).find((candidate) => candidate.documentId === userId)
  if (!member) notFound()
  const url = new URL(request.url)
  const isMe = member.documentId === user.documentId
  const isAdmin = role === 'admin'
  return {
    organization: { id: organization.documentId, name: organization.name },
    role,
    member: {
      id: member.documentId,
      name: [member.firstName, member.lastName].filter(Boolean).join(' ') || 'Onbekend lid',
      role: member.role,
      roleLabel: MEMBER_ROLE_LABELS[member.role],
      since: formatDutchDate(member.since.slice(0, 10)),
    },
    isMe,
    canManage: isAdmin && !isMe,
    confirmRemove: isAdmin && !isMe && url.searchParams.get('verwijderen') === '1',
    confirmLeave: isMe && url.searchParams.get('verlaten') === '1',
    membersHref: ORGANIZATION_PAGES.members(organization.documentId),
  }
}

type Reply = FormReply<{ intent: string }>
const reply = (status: number, body: Reply) => data<Reply>(body, { status })

/** The CMS's own message for the guards (last admin, own role, gone), else the spec's failure message. */
function failureMessage(result: { status: number; code: string; message: string }, fallback: string) {
  if (['last-admin', 'own-role', 'own-removal', 'member-not-found'].includes(result.code)) return result.message
  return fallback
}

export async function memberAction(request: Request, organizationId: string | undefined, userId: string | undefined) {
  const { organization, role, user, caller } = await requireOrganizationRole(request, organizationId, MEMBER_ROLES)
  if (!isDocumentId(userId)) notFound()
  const form = await parseForm(request, { schema: MemberFormSchema })
  const intent = String(form.formData?.get('intent') ?? 'role')
  if (!form.ok) return reply(form.status, { intent, result: form.result })
  const value = form.value
  const membersPath = ORGANIZATION_PAGES.members(organization.documentId)
  const here = ORGANIZATION_PAGES.member(organization.documentId, userId)
  const fail = (status: number, message: string) =>
    reply(failureStatus({ status }), { intent, result: form.submission.reply({ formErrors: [message] }) })

  if (value.intent === 'leave') {
    if (userId !== user.documentId) forbidden()
    const result = await leaveOrganization(caller, organization.documentId)
    if (!result.ok) {
      if (result.status === 401) throw safeRedirect(request.url)
      return fail(result.status, failureMessage(result, MESSAGES.general))
    }
    return redirectWithToast(PATHS.profile, { type: 'success', title: MEMBERSHIP_MESSAGES.left })
  }
  if (role !== 'admin') forbidden()
  if (value.intent === 'role') {
    const result = await changeRole(caller, organization.documentId, userId, value.role as MemberRole)
    if (!result.ok) {
      if (result.status === 401) throw safeRedirect(request.url)
      return fail(result.status, failureMessage(result, MEMBERSHIP_MESSAGES.roleChangeFailed))
    }
    return redirectWithToast(here, { type: 'success', title: MEMBERSHIP_MESSAGES.roleChanged })
  }
  const result = await removeMember(caller, organization.documentId, userId)
  if (!result.ok) {
    if (result.status === 401) throw safeRedirect(request.url)
    return fail(result.status, failureMessage(result, MEMBERSHIP_MESSAGES.memberDeleteFailed))
  }
  return redirectWithToast(membersPath, { type: 'success', title: MEMBERSHIP_MESSAGES.memberRemoved })
}
