import { useLocation } from 'react-router'
import { OrganizationDetailPage } from '~/components/content/organization-detail-page'
import { organizationListPath } from '~/lib/content/paths'
import { loadOrganizationDetailPage } from '~/lib/public-pages/public-pages.server'
import { ORGANIZATION_TYPE_PAGES, organizationTypeOfPath } from '~/lib/content/type-pages'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import type { Route } from './+types/organization'

// An organisation's public page, registered under each type's address (routes.ts).

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  data
    ? titleMeta(
        data.organization.name,
        data.organization.description,
        shareImage(matches, data.organization.heroImage ?? data.organization.logo),
      )
    : titleMeta(ORGANIZATION_TYPE_PAGES[organizationTypeOfPath(location.pathname)].singular)

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadOrganizationDetailPage(request, organizationTypeOfPath(new URL(request.url).pathname), params.slug)

export default function Component({ loaderData }: Route.ComponentProps) {
  const type = organizationTypeOfPath(useLocation().pathname)
  return (
    <OrganizationDetailPage
      organization={loaderData.organization}
      follow={loaderData.follow}
      listLabel={ORGANIZATION_TYPE_PAGES[type].backLabel}
      listHref={organizationListPath(type)}
    />
  )
}
