import { forbidden } from '~/lib/http/page-errors.server'
import { requireUser, type CurrentUser } from './auth.server'

/**
 * Who may open which member page, in the style of the Epic Stack's permissions.server.ts. The
 * rights are the CMS's (docs: design.md "Roles are users-permissions roles"): the community-manager
 * role from the account session here, organisation roles from the member's memberships in
 * lib/organizations/roles.server.ts. The CMS checks
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
