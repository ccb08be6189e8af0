import { Outlet } from 'react-router'
import { requireCommunityManager } from '~/lib/auth/permissions.server'
import type { Route } from './+types/community-manager-area'

/**
 * The layout of the community managers' pages (/profiel/oproepen/beoordelen*,
 * /profiel/aanmeldingen*): a member without the ROLE_COMMUNITY_MANAGER role gets the 403 page.
 * Route middleware, as in member-area.tsx: the check runs before any loader or action below it.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }) => {
    await requireCommunityManager(request)
  },
]

export default function CommunityManagerArea() {
  return <Outlet />
}
