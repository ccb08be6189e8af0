import { OrganizationListPage } from '~/components/content/organization-list-page'
import { loadOrganizationListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/studentenorganisaties'

export const meta: Route.MetaFunction = () => titleMeta('Studentenorganisaties', 'Studieverenigingen en studentenclubs rond tech.')

export const loader = ({ request }: Route.LoaderArgs) => loadOrganizationListPage(request, 'ORGANIZATION_TYPE_STUDENTS')

export default function Component({ loaderData }: Route.ComponentProps) {
  return <OrganizationListPage title="Studentenorganisaties" intro="Studieverenigingen en studentenclubs rond tech." data={loaderData} />
}
