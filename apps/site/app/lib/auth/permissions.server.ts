import type { MemberRole, ProfileOrganizationDto } from '@talentstad/types'
import { forbidden } from '~/lib/http/page-errors.server'
import { requireProfile } from '~/lib/profile/profile.server'
import { requireUser, type CurrentUser } from './auth.server'

/**
 * Who may open which member page, in the style of the Epic Stack's permissions.server.ts. The
 * rights are the CMS's (docs: design.md "Roles are users-permissions roles"): the community-manager
 * role from the account session, organisation roles from the member's memberships. The CMS checks
 * the same rights again with its policies on every endpoint these pages read or write; the site's
 * check is there to answer with a proper page instead of a failed read.
 *
 * Anonymous visitors get the sign-in redirect (requireUser); members without the right get the
 * Dutch 403 page ('Je hebt geen toegang tot deze pagina.', root.tsx's error boundary).
 */

/** The users-permissions role decides; typeOfUser ('what I call myself') never does. */
export function isCommunityManager(user: Pick<CurrentUser['user'], 'role'>): boolean {
  return user.role === 'ROLE_COMMUNITY_MANAGER'
}

/** The logged-in community manager, or the sign-in redirect, or 403. */
export async function requireCommunityManager(request: Request): Promise<CurrentUser> {
  const current = await requireUser(request)
  if (!isCommunityManager(current.user)) forbidden()
  return current
}

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
