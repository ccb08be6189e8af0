import { OrganizationDetailPage } from '~/components/content/organization-detail-page'
import { organizationListPath } from '~/lib/content/paths'
import { loadOrganizationDetailPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import type { Route } from './+types/bedrijf'

const TYPE = 'ORGANIZATION_TYPE_REGULAR'

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? titleMeta(
        data.organization.name,
        data.organization.description,
        shareImage(matches, data.organization.heroImage ?? data.organization.logo),
      )
    : titleMeta('Bedrijf')

export const loader = ({ params }: Route.LoaderArgs) => loadOrganizationDetailPage(TYPE, params.slug)

export default function Component({ loaderData }: Route.ComponentProps) {
  return <OrganizationDetailPage organization={loaderData.organization} listLabel="Bedrijven" listHref={organizationListPath(TYPE)} />
}
