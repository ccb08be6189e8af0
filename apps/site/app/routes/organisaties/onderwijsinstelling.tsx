import { OrganizationDetailPage } from '~/components/content/organization-detail-page'
import { organizationListPath } from '~/lib/content/paths'
import { loadOrganizationDetailPage } from '~/lib/content/pages.server'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import type { Route } from './+types/onderwijsinstelling'

const TYPE = 'ORGANIZATION_TYPE_EDUCATION'

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? titleMeta(
        data.organization.name,
        data.organization.description,
        shareImage(matches, data.organization.heroImage ?? data.organization.logo),
      )
    : titleMeta('Onderwijsinstelling')

export const loader = ({ params }: Route.LoaderArgs) => loadOrganizationDetailPage(TYPE, params.slug)

export default function Component({ loaderData }: Route.ComponentProps) {
  return (
    <OrganizationDetailPage
      organization={loaderData.organization}
      listLabel="Onderwijsinstellingen"
      listHref={organizationListPath(TYPE)}
    />
  )
}
