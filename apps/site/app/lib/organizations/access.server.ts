import type { MemberRole, ProfileOrganizationDto } from '@talentstad/types'
import { forbidden } from '../auth/permissions.server'
import { requireProfile } from '~/lib/profile/profile.server'

/**
 * An organisation page's visitor: logged in (else the sign-in redirect) with one of `roles` in the
 * organisation (else the Dutch 403 page, also for an organisation that does not exist), the same
 * check as requireOrganizationRole, plus the organisation itself for the page's heading. The CMS
 * checks every read and write again with its policies.
 */
export async function requireOrganizationMember(request: Request, organizationId: string | undefined, roles: readonly MemberRole[]) {
  const current = await requireProfile(request)
  if (!organizationId) forbidden()
  const membership = current.profile.memberships.find((candidate) => candidate.organization.documentId === organizationId)
  if (!membership || !roles.includes(membership.role)) forbidden()
  const organization: ProfileOrganizationDto = membership.organization
  return {
    jwt: current.jwt,
    user: current.user,
    role: membership.role,
    organization,
    caller: { jwt: current.jwt, signal: request.signal },
  }
}
