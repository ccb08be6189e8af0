import { MEMBER_ROLES } from '@talentstad/types'
import { Outlet } from 'react-router'
import { requireOrganizationRole } from '~/lib/organizations/roles.server'
import type { Route } from './+types/organization-area'

/**
 * The layout of an organisation's own pages (/profiel/organisatie/:organizationId/*): its members
 * in any role; everyone else gets the 403 page. Pages that need more (editing the organisation:
 * admins) ask for it in their own loader. Route middleware, as in member-area.tsx.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params }) => {
    await requireOrganizationRole(request, params.organizationId, MEMBER_ROLES)
  },
]

export default function OrganizationArea() {
  return <Outlet />
}
