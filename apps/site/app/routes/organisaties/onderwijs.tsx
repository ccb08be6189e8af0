import { OrganizationListPage } from '~/components/content/organization-list-page'
import { loadOrganizationListPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import type { Route } from './+types/onderwijs'

export const meta: Route.MetaFunction = () =>
  titleMeta('Onderwijs', 'Hogescholen, universiteiten, mbo-scholen en opleiders met tech-opleidingen.')

export const loader = ({ request }: Route.LoaderArgs) => loadOrganizationListPage(request, 'ORGANIZATION_TYPE_EDUCATION')

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <OrganizationListPage
      title="Onderwijs"
      intro="Hogescholen, universiteiten, mbo-scholen en opleiders met tech-opleidingen."
      data={loaderData}
    />
  )
}
