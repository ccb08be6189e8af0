import { useLocation } from 'react-router'
import { ContentDetailPage } from '~/components/content/content-detail-page'
import { contentListPath } from '~/lib/content/paths'
import { loadContentDetailPage } from '~/lib/public-pages/public-pages.server'
import { CONTENT_TYPE_PAGES, contentTypeOfPath } from '~/lib/content/type-pages'
import { titleMeta } from '~/lib/meta'
import { shareImage } from '~/lib/seo/seo'
import type { Route } from './+types/item'

// An item of a news, article or job type, registered under each type's address (routes.ts);
// a call's and an event's pages have their own modules (oproep.tsx: the enter area; evenement.tsx: sign-up).

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  data
    ? titleMeta(data.item.title, data.item.summary, { type: 'article', ...shareImage(matches, data.item.heroImage) })
    : titleMeta(CONTENT_TYPE_PAGES[contentTypeOfPath(location.pathname)].singular)

export const loader = ({ request, params }: Route.LoaderArgs) =>
  loadContentDetailPage(contentTypeOfPath(new URL(request.url).pathname), params.slug)

export default function Component({ loaderData }: Route.ComponentProps) {
  const type = contentTypeOfPath(useLocation().pathname)
  return <ContentDetailPage item={loaderData.item} listLabel={loaderData.listLabel} listHref={contentListPath(type)} />
}
