import {
  ORGANIZATIONS_API,
  type ApplicationDecision,
  type ApplicationDto,
  type ApplicationQueueResponse,
  type EditableOrganizationDto,
  type InvitationDto,
  type InvitationInput,
  type InvitationPreviewDto,
  type JoinRequestDecision,
  type JoinRequestDto,
  type MemberRole,
  type MyApplicationDto,
  type OrganizationMemberDto,
  type OrganizationMembersResponse,
  type OrganizationRefDto,
  type OrganizationSection,
  type OrganizationType,
  MEMBERSHIP_API,
  APPLICATIONS_API,
} from '@talentstad/types'
import { memberAsk, memberRead, memberWrite, visitorWrite, type Caller } from '../cms/member-api.server'

/**
 * The member's side of organisations (ORGANIZATIONS_API in packages/types/src/organizations.ts):
 * every call goes to the CMS with the member's own JWT, so the CMS's policies decide. Reads a page
 * cannot do without throw the page's error (401 login, 403 the Dutch 403 page, 404, else 503);
 * writes return the result for the form to show.
 */

/** The member's own applications, newest first; null when the CMS cannot say (the profile still shows). */
export async function getMyApplications(caller: Caller): Promise<MyApplicationDto[] | null> {
  const result = await memberAsk<{ data: MyApplicationDto[] }>(caller, APPLICATIONS_API.myApplications)
  return result.ok ? result.data.data : null
}

export const signUpOrganization = (caller: Caller, body: FormData) =>
  memberWrite<{ data: MyApplicationDto }>(caller, APPLICATIONS_API.signUp, 'POST', body)

export function getApplicationQueue(caller: Caller, type?: OrganizationType) {
  const query = type ? `?${new URLSearchParams({ type })}` : ''
  return memberRead<ApplicationQueueResponse>(caller, `${APPLICATIONS_API.reviewQueue}${query}`)
}
export const getApplication = async (caller: Caller, documentId: string) =>
  (await memberRead<{ data: ApplicationDto }>(caller, APPLICATIONS_API.review(documentId))).data
export const decideApplication = (caller: Caller, documentId: string, decision: ApplicationDecision) =>
  memberWrite<{ data: ApplicationDto }>(caller, APPLICATIONS_API.review(documentId), 'POST', decision)

export const getMembers = async (caller: Caller, organizationId: string): Promise<OrganizationMemberDto[]> =>
  (await memberRead<OrganizationMembersResponse>(caller, MEMBERSHIP_API.members(organizationId))).data
export const getInvitations = async (caller: Caller, organizationId: string) =>
  (await memberRead<{ data: InvitationDto[] }>(caller, MEMBERSHIP_API.invitations(organizationId))).data
export const getJoinRequests = async (caller: Caller, organizationId: string) =>
  (await memberRead<{ data: JoinRequestDto[] }>(caller, MEMBERSHIP_API.joinRequests(organizationId))).data

export const inviteMember = (caller: Caller, organizationId: string, input: InvitationInput) =>
  memberWrite<{ data: InvitationDto }>(caller, MEMBERSHIP_API.invitations(organizationId), 'POST', input)
export const withdrawInvitation = (caller: Caller, organizationId: string, invitationId: string) =>
  memberWrite<undefined>(caller, MEMBERSHIP_API.invitation(organizationId, invitationId), 'DELETE')
export const decideJoinRequest = (caller: Caller, organizationId: string, userId: string, decision: JoinRequestDecision) =>
  memberWrite<{ data: { decision: string } }>(caller, MEMBERSHIP_API.joinRequest(organizationId, userId), 'POST', decision)
export const changeRole = (caller: Caller, organizationId: string, userId: string, role: MemberRole) =>
  memberWrite<{ data: OrganizationMemberDto }>(caller, MEMBERSHIP_API.member(organizationId, userId), 'PUT', { role })
export const removeMember = (caller: Caller, organizationId: string, userId: string) =>
  memberWrite<undefined>(caller, MEMBERSHIP_API.member(organizationId, userId), 'DELETE')
export const leaveOrganization = (caller: Caller, organizationId: string) =>
  memberWrite<undefined>(caller, MEMBERSHIP_API.leave(organizationId), 'DELETE')

/** The invitation behind a link; no login needed (the token is the secret). */
export function lookupInvitation(token: string, signal: AbortSignal) {
  return visitorWrite<{ data: InvitationPreviewDto }>(MEMBERSHIP_API.lookupInvitation, 'POST', { token }, { signal })
}
export const acceptInvitation = (caller: Caller, token: string) =>
  memberWrite<{ data: { organization: OrganizationRefDto; role: MemberRole } }>(caller, MEMBERSHIP_API.acceptInvitation, 'POST', {
    token,
  })

export const getEditableOrganization = async (caller: Caller, organizationId: string) =>
  (await memberRead<{ data: EditableOrganizationDto }>(caller, ORGANIZATIONS_API.editable(organizationId))).data
export const saveSection = (caller: Caller, organizationId: string, section: OrganizationSection, body: unknown) =>
  memberWrite<{ data: EditableOrganizationDto }>(caller, ORGANIZATIONS_API.section(organizationId, section), 'PUT', body)
