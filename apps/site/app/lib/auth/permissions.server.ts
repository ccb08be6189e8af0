import { ME_API, PERMISSION_MESSAGES, type MemberRole, type ProfileDto } from '@talentstad/types'
import { data } from 'react-router'
import { callAccount } from './account.server'
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

/** What a 403 carries to the error boundary. */
export type ForbiddenData = { message: string }

/** Throws the 403 page. */
export function forbidden(): never {
  throw data<ForbiddenData>({ message: PERMISSION_MESSAGES.forbiddenPage }, { status: 403, headers: { 'X-Robots-Tag': 'noindex' } })
}

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

type Memberships = ProfileDto['memberships']
const memberships = new WeakMap<Request, Promise<Memberships>>()

/** The member's organisation roles (from their profile), asked of the CMS once per request. */
function membershipsOf(request: Request, current: CurrentUser): Promise<Memberships> {
  let found = memberships.get(request)
  if (!found) {
    found = callAccount<{ data: ProfileDto }>(ME_API.profile, { method: 'GET', token: current.jwt, signal: request.signal }).then(
      (result) => {
        if (result.ok) return result.data.data.memberships
        // A session that ended meanwhile is a login; a CMS that cannot answer is the 503 page.
        throw data(null, { status: result.status === 401 ? 401 : 503 })
      },
    )
    memberships.set(request, found)
  }
  return found
}

/**
 * The logged-in member with one of `roles` in the organisation (its documentId, as in
 * /profiel/organisatie/:organizationId/*), and that role; or the sign-in redirect, or 403. An
 * organisation that does not exist is refused like someone else's.
 */
export async function requireOrganizationRole(
  request: Request,
  organizationId: string | undefined,
  roles: readonly MemberRole[],
): Promise<CurrentUser & { organizationRole: MemberRole }> {
  const current = await requireUser(request)
  if (!organizationId) forbidden()
  const membership = (await membershipsOf(request, current)).find((candidate) => candidate.organization.documentId === organizationId)
  if (!membership || !roles.includes(membership.role)) forbidden()
  return { ...current, organizationRole: membership.role }
}

/** A CMS answer to a role-restricted read: 401 and 403 become the login and the 403 page, the rest the 503 page. */
export function throwForCmsFailure(status: number): never {
  if (status === 403) forbidden()
  throw data(null, { status: status === 401 ? 401 : status === 404 ? 404 : 503 })
}
