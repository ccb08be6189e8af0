import { useLocation } from 'react-router'
import { OrganizationListPage } from '~/components/content/organization-list-page'
import { loadOrganizationListPage } from '~/lib/public-pages/public-pages.server'
import { ORGANIZATION_TYPE_PAGES, organizationTypeOfPath } from '~/lib/content/type-pages'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/list'

// The directory of one organisation type, registered under each type's address (routes.ts).

export const meta: Route.MetaFunction = ({ location }) => {
  const page = ORGANIZATION_TYPE_PAGES[organizationTypeOfPath(location.pathname)]
  return titleMeta(page.title, page.description)
}

export const loader = ({ request }: Route.LoaderArgs) =>
  loadOrganizationListPage(request, organizationTypeOfPath(new URL(request.url).pathname))

export default function Component({ loaderData }: Route.ComponentProps) {
  const page = ORGANIZATION_TYPE_PAGES[organizationTypeOfPath(useLocation().pathname)]
  return <OrganizationListPage title={page.title} intro={page.intro} data={loaderData} />
}
