import { OrganizationListPage } from '~/components/content/organization-list-page'
import { loadOrganizationListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/bedrijven'

export const meta: Route.MetaFunction = () => titleMeta('Bedrijven', 'Tech-bedrijven in de stad: van start-up tot gevestigde naam.')

export const loader = ({ request }: Route.LoaderArgs) => loadOrganizationListPage(request, 'ORGANIZATION_TYPE_REGULAR')

export default function Component({ loaderData }: Route.ComponentProps) {
  return <OrganizationListPage title="Bedrijven" intro="Tech-bedrijven in de stad: van start-up tot gevestigde naam." data={loaderData} />
}
