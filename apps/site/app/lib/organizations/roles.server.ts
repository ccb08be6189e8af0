import type { MemberRole, ProfileOrganizationDto } from '@talentstad/types'
import { forbidden } from '~/lib/http/page-errors.server'
import { requireProfile } from '~/lib/profile/profile.server'

/**
 * The one organisation-role check of the site: the logged-in member with one of `roles` in the
 * organisation (its documentId, as in /profiel/organisatie/:organizationId/*), that role and the
 * organisation (for the page's heading); or the sign-in redirect, or 403. An organisation that does
 * not exist is refused like someone else's. The roles come from the member's profile, read fresh in
 * an action and through the member cache on a page (the layout's check and the page's loader then
 * cost one CMS read).
 */
export async function requireOrganizationRole(request: Request, organizationId: string | undefined, roles: readonly MemberRole[]) {
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
